// The account overview (the loans domain).
import * as account from '../../domain/loans/accountService';
import type { QueryResolvers } from '../resolvers.generated';

export const accountResolvers = {
  Query: {
    accountOverview: (_root, _args, context) => account.accountOverview(context),
  } satisfies QueryResolvers,
};
