// Multi-factor login after sign-in (account-access spec, sections 4 and 7; issue 4):
// - mfaChallenge(blackBox): the customer's decision (BYPASS, ALLOW, DENY, OTP_PHONE, OTP_EMAIL,
//   OTP_PHONE_EMAIL) for this sign-in (the tokens' origin_jti). A device remembered for this customer, not
//   expired and not from before a password reset (a reset forgets every device), is let through with BYPASS,
//   except for DENY. A customer who used up the wrong tries in the last 30 minutes is answered DENY.
// - Codes (codeResolvers.ts, oneTimeCodes.ts) go by the channel the decision allows: OTP_EMAIL by email,
//   OTP_PHONE by phone, OTP_PHONE_EMAIL by either; a passed code approves the check (mfaTarget).
// - Customer.mfaPassed: whether this sign-in has passed its check (the browser's guard asks on every start).
// - rememberDevice(blackBox, mfaId): after a passed check, the device is remembered for 30 days.
import { and, eq, gt } from 'drizzle-orm';
import { emailVerifications, mfaSessions, rememberedDevices } from '../db/schema';
import { sha256 } from '../identity/passwordHash';
import { findCustomer } from './customerResolvers';
import type { GraphqlContext } from './context';
import { passedThisSignIn } from './mfaGate';
import { badRequest, phoneDestination, type Channel } from './oneTimeCodes';

export const REMEMBER_DEVICE_DAYS = 30;
export const LOCK_MINUTES = 30;

type MfaSession = typeof mfaSessions.$inferSelect;

const CHANNELS: Record<string, Channel[]> = { OTP_EMAIL: ['EMAIL'], OTP_PHONE: ['SMS'], OTP_PHONE_EMAIL: ['EMAIL', 'SMS'] };

async function ownSession(context: GraphqlContext, mfaId: string | null | undefined, channel?: Channel): Promise<MfaSession> {
  if (!mfaId) throw badRequest('An mfaId is required.');
  const [session] = await context.db
    .select()
    .from(mfaSessions)
    .where(and(eq(mfaSessions.id, mfaId), eq(mfaSessions.userSub, context.claims.sub)));
  if (!session) throw badRequest('Unknown MFA check');
  if (channel && !CHANNELS[session.decision]?.includes(channel)) throw badRequest(channel === 'SMS' ? 'This check does not use a phone code.' : 'This check does not use an email code.');
  return session;
}

/** Has this customer used up the wrong tries of a check in the last 30 minutes? */
async function recentlyLocked(context: GraphqlContext): Promise<boolean> {
  const since = new Date(Date.now() - LOCK_MINUTES * 60 * 1000);
  const [row] = await context.db
    .select({ id: emailVerifications.id })
    .from(emailVerifications)
    .innerJoin(mfaSessions, eq(emailVerifications.mfaId, mfaSessions.id))
    .where(and(eq(mfaSessions.userSub, context.claims.sub), eq(emailVerifications.status, 'DENIED'), gt(emailVerifications.sentAt, since)))
    .limit(1);
  return !!row;
}

async function approve(context: GraphqlContext, session: MfaSession) {
  await context.db.update(mfaSessions).set({ approved: true }).where(eq(mfaSessions.id, session.id));
}

/** The multi-factor check's code checks, for codeResolvers.ts: where codes go, and what a passed code changes. */
export async function mfaTarget(context: GraphqlContext, mfaId: string, channel: Channel) {
  const session = await ownSession(context, mfaId, channel);
  return {
    owner: { mfaId: session.id },
    async destination() {
      if (channel === 'EMAIL') return { to: context.claims.email, masked: null };
      const customer = await findCustomer(context.db, context.claims.email);
      if (!customer?.phone) throw badRequest('There is no phone number on your account. Please call us.');
      return phoneDestination(customer.phone);
    },
    async settled(status: 'APPROVED' | 'DENIED' | 'EXPIRED') {
      if (status === 'APPROVED') await approve(context, session);
    },
  };
}

export const mfaResolvers = {
  Customer: {
    /** Agents are not put through a customer's check; a customer has passed when this sign-in's check was approved. */
    mfaPassed: (_customer: unknown, _args: unknown, context: GraphqlContext) => context.isAgent || passedThisSignIn(context),
  },
  Query: {
    async mfaChallenge(_root: unknown, args: { blackBox: string }, context: GraphqlContext) {
      const customer = await findCustomer(context.db, context.claims.email);
      let decision = customer?.mfaDecision ?? 'ALLOW';
      const [remembered] = await context.db
        .select()
        .from(rememberedDevices)
        .where(and(eq(rememberedDevices.userSub, context.claims.sub), eq(rememberedDevices.deviceHash, sha256(args.blackBox)), gt(rememberedDevices.expiresAt, new Date())));
      if (remembered && decision !== 'DENY') decision = 'BYPASS';
      if (CHANNELS[decision] && (await recentlyLocked(context))) decision = 'DENY';
      const [session] = await context.db
        .insert(mfaSessions)
        .values({ userSub: context.claims.sub, decision, approved: decision === 'BYPASS' || decision === 'ALLOW', originJti: context.claims.origin_jti })
        .returning();
      return { mfaId: session!.id, decision };
    },
  },
  Mutation: {
    async rememberDevice(_root: unknown, args: { applicationId?: string | null; blackBox: string; mfaId?: string | null }, context: GraphqlContext) {
      const session = await ownSession(context, args.mfaId);
      if (!session.approved) throw badRequest('Pass the verification before remembering this device.');
      if (!args.blackBox.trim()) throw badRequest('blackBox is required');
      const expiresAt = new Date(Date.now() + REMEMBER_DEVICE_DAYS * 24 * 60 * 60 * 1000);
      await context.db
        .insert(rememberedDevices)
        .values({ userSub: context.claims.sub, deviceHash: sha256(args.blackBox), expiresAt })
        .onConflictDoUpdate({ target: [rememberedDevices.userSub, rememberedDevices.deviceHash], set: { expiresAt } });
      return { success: true };
    },
  },
};
