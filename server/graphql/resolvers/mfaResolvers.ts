// The multi-factor check after sign-in (the mfa domain).
import * as mfa from '../../domain/mfa/mfaService';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated';

export const mfaResolvers = {
  Query: {
    mfaChallenge: (_root, args, context) => mfa.challenge(context, args.blackBox),
  } satisfies QueryResolvers,
  Mutation: {
    rememberDevice: (_root, args, context) =>
      mfa.rememberDevice(context, args.mfaId, args.blackBox),
  } satisfies MutationResolvers,
};
