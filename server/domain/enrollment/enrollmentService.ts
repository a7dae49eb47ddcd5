// Enrollment (account-access spec, sections 2, 3, 4 and 7; issue 4): a customer of the lender with no online
// login (a store customer, or a record from another system) makes one. The enrollment screen signs up an
// enrollment user (group enrollment.user, signUp.ts), which then proves to be the customer of a record:
//   prepareForEnrollment(ssn, dateOfBirth): the record found by SSN (keyed hash) and date of birth.
//     No match: DENIED / CUSTOMER_NOT_FOUND. The record has a login: DENIED / USER_ALREADY_EXISTS. The
//     sign-up email is another customer's: DENIED / EMAIL_INELIGIBLE. Otherwise NEEDS_RESIDENTIAL_INFO (an
//     address on file), NEEDS_OTP_VERIFICATION (a phone on file) or THANK_YOU (nothing to check online:
//     the customer is asked to call).
//   confirmEnrollmentAddress: street number, ZIP code and phone must match the record; 3 wrong answers end the
//     enrollment (DENIED / CUSTOMER_NOT_FOUND, the same answer as no record, so nothing is revealed).
//   A phone code (the codes domain) then moves to NEEDS_EMAIL_VERIFICATION (OTP_VERIFIED), or 5 wrong codes to
//   DENIED / OTP_FAILED; an email code to APPROVED / EMAIL_VERIFIED, when the enrollment user becomes the
//   customer's login (and its enrollment session ends), or to DENIED / EMAIL_FAILED.
// A record whose enrollment failed a code check cannot start another for 30 minutes. customerSystemSearch and
// searchSsn answer the spec's customer search fields, only about the caller's own record (agents: anyone's).
import { brands, isBrandKey } from '../../../brands/index';
import { enrollmentSearchSchema, residentialFormSchema, digitsOf } from '../../../src/lib/validation/enrollmentSchemas';
import type { StoredEnrollmentResult, StoredEnrollmentState } from '../../db/schema/enrollments';
import { isEnrollmentUser } from '../../identity/groups';
import { keyedSsn } from '../../identity/passwordHash';
import type { CodeTarget } from '../codes/codeService';
import { recordAccount } from '../../security/codeBudget';
import { phoneDestination, type Channel } from '../codes/oneTimeCodes';
import {
  findCustomer,
  findCustomerById,
  findCustomerBySsnHash,
  type CustomerRow,
} from '../customers/customerRepository';
import { toSearchResult } from '../customers/customerService';
import { badRequest, forbidden, notFound, tooMany } from '../domainError';
import { LOOKUP_LIMITED, lookupGate } from '../../security/lookupLimits';
import type { Scope } from '../scope';
import type { CustomerId } from '../../db/schema/customers';
import {
  countEnrollments,
  createEnrollment,
  findOwnEnrollment,
  latestEnrollment,
  makeLogin,
  recentFailedEnrollment,
  settleEnrollment,
  takeAddressTry,
  type EnrollmentRow,
} from './enrollmentRepository';

export const MAX_ENROLLMENTS_PER_USER = 5;
export const MAX_ADDRESS_ATTEMPTS = 3;
export const LOCK_MINUTES = 30;

const isEnrollment = (scope: Scope) => isEnrollmentUser(scope.claims['cognito:groups']);

function statusOf(row: EnrollmentRow, attemptsLeft: number | null = null) {
  return { enrollmentId: row.id, state: row.state, result: row.result, attemptsLeft };
}

function requireEnrollmentUser(scope: Scope): void {
  if (!isEnrollment(scope)) throw forbidden('Only an enrollment can do this.');
}

async function ownEnrollment(scope: Scope, enrollmentId: string): Promise<EnrollmentRow> {
  requireEnrollmentUser(scope);
  const row = await findOwnEnrollment(scope.db, enrollmentId, scope.claims.sub);
  if (!row) throw badRequest('Unknown enrollment');
  return row;
}

