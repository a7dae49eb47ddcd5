// The application's calls (application spec 7.1), run from its sagas. Every save answers with the whole application.
import type {
  AcceptPrivacyNoticeMutation,
  AcceptPrivacyNoticeMutationVariables,
  AdverseActionDetailsQuery,
  AdverseActionDetailsQueryVariables,
  AnotherOptionQuery,
  AnotherOptionQueryVariables,
  ApplicationByIdQuery,
  ApplicationStateInfoQuery,
  BankVerificationQuery,
  BankVerificationQueryVariables,
  CarrierCheckLinkQuery,
  CarrierCheckLinkQueryVariables,
  CreateApplicationMutation,
  CreateApplicationMutationVariables,
  CreateReturningApplicationMutation,
  CreateReturningApplicationMutationVariables,
  CustomerConversionQuery,
  CustomerConversionQueryVariables,
  CustomerProductsQuery,
  CustomerProductsQueryVariables,
  EsignApplicationMutation,
  EsignApplicationMutationVariables,
  IdentityVerificationFieldsFragment,
  IdentityVerificationQuery,
  IdentityVerificationQueryVariables,
  OpenApplicationQuery,
  OpenApplicationQueryVariables,
  OptOutOfIdentityVerificationMutation,
  OptOutOfIdentityVerificationMutationVariables,
  PrivacyNoticeFieldsFragment,
  PrivacyNoticeQuery,
  ProductAvailabilityQuery,
  ProductAvailabilityQueryVariables,
  SaveDecisionBankVerificationMutationVariables,
  SaveIncomeInformationMutation,
  SaveIncomeInformationMutationVariables,
  SaveLoanApplicationProgressMutationVariables,
  SaveLoanSelectionMutation,
  SaveLoanSelectionMutationVariables,
  SavePersonalInformationMutation,
  SavePersonalInformationMutationVariables,
  SavePreferredProductMutation,
  SavePreferredProductMutationVariables,
  SaveStoreInformationMutation,
  SaveStoreInformationMutationVariables,
  SelectAnotherOptionMutation,
  SelectAnotherOptionMutationVariables,
  StartIdentityVerificationMutation,
  StartIdentityVerificationMutationVariables,
  StatesForZipcodeQuery,
  StatesForZipcodeQueryVariables,
  SubmitApplicationMutation,
  SubmitApplicationMutationVariables,
  WithdrawApplicationMutationVariables,
} from '../../api/generated/graphql';
import { graphqlApi } from '../../api/graphqlApi';
import { restApi } from '../../api/restApi';
import { request } from '../../store/sagaRequest';
import {
  AnotherOptionDocument,
  SelectAnotherOptionDocument,
  BankVerificationDocument,
  SaveDecisionBankVerificationDocument,
  CarrierCheckLinkDocument,
  IdentityVerificationDocument,
  OptOutOfIdentityVerificationDocument,
  StartIdentityVerificationDocument,
  AdverseActionDetailsDocument,
  EsignApplicationDocument,
  SubmitApplicationDocument,
  ApplicationByIdDocument,
  CreateApplicationDocument,
  CreateReturningApplicationDocument,
  CustomerConversionDocument,
  CustomerProductsDocument,
  OpenApplicationDocument,
  ProductAvailabilityDocument,
  SaveIncomeInformationDocument,
  SaveLoanApplicationProgressDocument,
  SaveLoanSelectionDocument,
  SavePersonalInformationDocument,
  SavePreferredProductDocument,
  SaveStoreInformationDocument,
  StatesForZipcodeDocument,
  WithdrawApplicationDocument,
  PrivacyNoticeDocument,
  AcceptPrivacyNoticeDocument,
} from './application.generated';

