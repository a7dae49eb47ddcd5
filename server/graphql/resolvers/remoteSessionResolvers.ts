// remoteSession, startRemoteSession, stopRemoteSession, joinRemoteSession (the remote-session domain).
import * as remoteSession from '../../domain/remoteSession/remoteSessionService';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated';

export const remoteSessionResolvers = {
  Query: {
    remoteSession: (_root, _args, context) => remoteSession.current(context),
  } satisfies QueryResolvers,
  Mutation: {
    startRemoteSession: (_root, _args, context) => remoteSession.start(context),
    stopRemoteSession: (_root, _args, context) => remoteSession.stop(context),
    joinRemoteSession: (_root, args, context) => remoteSession.join(context, args.code),
  } satisfies MutationResolvers,
};
