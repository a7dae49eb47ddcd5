// The multi-factor check after sign-in and the remembered devices (the mfa domain).
import * as mfa from '../../domain/mfa/mfaService';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated';

export const mfaResolvers = {
  Query: {
    mfaChallenge: (_root, args, context) => mfa.challenge(context, args.blackBox, context.device),
    rememberedDevices: (_root, _args, context) => mfa.devices(context, context.device),
  } satisfies QueryResolvers,
  Mutation: {
    // After a passed multi-factor check (mfaId), or at the end of an application whose mobile number was verified (applicationId).
    rememberDevice: (_root, args, context) =>
      !args.mfaId && args.applicationId
        ? mfa.rememberDeviceForApplication(context, args.applicationId, args.blackBox, context.device)
        : mfa.rememberDevice(context, args.mfaId, args.blackBox, context.device),
    forgetDevice: (_root, args, context) => mfa.forgetDevice(context, args.id, context.device),
    forgetAllDevices: (_root, _args, context) => mfa.forgetAllDevices(context, context.device),
  } satisfies MutationResolvers,
};
