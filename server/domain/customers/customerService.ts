// The customer as the API shows it: the Customer of the schema and the spec's customer-search fields, derived
// from the stored record; `me` is the caller's own record (or the one of the customer an agent acts for); the
// authentication query and the lookup by email.
import { EMAIL_MESSAGES, isEmailAddress } from '../../../src/lib/validation/emailRules';
import { badRequest, forbidden, notFound } from '../domainError';
import type { Scope } from '../scope';
import { findCustomer, setCustomerLanguage, type CustomerRow } from './customerRepository';
import { brands, isBrandKey } from '../../../brands/index';
import { isLanguage } from '../../../src/lib/rules/language';

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
    language: row.language,
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
  // The record the call was identified with, when it was read then (one query fewer on every `me`).
  const row = scope.subject === undefined ? await findCustomer(scope.db, scope.subjectEmail) : scope.subject;
  if (!row) throw notFound('No customer record for this account');
  return toCustomer(row);
}

export const LANGUAGE_TEXT = {
  notOffered: 'Choose a language this site offers.',
} as const;

/**
 * saveLanguage: the signed-in customer's language, kept on their record for their mail and notices (issue 71). Only a
 * language the brand offers; the same language again changes nothing.
 */
export async function saveLanguage(scope: Scope, language: string) {
  const brand = isBrandKey(scope.brand) ? brands[scope.brand] : null;
  if (!isLanguage(language) || !brand?.languages.includes(language))
    throw badRequest(LANGUAGE_TEXT.notOffered, 'language');
  const row = await findCustomer(scope.db, scope.subjectEmail);
  if (!row) throw notFound('No customer record for this account');
  if (row.language === language) return toCustomer(row);
  return toCustomer(await setCustomerLanguage(scope.db, row.id, language));
}

/** The authentication query (spec 7.1): whether the caller (or the customer an agent acts for) is a returning customer. */
export async function authentication(scope: Scope) {
  return { isReturningCustomer: (await me(scope)).isReturningCustomer };
}

export const EMAIL_LOOKUP_TEXT = {
  notOwn: 'You can only look up your own email address.',
} as const;

/**
 * customerEmailLookup (spec 3.11, by email): whether the address is the lender's customer (with or without an online
 * login), whether that customer belongs to the p360 brand, and whether their login is passwordless. A customer (or an
 * agent acting for one) may look up only their own address, so nobody can learn who else is a customer; an agent may
 * look up any.
 */
export async function emailLookup(scope: Scope, email: string) {
  const address = email.trim().toLowerCase();
  if (!isEmailAddress(address)) throw badRequest(EMAIL_MESSAGES.invalid, 'email');
  if ((!scope.isAgent || scope.actingForEmail) && address !== scope.subjectEmail.toLowerCase())
    throw forbidden(EMAIL_LOOKUP_TEXT.notOwn);
  const row = await findCustomer(scope.db, address);
  return {
    existsInP360: row?.brand === 'p360',
    existsAsCustomer: !!row,
    email: row?.email ?? null,
    isPasswordless: row?.isPasswordless ?? false,
  };
}
