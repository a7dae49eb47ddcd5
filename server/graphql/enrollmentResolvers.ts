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
//   A phone code (codeResolvers.ts) then moves to NEEDS_EMAIL_VERIFICATION (OTP_VERIFIED), or 5 wrong codes to
//   DENIED / OTP_FAILED; an email code to APPROVED / EMAIL_VERIFIED, when the enrollment user becomes the
//   customer's login (and its enrollment session ends), or to DENIED / EMAIL_FAILED.
// A record whose enrollment failed a code check cannot start another for 30 minutes. customerSystemSearch and
// searchSsn answer the spec's customer search fields, only about the caller's own record (agents: anyone's).
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import mercurius from 'mercurius';
import { brands, isBrandKey } from '../../brands/index';
import { enrollmentSearchSchema, residentialFormSchema, digitsOf } from '../../src/lib/validation/enrollmentSchemas';
import { customers, enrollments, refreshTokens, users } from '../db/schema';
import { keyedSsn } from '../identity/passwordHash';
import { findUserByEmail } from '../identity/userStore';
import { isAgent } from './actingFor';
import { findCustomer, toCustomer } from './customerResolvers';
import type { GraphqlContext } from './context';
import { badRequest, phoneDestination, type Channel } from './oneTimeCodes';

export const ENROLLMENT_GROUP = 'enrollment.user';
export const MAX_ENROLLMENTS_PER_USER = 5;
export const MAX_ADDRESS_ATTEMPTS = 3;
export const LOCK_MINUTES = 30;

type EnrollmentRow = typeof enrollments.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;

export const isEnrollmentUser = (context: GraphqlContext) => context.claims['cognito:groups'].includes(ENROLLMENT_GROUP);

const forbidden = (message: string) => new mercurius.ErrorWithProps(message, { code: 'FORBIDDEN' });
const notFound = (message: string) => new mercurius.ErrorWithProps(message, { code: 'NOT_FOUND' });

function statusOf(row: EnrollmentRow, attemptsLeft: number | null = null) {
  return { enrollmentId: row.id, state: row.state, result: row.result, attemptsLeft };
}

async function settle(context: GraphqlContext, row: EnrollmentRow, state: string, result: string | null): Promise<EnrollmentRow> {
  const [updated] = await context.db.update(enrollments).set({ state, result }).where(eq(enrollments.id, row.id)).returning();
  return updated!;
}

async function ownEnrollment(context: GraphqlContext, enrollmentId: string): Promise<EnrollmentRow> {
  if (!isEnrollmentUser(context)) throw forbidden('Only an enrollment can do this.');
  const [row] = await context.db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.userSub, context.claims.sub)));
  if (!row) throw badRequest('Unknown enrollment');
  return row;
}

async function linkedCustomer(context: GraphqlContext, row: EnrollmentRow): Promise<CustomerRow> {
  const [customer] = row.customerId ? await context.db.select().from(customers).where(eq(customers.id, row.customerId)) : [];
  if (!customer) throw badRequest('This enrollment has no customer record.');
  return customer;
}

/** After the search or the address check: a phone to text a code to, else nothing more to check online. */
const afterAddress = (customer: CustomerRow) => (customer.phone ? 'NEEDS_OTP_VERIFICATION' : 'THANK_YOU');