export type ApplicationRecord = NonNullable<ApplicationByIdQuery['application']>;
export type OpenApplication = OpenApplicationQuery;
export type Product = ProductAvailabilityQuery['getProductAvailability']['products'][number];
export type LoanDetails = NonNullable<ApplicationRecord['initialApplicationDetails']>;
/** Spec 3.2's application state, as the state query and the application socket give it. */
export type ApplicationStateInfo = NonNullable<ApplicationStateInfoQuery['applicationState']>;
export type AdverseActionDetails = AdverseActionDetailsQuery;
/** A declined application's other option: available, chosen, and shared with the partner. */
export type AnotherOptionDetail = AnotherOptionQuery['getAnotherOptionDetail'];
/** The bank verification's trial deposit (status SENT, POSTED, VERIFIED, FAILED or ERROR). */
export type BankCheck = NonNullable<BankVerificationQuery['searchBankVerification']>;
/** The photo-ID check of /identity (status PENDING, VERIFIED, FAILED or OPTED_OUT). */
export type IdentityCheck = IdentityVerificationFieldsFragment;
/** The privacy notice at collection, whether the brand asks for it before step 1, and when it was agreed to. */
export type PrivacyNotice = PrivacyNoticeFieldsFragment;
export type ConversionEligibility = CustomerConversionQuery['getCustomerProductAvailability']['applicationConversionEligibility'];

const save = <V>(document: string) => (variables: V) => ({ document, variables });

/**
 * A mutation's answer, named by its field. The schema lets these fields be null, but the API answers null only beside
 * an error (which the base query reports); should one come alone, the call fails here rather than a step later.
 */
export function answered<T>(value: T | null): T {
  if (value === null) throw new Error('The server answered without the record');
  return value;
}

