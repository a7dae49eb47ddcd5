// Converting or refinancing a payday loan (the conversion domain); the applications it makes are shown as every
// application is.
import * as conversion from '../../domain/conversion/conversionService';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated';
import { toApplication } from './applicationResolvers';

export const conversionResolvers = {
  Query: {
    conversionOffers: (_root, args, context) => conversion.conversionOffers(context, args.customerCode),
    convertLoanDetails: (_root, args, context) => conversion.convertLoanDetails(context, args.customerCode),
    refinanceDetails: (_root, args, context) => conversion.refinanceDetails(context, args.customerCode),
  } satisfies QueryResolvers,
  Mutation: {
    preliminaryUnderwriting: (_root, args, context) =>
      conversion.preliminaryUnderwriting(context, context.decisions, args.customerCode, args.kind ?? null),
    cloneApplicationBase: async (_root, args, context) =>
      toApplication(await conversion.cloneApplicationBase(context, args.choice)),
    validateOriginalLoanDetails: (_root, args, context) => conversion.validateOriginalLoanDetails(context, args.id),
    convertApplicationTypeToConversion: async (_root, args, context) =>
      toApplication(await conversion.convertApplicationTypeToConversion(context, args.id)),
    createConversionDenial: (_root, args, context) =>
      conversion.createConversionDenial(context, context.decisions, args.id),
  } satisfies MutationResolvers,
};