function searchResult(row: CustomerRow) {
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

async function latestEnrollment(context: GraphqlContext): Promise<EnrollmentRow | undefined> {
  const [latest] = await context.db
    .select()
    .from(enrollments)
    .where(eq(enrollments.userSub, context.claims.sub))
    .orderBy(desc(enrollments.createdAt))
    .limit(1);
  return latest;
}

/** The customer record of the caller: for an enrollment, the one its search found. */
async function ownRecord(context: GraphqlContext): Promise<CustomerRow | undefined> {
  if (!isEnrollmentUser(context)) return findCustomer(context.db, context.subjectEmail);
  const latest = await latestEnrollment(context);
  if (!latest?.customerId || latest.state === 'DENIED') return undefined;
  const [row] = await context.db.select().from(customers).where(eq(customers.id, latest.customerId));
  return row;
}

/** The enrollment's code checks, for codeResolvers.ts: where codes go, and what a settled check changes. */
export async function enrollmentTarget(context: GraphqlContext, enrollmentId: string, channel: Channel) {
  const row = await ownEnrollment(context, enrollmentId);
  const needed = channel === 'SMS' ? 'NEEDS_OTP_VERIFICATION' : 'NEEDS_EMAIL_VERIFICATION';
  if (row.state !== needed) throw badRequest(channel === 'SMS' ? 'This enrollment is not at the phone check.' : 'This enrollment is not at the email check.');
  const customer = await linkedCustomer(context, row);
  return {
    owner: { enrollmentId: row.id },
    destination: () => {
      if (channel === 'EMAIL') return { to: context.claims.email, masked: null };
      if (!customer.phone) throw badRequest('There is no phone number on your record. Please call us.');
      return phoneDestination(customer.phone);
    },
    async settled(status: 'APPROVED' | 'DENIED' | 'EXPIRED') {
      if (channel === 'SMS') {
        if (status === 'APPROVED') await settle(context, row, 'NEEDS_EMAIL_VERIFICATION', 'OTP_VERIFIED');
        if (status === 'DENIED') await settle(context, row, 'DENIED', 'OTP_FAILED');
        return;
      }
      if (status === 'APPROVED') await completeEnrollment(context, row, customer);
      else await settle(context, row, 'DENIED', 'EMAIL_FAILED');
    },
  };
}

/** The enrollment user becomes the customer's login; the record takes the verified email; the enrollment session ends. */
async function completeEnrollment(context: GraphqlContext, row: EnrollmentRow, customer: CustomerRow) {
  const brand = isBrandKey(customer.brand) ? brands[customer.brand] : undefined;
  await context.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        groups: ['my.account.user'],
        brand: customer.brand,
        source: brand?.idpSource ?? customer.brand.toUpperCase(),
        givenName: customer.firstName,
        familyName: customer.lastName,
        isPasswordless: false,
        tokensValidAfter: new Date(),
      })
      .where(eq(users.sub, context.claims.sub));
    await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.userSub, context.claims.sub), isNull(refreshTokens.revokedAt)));
    await tx.update(customers).set({ email: context.claims.email, isPasswordless: false }).where(eq(customers.id, customer.id));
    await tx.update(enrollments).set({ state: 'APPROVED', result: 'EMAIL_VERIFIED' }).where(eq(enrollments.id, row.id));
  });
}

