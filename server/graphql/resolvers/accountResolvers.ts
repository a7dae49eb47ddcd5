// The account overview and payments (the loans domain).
import * as account from '../../domain/loans/accountService';
import * as payments from '../../domain/loans/paymentService';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated';

export const accountResolvers = {
  Query: {
    accountOverview: (_root, _args, context) => account.accountOverview(context),
  } satisfies QueryResolvers,
  Mutation: {
    makePayment: (_root, args, context) => payments.makePayment(context, args.payment),
  } satisfies MutationResolvers,
};
