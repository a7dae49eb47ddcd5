// me, authentication, customerEmailLookup, the Customer fields the customers domain does not hold (mfaPassed is the mfa domain's), and the contact
// details with their changes (/account/personal).
import * as contact from '../../domain/customers/contactChanges';
import * as customers from '../../domain/customers/customerService';
import * as mfa from '../../domain/mfa/mfaService';
import type { CustomerResolvers, MutationResolvers, QueryResolvers } from '../resolvers.generated';

export const customerResolvers = {
  Customer: {
    mfaPassed: (_customer, _args, context) => mfa.mfaPassed(context),
  } satisfies CustomerResolvers,
  Query: {
    me: (_root, _args, context) => customers.me(context),
    authentication: (_root, _args, context) => customers.authentication(context),
    customerEmailLookup: (_root, args, context) => customers.emailLookup(context, args.email),
    contactDetails: (_root, _args, context) => contact.contactDetails(context),
  } satisfies QueryResolvers,
  Mutation: {
    requestContactChange: (_root, args, context) => contact.requestContactChange(context, args.change),
    resendContactChangeCode: (_root, args, context) => contact.resendContactChangeCode(context, args.changeId),
    confirmContactChange: (_root, args, context) => contact.confirmContactChange(context, args.changeId, args.code),
    cancelContactChange: (_root, args, context) => contact.cancelContactChange(context, args.changeId),
    saveLanguage: (_root, args, context) => customers.saveLanguage(context, args.language),
  } satisfies MutationResolvers,
};
