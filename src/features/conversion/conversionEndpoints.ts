// The conversion's calls: the offers and the underwriting (by the customer's own code, `me.customerCode`), the convert and
// refinance terms (read afresh on each visit), and Continue's four calls.
import type {
  CloneApplicationBaseMutationVariables,
  ConversionOffersQuery,
  ConvertLoanDetailsQuery,
  RefinanceDetailsQuery,
  ValidateOriginalLoanDetailsMutation,
} from '../../api/generated/graphql';
import { conversionOperations } from './conversion.generated';

export type ConversionKind = ConversionOffersQuery['conversionOffers']['conversionTypes'][number];
export type ConvertDetails = ConvertLoanDetailsQuery['convertLoanDetails'];
export type RefinanceDetails = RefinanceDetailsQuery['refinanceDetails'];
export type ConversionChoice = CloneApplicationBaseMutationVariables['choice'];
export type OriginalLoanCheck = ValidateOriginalLoanDetailsMutation['validateOriginalLoanDetails'];

/** conversion.graphql's generated endpoints. */
export const conversionApi = conversionOperations;

export const { useConvertLoanDetailsQuery, useRefinanceDetailsQuery } = conversionApi;
