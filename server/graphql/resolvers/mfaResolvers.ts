// The multi-factor check after sign-in (the mfa domain).
import * as mfa from '../../domain/mfa/mfaService';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated';

export const mfaResolvers = {
  Query: {
    mfaChallenge: (_root, args, context) => mfa.challenge(context, args.blackBox),
  } satisfies QueryResolvers,
  Mutation: {
    // After a passed multi-factor check (mfaId), or at the end of an application whose mobile number was verified (applicationId).
    rememberDevice: (_root, args, context) =>
      !args.mfaId && args.applicationId
        ? mfa.rememberDeviceForApplication(context, args.applicationId, args.blackBox)
        : mfa.rememberDevice(context, args.mfaId, args.blackBox),
  } satisfies MutationResolvers,
};
