// The conversion's calls: the offers and the underwriting (by the customer's own code, `me.customerCode`), the convert and
// refinance terms (read afresh on each visit), and Continue's four calls.
import type {
  CloneApplicationBaseMutation,
  CloneApplicationBaseMutationVariables,
  ConversionOffersQuery,
  ConvertApplicationTypeToConversionMutation,
  ConvertLoanDetailsQuery,
  CreateConversionDenialMutation,
  PreliminaryUnderwritingMutation,
  RefinanceDetailsQuery,
  ValidateOriginalLoanDetailsMutation,
} from '../../api/generated/graphql';
import { graphqlApi } from '../../api/graphqlApi';
import {
  CloneApplicationBaseDocument,
  ConversionOffersDocument,
  ConvertApplicationTypeToConversionDocument,
  ConvertLoanDetailsDocument,
  CreateConversionDenialDocument,
  PreliminaryUnderwritingDocument,
  RefinanceDetailsDocument,
  ValidateOriginalLoanDetailsDocument,
} from './conversion.generated';

export type ConversionKind = ConversionOffersQuery['conversionOffers']['conversionTypes'][number];
export type ConvertDetails = ConvertLoanDetailsQuery['convertLoanDetails'];
export type RefinanceDetails = RefinanceDetailsQuery['refinanceDetails'];
export type ConversionChoice = CloneApplicationBaseMutationVariables['choice'];
export type OriginalLoanCheck = ValidateOriginalLoanDetailsMutation['validateOriginalLoanDetails'];

type ByCode = { customerCode: string };

export const conversionApi = graphqlApi.injectEndpoints({
  endpoints: (build) => ({
    conversionOffers: build.query<ConversionKind[], ByCode>({
      query: (variables) => ({ document: ConversionOffersDocument, variables }),
      transformResponse: (data: ConversionOffersQuery) => data.conversionOffers.conversionTypes,
    }),
    preliminaryUnderwriting: build.mutation<string, ByCode>({
      query: (variables) => ({ document: PreliminaryUnderwritingDocument, variables }),
      transformResponse: (data: PreliminaryUnderwritingMutation) => data.preliminaryUnderwriting.status,
    }),
    convertLoanDetails: build.query<ConvertDetails, ByCode>({
      query: (variables) => ({ document: ConvertLoanDetailsDocument, variables }),
      transformResponse: (data: ConvertLoanDetailsQuery) => data.convertLoanDetails,
    }),
    refinanceDetails: build.query<RefinanceDetails, ByCode>({
      query: (variables) => ({ document: RefinanceDetailsDocument, variables }),
      transformResponse: (data: RefinanceDetailsQuery) => data.refinanceDetails,
    }),
    cloneApplicationBase: build.mutation<string, { choice: ConversionChoice }>({
      query: (variables) => ({ document: CloneApplicationBaseDocument, variables }),
      transformResponse: (data: CloneApplicationBaseMutation) => data.cloneApplicationBase.id,
    }),
    validateOriginalLoanDetails: build.mutation<OriginalLoanCheck, { id: string }>({
      query: (variables) => ({ document: ValidateOriginalLoanDetailsDocument, variables }),
      transformResponse: (data: ValidateOriginalLoanDetailsMutation) => data.validateOriginalLoanDetails,
    }),
    convertApplicationTypeToConversion: build.mutation<string | null, { id: string }>({
      query: (variables) => ({ document: ConvertApplicationTypeToConversionDocument, variables }),
      transformResponse: (data: ConvertApplicationTypeToConversionMutation) => data.convertApplicationTypeToConversion.applicationState ?? null,
    }),
    createConversionDenial: build.mutation<boolean, { id: string }>({
      query: (variables) => ({ document: CreateConversionDenialDocument, variables }),
      transformResponse: (data: CreateConversionDenialMutation) => data.createConversionDenial.success,
    }),
  }),
});

export const { useConvertLoanDetailsQuery, useRefinanceDetailsQuery } = conversionApi;
