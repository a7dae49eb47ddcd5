// The end of a session on the idle prompt (the session domain), and the lender's date (its calendar date in Eastern
// time, the date every rule of the portal counts from: src/lib/rules/easternTime.ts).
import * as session from '../../domain/session/sessionService';
import { easternDate } from '../../../src/lib/rules/easternTime';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated';

export const sessionResolvers = {
  Query: {
    getCurrentDate: () => easternDate(new Date()),
  } satisfies QueryResolvers,
  Mutation: {
    timeoutExpireAction: (_root, args, context) => session.expireSession(context, args),
  } satisfies MutationResolvers,
};
