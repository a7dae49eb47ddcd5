// The one-time code calls (the codes domain), for a multi-factor check (mfaId), an enrollment (enrollmentId) or an
// application's mobile number (applicationId):
// the owner's domain gives the target (where codes go, what a settled check changes).
import * as codes from '../../domain/codes/codeService';
import type { Channel } from '../../domain/codes/oneTimeCodes';
import { badRequest } from '../../domain/domainError';
import * as enrollment from '../../domain/enrollment/enrollmentService';
import * as mfa from '../../domain/mfa/mfaService';
import * as phoneCheck from '../../domain/application/verification/phoneCheck';
import type { GraphqlContext } from '../context';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated';

type Owned = { enrollmentId?: string | null; mfaId?: string | null; applicationId?: string | null };

function targetFor(context: GraphqlContext, args: Owned, channel: Channel) {
  const given = [args.mfaId, args.enrollmentId, args.applicationId].filter(Boolean).length;
  if (given > 1) throw badRequest('Give one of an mfaId, an enrollmentId or an applicationId.');
  if (args.mfaId) return mfa.codeTarget(context, args.mfaId, channel);
  if (args.enrollmentId) return enrollment.codeTarget(context, args.enrollmentId, channel);
  if (args.applicationId) {
    // An application's number is verified by a texted code only.
    if (channel !== 'SMS') throw badRequest('An application verifies its phone number by text message.');
    return phoneCheck.applicationCodeTarget(context, args.applicationId);
  }
  throw badRequest('An mfaId, an enrollmentId or an applicationId is required.');
}

export const codeResolvers = {
  Query: {
    emailVerificationQuery: async (_root, args, context) =>
      codes.requestEmailCode(context, await targetFor(context, args, 'EMAIL')),
    otpSearch: async (_root, args, context) => codes.findPhoneCode(context, await targetFor(context, args, 'SMS')),
  } satisfies QueryResolvers,
  Mutation: {
    validateEmailVerificationCode: async (_root, args, context) =>
      codes.checkEmailCode(context, await targetFor(context, args, 'EMAIL'), args.verificationCode, {
        id: args.emailVerificationId,
        sessionId: args.sessionId,
      }),
    emailResendCode: async (_root, args, context) =>
      codes.resendEmailCode(context, await targetFor(context, args, 'EMAIL')),
    otpSendCode: async (_root, args, context) => codes.sendPhoneCode(context, await targetFor(context, args, 'SMS')),
    otpVerifyCode: async (_root, args, context) =>
      codes.checkPhoneCode(context, await targetFor(context, args, 'SMS'), args.verificationCode),
  } satisfies MutationResolvers,
};
