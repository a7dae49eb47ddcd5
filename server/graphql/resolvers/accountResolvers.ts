// The account overview, payments and the credit score benefit (the loans domain).
import * as account from '../../domain/loans/accountService';
import * as credit from '../../domain/loans/creditView';
import * as payments from '../../domain/loans/paymentService';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated';

export const accountResolvers = {
  Query: {
    accountOverview: (_root, _args, context) => account.accountOverview(context),
    conditionallyApprovedApplication: (_root, _args, context) => account.conditionallyApproved(context),
    creditView: (_root, _args, context) => credit.creditView(context),
  } satisfies QueryResolvers,
  Mutation: {
    makePayment: (_root, args, context) => payments.makePayment(context, context.payments, args.payment),
    enrollCreditView: (_root, args, context) => credit.enrollCreditView(context, args.consent),
  } satisfies MutationResolvers,
};
