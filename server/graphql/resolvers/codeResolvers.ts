// The one-time code calls (the codes domain), for a multi-factor check (mfaId) or an enrollment (enrollmentId):
// the owner's domain gives the target (where codes go, what a settled check changes).
import * as codes from '../../domain/codes/codeService';
import type { Channel } from '../../domain/codes/oneTimeCodes';
import { badRequest } from '../../domain/domainError';
import * as enrollment from '../../domain/enrollment/enrollmentService';
import * as mfa from '../../domain/mfa/mfaService';
import type { GraphqlContext } from '../context';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated';

type Owned = { enrollmentId?: string | null; mfaId?: string | null };

function targetFor(context: GraphqlContext, args: Owned, channel: Channel) {
  if (args.mfaId && args.enrollmentId) throw badRequest('Give an mfaId or an enrollmentId, not both.');
  if (args.mfaId) return mfa.codeTarget(context, args.mfaId, channel);
  if (args.enrollmentId) return enrollment.codeTarget(context, args.enrollmentId, channel);
  throw badRequest('An mfaId or an enrollmentId is required.');
}

export const codeResolvers = {
  Query: {
    emailVerificationQuery: async (_root, args, context) => codes.requestEmailCode(context, await targetFor(context, args, 'EMAIL')),
    otpSearch: async (_root, args, context) => codes.findPhoneCode(context, await targetFor(context, args, 'SMS')),
  } satisfies QueryResolvers,
  Mutation: {
    validateEmailVerificationCode: async (_root, args, context) =>
      codes.checkEmailCode(context, await targetFor(context, args, 'EMAIL'), args.verificationCode, { id: args.emailVerificationId, sessionId: args.sessionId }),
    emailResendCode: async (_root, args, context) => codes.resendEmailCode(context, await targetFor(context, args, 'EMAIL')),
    otpSendCode: async (_root, args, context) => codes.sendPhoneCode(context, await targetFor(context, args, 'SMS')),
    otpVerifyCode: async (_root, args, context) =>
      codes.checkPhoneCode(context, await targetFor(context, args, 'SMS'), args.verificationCode),
  } satisfies MutationResolvers,
};
