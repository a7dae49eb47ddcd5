// me, and the Customer fields the customers domain does not hold (mfaPassed is the mfa domain's).
import * as customers from '../../domain/customers/customerService';
import * as mfa from '../../domain/mfa/mfaService';
import type { CustomerResolvers, QueryResolvers } from '../resolvers.generated';

export const customerResolvers = {
  Customer: {
    mfaPassed: (_customer, _args, context) => mfa.mfaPassed(context),
  } satisfies CustomerResolvers,
  Query: {
    me: (_root, _args, context) => customers.me(context),
  } satisfies QueryResolvers,
};
