// The one-time code calls of the spec (section 7), for a multi-factor check (mfaId) or an enrollment
// (enrollmentId): emailVerificationQuery, validateEmailVerificationCode and emailResendCode by email (APPROVED,
// PENDING, DENIED, EXPIRED); otpSendCode, otpVerifyCode and otpSearch by phone (OTP_VALID, OTP_EXPIRED,
// OTP_EXCEEDED). The life of a code is oneTimeCodes.ts; what a settled check changes belongs to its owner
// (mfaTarget, enrollmentTarget).
import { enrollmentTarget } from './enrollmentResolvers';
import type { GraphqlContext } from './context';
import { mfaTarget } from './mfaResolvers';
import { badRequest, checkCode, issueCode, latestCode, type Channel, type CodeCheck } from './oneTimeCodes';

type Owned = { enrollmentId?: string | null; mfaId?: string | null };

function targetFor(context: GraphqlContext, args: Owned, channel: Channel) {
  if (args.mfaId && args.enrollmentId) throw badRequest('Give an mfaId or an enrollmentId, not both.');
  if (args.mfaId) return mfaTarget(context, args.mfaId, channel);
  if (args.enrollmentId) return enrollmentTarget(context, args.enrollmentId, channel);
  throw badRequest('An mfaId or an enrollmentId is required.');
}

async function send(context: GraphqlContext, args: Owned, channel: Channel, resend: boolean) {
  const target = await targetFor(context, args, channel);
  const { to, masked } = await target.destination();
  const row = await issueCode({ db: context.db, mailer: context.mailer, brand: context.brand, owner: target.owner, channel, to, resend });
  return { row, masked };
}

async function check(context: GraphqlContext, args: Owned, channel: Channel, code: string, ids?: { id: string; sessionId: string }): Promise<CodeCheck> {
  const target = await targetFor(context, args, channel);
  const result = await checkCode(context.db, target.owner, channel, code, ids);
  // A phone code that ran out can be sent again; every other outcome but a wrong code settles the check.
  if (result.status === 'APPROVED' || result.status === 'DENIED' || (result.status === 'EXPIRED' && channel === 'EMAIL')) await target.settled(result.status);
  return result;
}

const OTP_STATUS = { APPROVED: 'OTP_VALID', DENIED: 'OTP_EXCEEDED', EXPIRED: 'OTP_EXPIRED', PENDING: null } as const;

export const codeResolvers = {
  Query: {
    async emailVerificationQuery(_root: unknown, args: Owned, context: GraphqlContext) {
      const { row } = await send(context, args, 'EMAIL', false);
      return { emailVerificationId: row.id, sessionId: row.sessionId };
    },
    async otpSearch(_root: unknown, args: Owned, context: GraphqlContext) {
      const target = await targetFor(context, args, 'SMS');
      const { masked } = await target.destination();
      const row = await latestCode(context.db, target.owner, 'SMS');
      const expired = row?.status === 'PENDING' && row.expiresAt.getTime() < Date.now();
      const status = !row ? null : expired ? 'OTP_EXPIRED' : OTP_STATUS[row.status as keyof typeof OTP_STATUS];
      return { status, phoneNumberMasked: masked };
    },
  },
  Mutation: {
    async validateEmailVerificationCode(_root: unknown, args: Owned & { emailVerificationId: string; verificationCode: string; sessionId: string }, context: GraphqlContext) {
      const result = await check(context, args, 'EMAIL', args.verificationCode, { id: args.emailVerificationId, sessionId: args.sessionId });
      return { success: result.status === 'APPROVED', status: result.status };
    },
    async emailResendCode(_root: unknown, args: Owned, context: GraphqlContext) {
      const target = await targetFor(context, args, 'EMAIL');
      const current = await latestCode(context.db, target.owner, 'EMAIL');
      if (!current || current.status !== 'PENDING') throw badRequest('There is no code to resend; start again.');
      const { row } = await send(context, args, 'EMAIL', true);
      return { success: true, sessionId: row.sessionId };
    },
    async otpSendCode(_root: unknown, args: Owned, context: GraphqlContext) {
      const { masked } = await send(context, args, 'SMS', true);
      return { status: null, phoneNumberMasked: masked };
    },
    async otpVerifyCode(_root: unknown, args: Owned & { verificationCode: string }, context: GraphqlContext) {
      const result = await check(context, args, 'SMS', args.verificationCode);
      return { success: result.status === 'APPROVED', status: OTP_STATUS[result.status], attemptsLeft: result.attemptsLeft };
    },
  },
};
