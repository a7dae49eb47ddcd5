// Agents acting for a customer (the impersonation domain).
import * as impersonation from '../../domain/impersonation/impersonationService';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated';

export const impersonationResolvers = {
  Query: {
    impersonation: (_root, _args, context) => impersonation.current(context),
  } satisfies QueryResolvers,
  Mutation: {
    startImpersonation: (_root, args, context) => impersonation.start(context, args.email),
    stopImpersonation: (_root, _args, context) => impersonation.stop(context),
  } satisfies MutationResolvers,
};
