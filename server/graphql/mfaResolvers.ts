// Multi-factor login after sign-in (account-access spec, sections 4 and 7):
// - mfaChallenge(blackBox): the customer's decision (BYPASS, ALLOW, DENY, OTP_PHONE, OTP_EMAIL,
//   OTP_PHONE_EMAIL); a device remembered for this customer, not expired and not from before a password
//   reset (a reset forgets every device), is let through with BYPASS, except for DENY.
// - emailVerificationQuery(mfaId) mails a 6-digit code; validateEmailVerificationCode answers APPROVED,
//   PENDING (wrong code, tries left), DENIED (the 5th wrong code, or later) or EXPIRED (after 10 minutes or
//   unknown). Every try is counted in the database before the code is compared, so GraphQL aliases cannot
//   multiply the tries; batched queries are refused by the endpoint.
// - emailResendCode(mfaId): a new code and session id, not before the wait of the flag
//   timeouts.verification.otp_email; the count of wrong tries carries over.
// - rememberDevice(blackBox, mfaId): after a passed check, the device is remembered for 30 days.
// Enrollment's email verification (enrollmentId) arrives with the enrollment screens.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import mercurius from 'mercurius';
import { isBrandKey } from '../../brands/index';
import { emailVerifications, mfaSessions, rememberedDevices } from '../db/schema';
import { readFlags } from '../flags/featureFlags';
import { codeMatches, newOneTimeCode, sha256 } from '../identity/passwordHash';
import { findCustomer } from './customerResolvers';
import type { GraphqlContext } from './graphqlPlugin';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_CODES = 5;
export const REMEMBER_DEVICE_DAYS = 30;

const badRequest = (message: string) => new mercurius.ErrorWithProps(message, { code: 'BAD_REQUEST' });

async function ownSession(context: GraphqlContext, mfaId: string | null | undefined) {
  if (!mfaId) throw badRequest('Email verification for enrollment is not available yet; an mfaId is required.');
  const [session] = await context.db
    .select()
    .from(mfaSessions)
    .where(and(eq(mfaSessions.id, mfaId), eq(mfaSessions.userSub, context.claims.sub)));
  if (!session) throw badRequest('Unknown MFA check');
  return session;
}

async function mailCode(context: GraphqlContext, code: string) {
  await context.mailer.send({
    to: context.claims.email,
    subject: 'Your verification code',
    text: `Your verification code is ${code}. It expires in 10 minutes. If you did not try to log in, call us.`,
  });
}

export const mfaResolvers = {
  Query: {
    async mfaChallenge(_root: unknown, args: { blackBox: string }, context: GraphqlContext) {
      const customer = await findCustomer(context.db, context.claims.email);
      let decision = customer?.mfaDecision ?? 'ALLOW';
      const [remembered] = await context.db
        .select()
        .from(rememberedDevices)
        .where(and(eq(rememberedDevices.userSub, context.claims.sub), eq(rememberedDevices.deviceHash, sha256(args.blackBox)), gt(rememberedDevices.expiresAt, new Date())));
      if (remembered && decision !== 'DENY') decision = 'BYPASS';
      const [session] = await context.db
        .insert(mfaSessions)
        .values({ userSub: context.claims.sub, decision, approved: decision === 'BYPASS' || decision === 'ALLOW' })
        .returning();
      return { mfaId: session!.id, decision };
    },
    async emailVerificationQuery(_root: unknown, args: { enrollmentId?: string | null; mfaId?: string | null }, context: GraphqlContext) {
      const session = await ownSession(context, args.mfaId);
      const code = newOneTimeCode();
      await context.db.delete(emailVerifications).where(eq(emailVerifications.mfaId, session.id));
      const [row] = await context.db
        .insert(emailVerifications)
        .values({ sessionId: randomUUID(), mfaId: session.id, email: context.claims.email, codeHash: sha256(code), expiresAt: new Date(Date.now() + CODE_TTL_MS) })
        .returning();
      await mailCode(context, code);
      return { emailVerificationId: row!.id, sessionId: row!.sessionId };
    },
  },
  Mutation: {
    async validateEmailVerificationCode(
      _root: unknown,
      args: { emailVerificationId: string; verificationCode: string; sessionId: string; mfaId?: string | null },
      context: GraphqlContext,
    ) {
      const session = await ownSession(context, args.mfaId);
      // Take one try first (atomically), then compare: parallel tries cannot pass the limit.
      const [taken] = await context.db
        .update(emailVerifications)
        .set({ attempts: sql`${emailVerifications.attempts} + 1` })
        .where(
          and(
            eq(emailVerifications.id, args.emailVerificationId),
            eq(emailVerifications.sessionId, args.sessionId),
            eq(emailVerifications.mfaId, session.id),
            eq(emailVerifications.status, 'PENDING'),
            lt(emailVerifications.attempts, MAX_WRONG_CODES),
          ),
        )
        .returning();
      if (!taken) {
        const [row] = await context.db.select().from(emailVerifications).where(eq(emailVerifications.id, args.emailVerificationId));
        const status = row && row.mfaId === session.id && row.attempts >= MAX_WRONG_CODES ? 'DENIED' : 'EXPIRED';
        return { success: false, status };
      }
      if (taken.expiresAt.getTime() < Date.now()) return { success: false, status: 'EXPIRED' };
      const right = codeMatches(args.verificationCode, taken.codeHash);
      if (right) {
        await context.db.update(emailVerifications).set({ status: 'APPROVED' }).where(eq(emailVerifications.id, taken.id));
        await context.db.update(mfaSessions).set({ approved: true }).where(eq(mfaSessions.id, session.id));
        return { success: true, status: 'APPROVED' };
      }
      if (taken.attempts >= MAX_WRONG_CODES) {
        await context.db.update(emailVerifications).set({ status: 'DENIED' }).where(eq(emailVerifications.id, taken.id));
        return { success: false, status: 'DENIED' };
      }
      return { success: false, status: 'PENDING' };
    },
    async emailResendCode(_root: unknown, args: { enrollmentId?: string | null; mfaId?: string | null }, context: GraphqlContext) {
      const session = await ownSession(context, args.mfaId);
      const [current] = await context.db.select().from(emailVerifications).where(eq(emailVerifications.mfaId, session.id)).orderBy(desc(emailVerifications.sentAt)).limit(1);
      if (!current || current.status !== 'PENDING') throw badRequest('There is no code to resend; start again.');
      const flags = isBrandKey(context.brand) ? await readFlags(context.db, context.brand) : {};
      const waitSeconds = Number((flags.timeouts as { verification?: { otp_email?: number } } | undefined)?.verification?.otp_email ?? 30);
      if (Date.now() - current.sentAt.getTime() < waitSeconds * 1000) throw badRequest(`Please wait ${waitSeconds} seconds before asking for a new code.`);
      const code = newOneTimeCode();
      const sessionId = randomUUID();
      await context.db
        .update(emailVerifications)
        .set({ codeHash: sha256(code), sessionId, sentAt: new Date(), expiresAt: new Date(Date.now() + CODE_TTL_MS) })
        .where(eq(emailVerifications.id, current.id));
      await mailCode(context, code);
      return { success: true, sessionId };
    },
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