export const applicationApi = graphqlApi.injectEndpoints({
  endpoints: (build) => ({
    openApplication: build.query<OpenApplication, OpenApplicationQueryVariables>({ query: save(OpenApplicationDocument) }),
    applicationById: build.query<ApplicationRecord | null, { id: string }>({ query: save(ApplicationByIdDocument), transformResponse: (data: ApplicationByIdQuery) => data.application }),
    createApplication: build.mutation<ApplicationRecord, CreateApplicationMutationVariables>({ query: save(CreateApplicationDocument), transformResponse: (data: CreateApplicationMutation) => answered(data.createApplication) }),
    createReturningApplication: build.mutation<ApplicationRecord, CreateReturningApplicationMutationVariables>({ query: save(CreateReturningApplicationDocument), transformResponse: (data: CreateReturningApplicationMutation) => answered(data.createReturningApplication) }),
    savePersonalInformation: build.mutation<ApplicationRecord, SavePersonalInformationMutationVariables>({ query: save(SavePersonalInformationDocument), transformResponse: (data: SavePersonalInformationMutation) => answered(data.savePersonalInformation) }),
    savePreferredProduct: build.mutation<ApplicationRecord, SavePreferredProductMutationVariables>({ query: save(SavePreferredProductDocument), transformResponse: (data: SavePreferredProductMutation) => answered(data.savePreferredProduct) }),
    saveStoreInformation: build.mutation<ApplicationRecord, SaveStoreInformationMutationVariables>({ query: save(SaveStoreInformationDocument), transformResponse: (data: SaveStoreInformationMutation) => answered(data.saveStoreInformation) }),
    saveIncomeInformation: build.mutation<ApplicationRecord, SaveIncomeInformationMutationVariables>({ query: save(SaveIncomeInformationDocument), transformResponse: (data: SaveIncomeInformationMutation) => answered(data.saveIncomeInformation) }),
    saveLoanApplicationProgress: build.mutation<{ success: boolean }, SaveLoanApplicationProgressMutationVariables>({ query: save(SaveLoanApplicationProgressDocument), transformResponse: (data: { saveLoanApplicationProgress: { success: boolean } }) => data.saveLoanApplicationProgress }),
    withdrawApplication: build.mutation<{ success: boolean }, WithdrawApplicationMutationVariables>({ query: save(WithdrawApplicationDocument), transformResponse: (data: { withdrawApplication: { success: boolean } }) => data.withdrawApplication }),
    productAvailability: build.query<Product[], ProductAvailabilityQueryVariables>({ query: save(ProductAvailabilityDocument), transformResponse: (data: ProductAvailabilityQuery) => data.getProductAvailability.products }),
    customerConversion: build.query<ConversionEligibility, CustomerConversionQueryVariables>({ query: save(CustomerConversionDocument), transformResponse: (data: CustomerConversionQuery) => data.getCustomerProductAvailability.applicationConversionEligibility }),
    customerProducts: build.query<Product[], CustomerProductsQueryVariables>({ query: save(CustomerProductsDocument), transformResponse: (data: CustomerProductsQuery) => data.getCustomerProductAvailability.products }),
    saveLoanSelection: build.mutation<ApplicationRecord, SaveLoanSelectionMutationVariables>({ query: save(SaveLoanSelectionDocument), transformResponse: (data: SaveLoanSelectionMutation) => answered(data.saveLoanSelection) }),
    submitApplication: build.mutation<ApplicationRecord, SubmitApplicationMutationVariables>({ query: save(SubmitApplicationDocument), transformResponse: (data: SubmitApplicationMutation) => answered(data.submitApplication) }),
    esignApplication: build.mutation<ApplicationRecord, EsignApplicationMutationVariables>({ query: save(EsignApplicationDocument), transformResponse: (data: EsignApplicationMutation) => answered(data.esignApplication) }),
    adverseActionDetails: build.query<AdverseActionDetails, AdverseActionDetailsQueryVariables>({ query: save(AdverseActionDetailsDocument) }),
    carrierCheckLink: build.query<string, CarrierCheckLinkQueryVariables>({ query: save(CarrierCheckLinkDocument), transformResponse: (data: CarrierCheckLinkQuery) => data.generateBokuEVURL.url }),
    identityVerification: build.query<IdentityCheck | null, IdentityVerificationQueryVariables>({ query: save(IdentityVerificationDocument), transformResponse: (data: IdentityVerificationQuery) => data.searchIntellicheckVerification ?? null }),
    startIdentityVerification: build.mutation<IdentityCheck, StartIdentityVerificationMutationVariables>({ query: save(StartIdentityVerificationDocument), transformResponse: (data: StartIdentityVerificationMutation) => answered(data.startIdentityVerification) }),
    optOutOfIdentityVerification: build.mutation<IdentityCheck, OptOutOfIdentityVerificationMutationVariables>({ query: save(OptOutOfIdentityVerificationDocument), transformResponse: (data: OptOutOfIdentityVerificationMutation) => answered(data.optOutOfIdentityVerification) }),
    bankVerification: build.query<BankCheck | null, BankVerificationQueryVariables>({ query: save(BankVerificationDocument), transformResponse: (data: BankVerificationQuery) => data.searchBankVerification ?? null }),
    saveBankDecision: build.mutation<{ success: boolean }, SaveDecisionBankVerificationMutationVariables>({ query: save(SaveDecisionBankVerificationDocument), transformResponse: (data: { saveDecisionBankVerification: { success: boolean } }) => data.saveDecisionBankVerification }),
    anotherOption: build.query<AnotherOptionQuery['getAnotherOptionDetail'], AnotherOptionQueryVariables>({ query: save(AnotherOptionDocument), transformResponse: (data: AnotherOptionQuery) => data.getAnotherOptionDetail }),
    selectAnotherOption: build.mutation<SelectAnotherOptionMutation['selectAnotherOption'], SelectAnotherOptionMutationVariables>({ query: save(SelectAnotherOptionDocument), transformResponse: (data: SelectAnotherOptionMutation) => data.selectAnotherOption }),
    privacyNotice: build.query<PrivacyNotice, void>({ query: () => ({ document: PrivacyNoticeDocument, variables: {} }), transformResponse: (data: PrivacyNoticeQuery) => data.privacyNotice }),
    acceptPrivacyNotice: build.mutation<PrivacyNotice, AcceptPrivacyNoticeMutationVariables>({
      query: save(AcceptPrivacyNoticeDocument),
      transformResponse: (data: AcceptPrivacyNoticeMutation) => data.acceptPrivacyNotice,
      // The agreement answers with the notice: step 1 reads it from the cache without asking again.
      async onQueryStarted(_variables, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) await dispatch(applicationApi.util.upsertQueryData('privacyNotice', undefined, result.data));
      },
    }),
    statesForZipcode: build.query<StatesForZipcodeQuery['statesForZipcode'], StatesForZipcodeQueryVariables>({ query: save(StatesForZipcodeDocument), transformResponse: (data: StatesForZipcodeQuery) => data.statesForZipcode }),
  }),
});

export const { usePrivacyNoticeQuery, useAcceptPrivacyNoticeMutation, useProductAvailabilityQuery, useCustomerProductsQuery } = applicationApi;

/** The returning-customer lookup of the passwordless resume: whether the way back in is a code (404 when no match). */
export const applicationRestApi = restApi.injectEndpoints({
  endpoints: (build) => ({
    resumeLookup: build.mutation<{ isPasswordless: boolean }, { email: string; dateOfBirth: string }>({
      query: (body) => ({ url: '/application/resume-lookup', method: 'POST', body }),
    }),
  }),
});

