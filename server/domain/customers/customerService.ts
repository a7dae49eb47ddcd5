// The customer as the API shows it: the Customer of the schema and the spec's customer-search fields, derived
// from the stored record; `me` is the caller's own record (or the one of the customer an agent acts for).
import { notFound } from '../domainError';
import type { Scope } from '../scope';
import { findCustomer, type CustomerRow } from './customerRepository';

/** The Customer of the schema, derived from the stored record (mfaPassed is the mfa domain's). */
export function toCustomer(row: CustomerRow) {
  const isRetailReturning = row.customerType === 'RETAIL_RETURNING';
  const channel: 'RETAIL' | 'ONLINE' = isRetailReturning ? 'RETAIL' : 'ONLINE';
  return {
    id: row.id,
    customerCode: row.customerCode,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    brand: row.brand,
    customerType: row.customerType,
    stateCode: row.stateCode,
    isPasswordless: row.isPasswordless,
    isCoreCustomer: row.isCoreCustomer,
    isReturningCustomer: row.customerType !== 'NEW',
    isRetailReturning,
    hasOpenApplication: row.hasOpenApplication,
    hasOnlinePendingOrigination: false,
    hasPendingApplication: row.hasOpenApplication,
    pendingApplicationBrand: row.hasOpenApplication ? row.brand : null,
    boCode: null,
    retailBoCode: row.retailCode,
    channel,
    loanProCustomerId: null,
    qFundCustomerId: null,
    currentAppLoanNumber: null,
  };
}

/** The spec's customer-search fields of a record. */
export function toSearchResult(row: CustomerRow) {
  const customer = toCustomer(row);
  return {
    hasOpenApplication: customer.hasOpenApplication,
    isReturningRetailCustomer: customer.isRetailReturning,
    isReturningCustomer: customer.isReturningCustomer,
    isCoreCustomer: customer.isCoreCustomer,
    hasRetailPresence: !!row.retailCode,
    hasOnlinePendingOrigination: customer.hasOnlinePendingOrigination,
    hasPendingApplication: customer.hasPendingApplication,
    pendingApplicationBrand: customer.pendingApplicationBrand,
    firstName: row.firstName,
    lastName: row.lastName,
    stateCode: row.stateCode,
  };
}

export async function me(scope: Scope) {
  const row = await findCustomer(scope.db, scope.subjectEmail);
  if (!row) throw notFound('No customer record for this account');
  return toCustomer(row);
}
