// The caller's own passkeys (the identity's credentials, read with their last use).
import { passkeysOf } from '../../domain/passkeys/passkeyRepository';
import type { QueryResolvers } from '../resolvers.generated';

export const passkeyResolvers = {
  Query: {
    passkeys: (_root, _args, context) => passkeysOf(context.db, context.claims.sub),
  } satisfies QueryResolvers,
};