export const enrollmentResolvers = {
  Query: {
    async enrollmentStatus(_root: unknown, _args: unknown, context: GraphqlContext) {
      if (!isEnrollmentUser(context)) throw forbidden('Only an enrollment can do this.');
      const latest = await latestEnrollment(context);
      return latest ? statusOf(latest) : null;
    },
    async customerSystemSearch(_root: unknown, _args: unknown, context: GraphqlContext) {
      const row = await ownRecord(context);
      if (!row) throw notFound('No customer record found');
      return searchResult(row);
    },
    async searchSsn(_root: unknown, args: { ssn: string }, context: GraphqlContext) {
      const ssnHash = keyedSsn(context.settings.ssnPepper, args.ssn);
      const [row] = await context.db.select().from(customers).where(eq(customers.ssnHash, ssnHash));
      const allowed = isAgent(context.claims['cognito:groups']) || (row && row.id === (await ownRecord(context))?.id);
      if (!row || !allowed) throw notFound('No customer record found');
      return searchResult(row);
    },
  },
  Mutation: {
    async prepareForEnrollment(_root: unknown, args: { ssn: string; dateOfBirth: string }, context: GraphqlContext) {
      if (!isEnrollmentUser(context)) throw forbidden('Only an enrollment can do this.');
      const input = await enrollmentSearchSchema.validate(args).catch((error: Error) => {
        throw badRequest(error.message);
      });
      const [{ count }] = (await context.db
        .select({ count: sql<number>`count(*)::int` })
        .from(enrollments)
        .where(eq(enrollments.userSub, context.claims.sub))) as [{ count: number }];
      if (count >= MAX_ENROLLMENTS_PER_USER) throw badRequest('Too many tries. Please call us for help with your enrollment.');

      const [customer] = await context.db
        .select()
        .from(customers)
        .where(eq(customers.ssnHash, keyedSsn(context.settings.ssnPepper, input.ssn)));
      const start = async (state: string, result: string | null, customerId: string | null = null) => {
        const [row] = await context.db.insert(enrollments).values({ userSub: context.claims.sub, customerId, state, result }).returning();
        return statusOf(row!, state === 'NEEDS_RESIDENTIAL_INFO' ? MAX_ADDRESS_ATTEMPTS : null);
      };
      if (!customer || customer.dateOfBirth !== input.dateOfBirth) return start('DENIED', 'CUSTOMER_NOT_FOUND');
      const [failed] = await context.db
        .select()
        .from(enrollments)
        .where(
          and(
            eq(enrollments.customerId, customer.id),
            inArray(enrollments.result, ['OTP_FAILED', 'EMAIL_FAILED']),
            gt(enrollments.createdAt, new Date(Date.now() - LOCK_MINUTES * 60 * 1000)),
          ),
        )
        .limit(1);
      if (failed) return start('DENIED', failed.result);
      const login = await findUserByEmail(context.db, customer.email);
      if (login && !login.groups.includes(ENROLLMENT_GROUP)) return start('DENIED', 'USER_ALREADY_EXISTS', customer.id);
      const emailOwner = await findCustomer(context.db, context.claims.email);
      if (emailOwner && emailOwner.id !== customer.id) return start('DENIED', 'EMAIL_INELIGIBLE', customer.id);
      return start(customer.zipCode ? 'NEEDS_RESIDENTIAL_INFO' : afterAddress(customer), null, customer.id);
    },
    async confirmEnrollmentAddress(
      _root: unknown,
      args: { enrollmentId: string; addressLine1: string; zipCode: string; phone: string },
      context: GraphqlContext,
    ) {
      const row = await ownEnrollment(context, args.enrollmentId);
      if (row.state !== 'NEEDS_RESIDENTIAL_INFO') throw badRequest('This enrollment is not at the address check.');
      const input = await residentialFormSchema.validate(args).catch((error: Error) => {
        throw badRequest(error.message);
      });
      const customer = await linkedCustomer(context, row);
      const houseNumber = (line: string | null) => /^\s*(\d+)/.exec(line ?? '')?.[1] ?? null;
      const matches =
        input.zipCode === customer.zipCode &&
        houseNumber(input.addressLine1) !== null &&
        houseNumber(input.addressLine1) === houseNumber(customer.addressLine1) &&
        (!customer.phone || digitsOf(input.phone) === customer.phone);
      if (matches) return statusOf(await settle(context, row, afterAddress(customer), null));
      // Take the try atomically: parallel answers cannot pass the limit.
      const [taken] = await context.db
        .update(enrollments)
        .set({ addressAttempts: sql`${enrollments.addressAttempts} + 1` })
        .where(and(eq(enrollments.id, row.id), lt(enrollments.addressAttempts, MAX_ADDRESS_ATTEMPTS)))
        .returning();
      const attemptsLeft = MAX_ADDRESS_ATTEMPTS - (taken?.addressAttempts ?? MAX_ADDRESS_ATTEMPTS);
      if (attemptsLeft > 0) return statusOf(taken!, attemptsLeft);
      return statusOf(await settle(context, row, 'DENIED', 'CUSTOMER_NOT_FOUND'), 0);
    },
  },
};
