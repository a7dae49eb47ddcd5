// The end of a session on the idle prompt (the session domain).
import * as session from '../../domain/session/sessionService';
import type { MutationResolvers } from '../resolvers.generated';

export const sessionResolvers = {
  Mutation: {
    timeoutExpireAction: (_root, args, context) => session.expireSession(context, args),
  } satisfies MutationResolvers,
};
