// Who may call what before they are a customer in good standing.
// Enrollment users (group enrollment.user) may only make the enrollment's calls: nothing about any customer
// until the enrollment has made them one.
// The server's half of multi-factor login: while a sign-in owes its check, the only calls it may make are
// the ones the check itself needs (and reading who is signed in, logging, and ending the session). The
// browser's guard sends the customer to /authentication/mfa; this gate makes sure that skipping the page
// (or calling the API directly) reaches no account data.
// The rule is the specification's (section 4, sign-in), shared with the browser: src/lib/rules/mfaRule.ts.
// Agents are not put through a customer's check.
import { and, eq } from 'drizzle-orm';
import mercurius from 'mercurius';
import { isBrandKey } from '../../brands/index';
import { owesMfaCheck } from '../../src/lib/rules/mfaRule';
import { mfaSessions } from '../db/schema';
import { readFlags } from '../flags/featureFlags';
import { findCustomer } from './customerResolvers';
import { isEnrollmentUser } from './enrollmentResolvers';
import type { GraphqlContext } from './graphqlPlugin';

export const MFA_REQUIRED_MESSAGE = 'Please finish verifying your identity first.';

/** The one-time code calls, and what any session may do (log, end itself). */
const CODE_CALLS = ['emailVerificationQuery', 'validateEmailVerificationCode', 'emailResendCode', 'otpSearch', 'otpSendCode', 'otpVerifyCode'];
const SESSION_CALLS = ['logMessage', 'logDetails', 'timeoutExpireAction'];

/** What a sign-in may call before its check has passed. */
export const ALLOWED_BEFORE_CHECK = new Set(['me', 'mfaChallenge', 'rememberDevice', ...CODE_CALLS, ...SESSION_CALLS]);

export const ENROLLMENT_CALLS = new Set(['enrollmentStatus', 'prepareForEnrollment', 'confirmEnrollmentAddress', 'customerSystemSearch', 'searchSsn', ...CODE_CALLS, ...SESSION_CALLS]);

export const ENROLLMENT_ONLY_MESSAGE = 'Finish your enrollment first.';

export function assertEnrollmentCall(name: string, context: GraphqlContext): void {
  if (isEnrollmentUser(context) && !ENROLLMENT_CALLS.has(name)) throw new mercurius.ErrorWithProps(ENROLLMENT_ONLY_MESSAGE, { code: 'FORBIDDEN' });
}

export async function owesCheck(context: GraphqlContext): Promise<boolean> {
  if (context.isAgent || isEnrollmentUser(context) || !isBrandKey(context.brand)) return false;
  const flags = await readFlags(context.db, context.brand);
  if (flags.mfa !== true) return false;
  const customer = await findCustomer(context.db, context.claims.email);
  if (!customer) return false;
  return owesMfaCheck(true, customer, await passedThisSignIn(context));
}

/** Has the check of this sign-in (the tokens' origin_jti) been passed (or let through)? */
export async function passedThisSignIn(context: GraphqlContext): Promise<boolean> {
  const [passed] = await context.db
    .select({ id: mfaSessions.id })
    .from(mfaSessions)
    .where(and(eq(mfaSessions.userSub, context.claims.sub), eq(mfaSessions.originJti, context.claims.origin_jti), eq(mfaSessions.approved, true)))
    .limit(1);
  return !!passed;
}

/** One answer per request: a query with several fields asks once. */
const owedByRequest = new WeakMap<GraphqlContext, Promise<boolean>>();

export async function assertCheckPassed(name: string, context: GraphqlContext): Promise<void> {
  if (ALLOWED_BEFORE_CHECK.has(name)) return;
  let owed = owedByRequest.get(context);
  if (!owed) {
    owed = owesCheck(context);
    owedByRequest.set(context, owed);
  }
  if (await owed) throw new mercurius.ErrorWithProps(MFA_REQUIRED_MESSAGE, { code: 'MFA_REQUIRED' });
}
