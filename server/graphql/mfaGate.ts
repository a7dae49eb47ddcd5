// The server's half of multi-factor login: whether this sign-in owes its check (then the caller is MFA_PENDING
// and the @auth policy lets it make only the check's own calls, read who is signed in, log and end the
// session). The browser's guard sends the customer to /authentication/mfa; the policy makes sure that
// skipping the page (or calling the API directly) reaches no account data. Enrollment users are refused
// everything but the enrollment's calls with ENROLLMENT_ONLY_MESSAGE.
// The rule is the specification's (section 4, sign-in), shared with the browser: src/lib/rules/mfaRule.ts.
// Agents are not put through a customer's check.
import { and, eq } from 'drizzle-orm';
import { isBrandKey } from '../../brands/index';
import { owesMfaCheck } from '../../src/lib/rules/mfaRule';
import { mfaSessions } from '../db/schema';
import { readFlags } from '../flags/featureFlags';
import { findCustomer } from './customerResolvers';
import { isEnrollmentUser } from './enrollmentResolvers';
import type { GraphqlContext } from './context';

export const MFA_REQUIRED_MESSAGE = 'Please finish verifying your identity first.';

export const ENROLLMENT_ONLY_MESSAGE = 'Finish your enrollment first.';

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