const once = { subscribe: false, forceRefetch: true } as const;
const { endpoints } = applicationApi;

export function* fetchOpenApplication(variables: OpenApplicationQueryVariables) {
  return yield* request(endpoints.openApplication.initiate(variables, once));
}
export function* createApplication(variables: CreateApplicationMutationVariables) {
  return yield* request(endpoints.createApplication.initiate(variables));
}
export function* createReturningApplication(variables: CreateReturningApplicationMutationVariables) {
  return yield* request(endpoints.createReturningApplication.initiate(variables));
}
export function* savePersonalInformation(variables: SavePersonalInformationMutationVariables) {
  return yield* request(endpoints.savePersonalInformation.initiate(variables));
}
export function* savePreferredProduct(variables: SavePreferredProductMutationVariables) {
  return yield* request(endpoints.savePreferredProduct.initiate(variables));
}
export function* saveStoreInformation(variables: SaveStoreInformationMutationVariables) {
  return yield* request(endpoints.saveStoreInformation.initiate(variables));
}
export function* saveIncomeInformation(variables: SaveIncomeInformationMutationVariables) {
  return yield* request(endpoints.saveIncomeInformation.initiate(variables));
}
export function* saveProgress(variables: SaveLoanApplicationProgressMutationVariables) {
  return yield* request(endpoints.saveLoanApplicationProgress.initiate(variables));
}
export function* withdrawApplication(variables: WithdrawApplicationMutationVariables) {
  return yield* request(endpoints.withdrawApplication.initiate(variables));
}
export function* fetchProducts(variables: ProductAvailabilityQueryVariables) {
  return yield* request(endpoints.productAvailability.initiate(variables, once));
}
export function* fetchConversion(variables: CustomerConversionQueryVariables) {
  return yield* request(endpoints.customerConversion.initiate(variables, once));
}
export function* saveLoanSelection(variables: SaveLoanSelectionMutationVariables) {
  return yield* request(endpoints.saveLoanSelection.initiate(variables));
}
export function* fetchStatesForZip(variables: StatesForZipcodeQueryVariables) {
  return yield* request(endpoints.statesForZipcode.initiate(variables, once));
}
export function* lookUpApplicant(details: { email: string; dateOfBirth: string }) {
  return yield* request(applicationRestApi.endpoints.resumeLookup.initiate(details));
}
export function* submitApplication(variables: SubmitApplicationMutationVariables) {
  return yield* request(endpoints.submitApplication.initiate(variables));
}
export function* esignApplication(variables: EsignApplicationMutationVariables) {
  return yield* request(endpoints.esignApplication.initiate(variables));
}
export function* fetchAdverseActionDetails(variables: AdverseActionDetailsQueryVariables) {
  return yield* request(endpoints.adverseActionDetails.initiate(variables, once));
}
export function* fetchApplicationById(variables: { id: string }) {
  return yield* request(endpoints.applicationById.initiate(variables, once));
}
export function* fetchCarrierCheckLink(variables: CarrierCheckLinkQueryVariables) {
  return yield* request(endpoints.carrierCheckLink.initiate(variables, once));
}
export function* fetchIdentityCheck(variables: IdentityVerificationQueryVariables) {
  return yield* request(endpoints.identityVerification.initiate(variables, once));
}
export function* startIdentityCheck(variables: StartIdentityVerificationMutationVariables) {
  return yield* request(endpoints.startIdentityVerification.initiate(variables));
}
export function* optOutOfIdentityCheck(variables: OptOutOfIdentityVerificationMutationVariables) {
  return yield* request(endpoints.optOutOfIdentityVerification.initiate(variables));
}
export function* fetchBankCheck(variables: BankVerificationQueryVariables) {
  return yield* request(endpoints.bankVerification.initiate(variables, once));
}
export function* saveBankDecision(variables: SaveDecisionBankVerificationMutationVariables) {
  return yield* request(endpoints.saveBankDecision.initiate(variables));
}
export function* fetchAnotherOption(variables: AnotherOptionQueryVariables) {
  return yield* request(endpoints.anotherOption.initiate(variables, once));
}
export function* selectAnotherOption(variables: SelectAnotherOptionMutationVariables) {
  return yield* request(endpoints.selectAnotherOption.initiate(variables));
}