async function linkedCustomer(scope: Scope, row: EnrollmentRow): Promise<CustomerRow> {
  const customer = row.customerId ? await findCustomerById(scope.db, row.customerId) : undefined;
  if (!customer) throw badRequest('This enrollment has no customer record.');
  return customer;
}

/** After the search or the address check: a phone to text a code to, else nothing more to check online. */
const afterAddress = (customer: CustomerRow): StoredEnrollmentState =>
  customer.phone ? 'NEEDS_OTP_VERIFICATION' : 'THANK_YOU';

/** The customer record of the caller: for an enrollment, the one its search found. */
async function ownRecord(scope: Scope): Promise<CustomerRow | undefined> {
  if (!isEnrollment(scope)) return findCustomer(scope.db, scope.subjectEmail);
  const latest = await latestEnrollment(scope.db, scope.claims.sub);
  if (!latest?.customerId || latest.state === 'DENIED') return undefined;
  return findCustomerById(scope.db, latest.customerId);
}

/** The enrollment user becomes the customer's login; the record takes the verified email; the enrollment session ends. */
async function completeEnrollment(scope: Scope, row: EnrollmentRow, customer: CustomerRow) {
  const brand = isBrandKey(customer.brand) ? brands[customer.brand] : undefined;
  await makeLogin(scope.logins, {
    userSub: scope.claims.sub,
    email: scope.claims.email,
    enrollmentId: row.id,
    customerId: customer.id,
    brand: customer.brand,
    source: brand?.idpSource ?? customer.brand.toUpperCase(),
    firstName: customer.firstName,
    lastName: customer.lastName,
  });
}

/** The enrollment's codes: where they go, and what a settled check changes. */
export async function codeTarget(scope: Scope, enrollmentId: string, channel: Channel): Promise<CodeTarget> {
  const row = await ownEnrollment(scope, enrollmentId);
  const needed = channel === 'SMS' ? 'NEEDS_OTP_VERIFICATION' : 'NEEDS_EMAIL_VERIFICATION';
  if (row.state !== needed)
    throw badRequest(
      channel === 'SMS' ? 'This enrollment is not at the phone check.' : 'This enrollment is not at the email check.',
    );
  const customer = await linkedCustomer(scope, row);
  return {
    owner: { enrollmentId: row.id },
    // The record being claimed is the account: a new enrollment login buys no new guesses at its codes.
    account: { key: recordAccount(customer.id), noticeTo: customer.email },
    destination: () => {
      if (channel === 'EMAIL') return { to: scope.claims.email, masked: null };
      if (!customer.phone) throw badRequest('There is no phone number on your record. Please call us.');
      return phoneDestination(customer.phone);
    },
    async settled(status) {
      if (channel === 'SMS') {
        if (status === 'APPROVED') await settleEnrollment(scope.db, row.id, 'NEEDS_EMAIL_VERIFICATION', 'OTP_VERIFIED');
        if (status === 'DENIED') await settleEnrollment(scope.db, row.id, 'DENIED', 'OTP_FAILED');
        return;
      }
      if (status === 'APPROVED') await completeEnrollment(scope, row, customer);
      else await settleEnrollment(scope.db, row.id, 'DENIED', 'EMAIL_FAILED');
    },
  };
}

export async function enrollmentStatus(scope: Scope) {
  requireEnrollmentUser(scope);
  const latest = await latestEnrollment(scope.db, scope.claims.sub);
  return latest ? statusOf(latest) : null;
}

export async function customerSystemSearch(scope: Scope) {
  const row = await ownRecord(scope);
  if (!row) throw notFound('No customer record found');
  return toSearchResult(row);
}

export async function searchSsn(scope: Scope, ssn: string) {
  const row = await findCustomerBySsnHash(scope.db, keyedSsn(scope.settings.ssnPepper, ssn));
  const allowed = scope.isAgent || (row && row.id === (await ownRecord(scope))?.id);
  if (!row || !allowed) throw notFound('No customer record found');
  return toSearchResult(row);
}

export async function prepareForEnrollment(scope: Scope, args: { ssn: string; dateOfBirth: string }) {
  requireEnrollmentUser(scope);
  const input = await enrollmentSearchSchema.validate(args).catch((error: Error) => {
    throw badRequest(error.message);
  });
  if ((await countEnrollments(scope.db, scope.claims.sub)) >= MAX_ENROLLMENTS_PER_USER)
    throw badRequest('Too many tries. Please call us for help with your enrollment.');
  // Each login has its own tries, but a login is made at once for any address: the lookups are also limited per
  // client address and per SSN, across logins and instances.
  if (!(await lookupGate(scope.db, scope.settings)('enrollment', scope.ipAddress, input.ssn.replace(/\D/g, ''))))
    throw tooMany(LOOKUP_LIMITED);

  const customer = await findCustomerBySsnHash(scope.db, keyedSsn(scope.settings.ssnPepper, input.ssn));
  const start = async (
    state: StoredEnrollmentState,
    result: StoredEnrollmentResult | null,
    customerId: CustomerId | null = null,
  ) => {
    const row = await createEnrollment(scope.db, { userSub: scope.claims.sub, customerId, state, result });
    return statusOf(row, state === 'NEEDS_RESIDENTIAL_INFO' ? MAX_ADDRESS_ATTEMPTS : null);
  };
  if (!customer || customer.dateOfBirth !== input.dateOfBirth) return start('DENIED', 'CUSTOMER_NOT_FOUND');
  const failed = await recentFailedEnrollment(scope.db, customer.id, new Date(Date.now() - LOCK_MINUTES * 60 * 1000));
  if (failed) return start('DENIED', failed.result);
  const login = await scope.logins.byEmail(customer.email);
  if (login && !isEnrollmentUser(login.groups)) return start('DENIED', 'USER_ALREADY_EXISTS', customer.id);
  const emailOwner = await findCustomer(scope.db, scope.claims.email);
  if (emailOwner && emailOwner.id !== customer.id) return start('DENIED', 'EMAIL_INELIGIBLE', customer.id);
  return start(customer.zipCode ? 'NEEDS_RESIDENTIAL_INFO' : afterAddress(customer), null, customer.id);
}

export async function confirmEnrollmentAddress(
  scope: Scope,
  args: { enrollmentId: string; addressLine1: string; zipCode: string; phone: string },
) {
  const row = await ownEnrollment(scope, args.enrollmentId);
  if (row.state !== 'NEEDS_RESIDENTIAL_INFO') throw badRequest('This enrollment is not at the address check.');
  const input = await residentialFormSchema.validate(args).catch((error: Error) => {
    throw badRequest(error.message);
  });
  const customer = await linkedCustomer(scope, row);
  const houseNumber = (line: string | null) => /^\s*(\d+)/.exec(line ?? '')?.[1] ?? null;
  const matches =
    input.zipCode === customer.zipCode &&
    houseNumber(input.addressLine1) !== null &&
    houseNumber(input.addressLine1) === houseNumber(customer.addressLine1) &&
    (!customer.phone || digitsOf(input.phone) === customer.phone);
  if (matches) return statusOf(await settleEnrollment(scope.db, row.id, afterAddress(customer), null));
  const taken = await takeAddressTry(scope.db, row.id, MAX_ADDRESS_ATTEMPTS);
  const attemptsLeft = MAX_ADDRESS_ATTEMPTS - (taken?.addressAttempts ?? MAX_ADDRESS_ATTEMPTS);
  if (attemptsLeft > 0) return statusOf(taken!, attemptsLeft);
  return statusOf(await settleEnrollment(scope.db, row.id, 'DENIED', 'CUSTOMER_NOT_FOUND'), 0);
}
