// The application's calls (application spec 7.1), run from its sagas. Every save answers with the whole application.
import type {
  AdverseActionDetailsQuery,
  AdverseActionDetailsQueryVariables,
  AnotherOptionQuery,
  AnotherOptionQueryVariables,
  ApplicationByIdQuery,
  ApplicationStateInfoQuery,
  BankVerificationQuery,
  BankVerificationQueryVariables,
  CarrierCheckLinkQueryVariables,
  CreateApplicationMutationVariables,
  CreateReturningApplicationMutationVariables,
  CustomerConversionQuery,
  CustomerConversionQueryVariables,
  EsignApplicationMutationVariables,
  IdentityVerificationFieldsFragment,
  IdentityVerificationQueryVariables,
  OpenApplicationQuery,
  OpenApplicationQueryVariables,
  OptOutOfIdentityVerificationMutationVariables,
  PrivacyNoticeFieldsFragment,
  ProductAvailabilityQuery,
  SaveDecisionBankVerificationMutationVariables,
  SaveIncomeInformationMutationVariables,
  SaveLoanApplicationProgressMutationVariables,
  SaveLoanProductMutationVariables,
  SaveLoanSelectionMutationVariables,
  SavePersonalInformationMutationVariables,
  SavePreferredProductMutationVariables,
  SaveStoreInformationMutationVariables,
  SelectAnotherOptionMutationVariables,
  StartIdentityVerificationMutationVariables,
  SubmitApplicationMutationVariables,
  WithdrawApplicationMutationVariables,
} from '../../api/generated/graphql';
import type { Draft, UnknownAction } from '@reduxjs/toolkit';
import { restApi } from '../../api/restApi';
import { request } from '../../api/sagaRequest';
import { applicationOperations } from './application.generated';
import type { RootState } from '../../store/rootReducer';
import { selectBrand } from '../../store/selectors';

export type ApplicationRecord = NonNullable<ApplicationByIdQuery['application']>;
export type OpenApplication = OpenApplicationQuery;
export type ProductAvailability = ProductAvailabilityQuery['getProductAvailability'];
export type Product = ProductAvailability['products'][number];
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
export type ConversionEligibility =
  CustomerConversionQuery['getCustomerProductAvailability']['applicationConversionEligibility'];

/** What a call's lifecycle gets: the dispatch and the answer, once it comes (a failure keeps nothing). */
interface Lifecycle<T> {
  dispatch: (action: UnknownAction) => unknown;
  queryFulfilled: Promise<{ data: T }>;
}

/**
 * Dispatches what `keep` makes of the call's answer as soon as it comes, before the caller goes on with it (a failure
 * keeps nothing).
 */
const keepAnswer = <T>(lifecycle: Lifecycle<T>, keep: (data: T) => UnknownAction | null) =>
  lifecycle.queryFulfilled.then(
    ({ data }) => {
      const action = keep(data);
      if (action) lifecycle.dispatch(action);
    },
    () => undefined,
  );

/** A call answered with the whole application: the answer is the record's cache entry (applicationRecord.ts). */
const keepsRecord = {
  onQueryStarted: (_variables: unknown, lifecycle: Lifecycle<ApplicationRecord>) => keepAnswer(lifecycle, recordKept),
};

/**
 * Step 1's save, answered with the whole application and the products of its state (what step 2 shows): the record is
 * its cache entry, and the products the product page's entry, so that page paints with no call of its own (decision
 * 0078).
 */
const keepsRecordAndProducts = {
  onQueryStarted: (
    _variables: unknown,
    lifecycle: Lifecycle<ApplicationRecord & { productAvailability?: ProductAvailability | null }> & {
      getState: () => unknown;
    },
  ) =>
    keepAnswer(lifecycle, ({ productAvailability, ...record }) => {
      if (productAvailability) {
        const brandName = selectBrand(lifecycle.getState() as RootState).key;
        lifecycle.dispatch(
          applicationOperations.util.upsertQueryEntries([
            {
              endpointName: 'productAvailability' as const,
              arg: { stateCode: productAvailability.stateCode, brandName },
              value: productAvailability,
            },
          ]),
        );
      }
      return recordKept(record);
    }),
};

/** Changes the record's cache entry as `recipe` says (a thunk the store runs; nothing when the record is not kept). */
const recordChanged = (id: string, recipe: (record: Draft<ApplicationRecord>) => void) =>
  applicationOperations.util.updateQueryData('applicationById', { id }, (draft) => {
    if (draft) recipe(draft);
  }) as unknown as UnknownAction;

/** A call answered with the photo-ID check (or none): the record's check is the answer. */
const keepsIdentityCheck = {
  onQueryStarted: ({ applicationId }: { applicationId: string }, lifecycle: Lifecycle<IdentityCheck | null>) =>
    keepAnswer(lifecycle, (check) =>
      recordChanged(applicationId, (draft) => void (draft.identityVerification = check)),
    ),
};

/** Records as the server answered them, each kept as its cache entry (a plain action). */
const recordsKept = (records: ApplicationRecord[]) =>
  applicationOperations.util.upsertQueryEntries(
    records.map((record) => ({ endpointName: 'applicationById' as const, arg: { id: record.id }, value: record })),
  );
const recordKept = (record: ApplicationRecord) => recordsKept([record]);

// application.graphql's generated endpoints, with how each keeps what it answers: every call answered with the whole
// application writes it as the record's cache entry (applicationRecord.ts: its one home, kept while the person is
// signed in), the photo-ID check's calls write the record's check, choosing the other option writes its entry, and
// agreeing to the privacy notice writes the notice step 1 reads. Another feature's save that changes the record (the
// bank account) invalidates its tag: the record is read again while a page shows it.
export const applicationApi = applicationOperations.enhanceEndpoints({
  addTagTypes: ['Application'],
  endpoints: {
    applicationById: {
      keepUnusedDataFor: Infinity,
      providesTags: (_record, _error, { id }) => [{ type: 'Application', id }],
    },
    openApplication: {
      // The open application and the declined one (what its notice pages show) are both kept.
      onQueryStarted: (_variables, lifecycle) =>
        keepAnswer(lifecycle, (open) => {
          const records = [open.openApplication, open.declinedApplication].filter((record) => !!record);
          return records.length ? recordsKept(records) : null;
        }),
    },
    createApplication: keepsRecordAndProducts,
    createReturningApplication: keepsRecord,
    savePersonalInformation: keepsRecordAndProducts,
    savePreferredProduct: keepsRecord,
    saveStoreInformation: keepsRecord,
    saveIncomeInformation: keepsRecord,
    // Saved on its own (the step moved to saves nothing else): the record resumes there.
    saveLoanApplicationProgress: {
      onQueryStarted: ({ id, applicationUrl }, lifecycle) =>
        keepAnswer(lifecycle, () =>
          recordChanged(String(id), (draft) => void (draft.loanApplicationProgress = { applicationUrl })),
        ),
    },
    saveLoanProduct: keepsRecord,
    saveLoanSelection: keepsRecord,
    saveAgreements: keepsRecord,
    replaceBankAccount: keepsRecord,
    submitApplication: keepsRecord,
    esignApplication: keepsRecord,
    identityVerification: keepsIdentityCheck,
    startIdentityVerification: keepsIdentityCheck,
    optOutOfIdentityVerification: keepsIdentityCheck,
    // Read by the bank-verification saga, shown by its page (bankCheckSlice.ts) while the person is signed in.
    bankVerification: { keepUnusedDataFor: Infinity },
    // The declined applicant's other option, read or chosen by its saga, shown by its page (anotherOptionCache.ts).
    anotherOption: { keepUnusedDataFor: Infinity },
    selectAnotherOption: {
      onQueryStarted: ({ applicationId }, lifecycle) =>
        keepAnswer(lifecycle, (chosen) =>
          applicationOperations.util.upsertQueryEntries([
            { endpointName: 'anotherOption', arg: { applicationId }, value: chosen },
          ]),
        ),
    },
    // A returning customer's convertible store loan, read by the entry, shown by /continue-conversion (entry/storeLoanConversion.ts).
    customerConversion: { keepUnusedDataFor: Infinity },
    acceptPrivacyNotice: {
      // The agreement answers with the notice: step 1 reads it from the cache without asking again.
      async onQueryStarted(_variables, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) await dispatch(applicationApi.util.upsertQueryData('privacyNotice', undefined, result.data));
      },
    },
  },
});

export const {
  useSavePreferredProductMutation,
  useSaveStoreInformationMutation,
  useSaveIncomeInformationMutation,
  useSaveLoanProductMutation,
  useSaveLoanSelectionMutation,
  useDeclinedRequestNoticeQuery,
  usePrivacyNoticeQuery,
  useAcceptPrivacyNoticeMutation,
  useProductAvailabilityQuery,
  useCustomerProductsQuery,
} = applicationApi;

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
export function* fetchConversion(variables: CustomerConversionQueryVariables) {
  return (yield* request(endpoints.customerConversion.initiate(variables, once))).applicationConversionEligibility;
}
export function* saveLoanProduct(variables: SaveLoanProductMutationVariables) {
  return yield* request(endpoints.saveLoanProduct.initiate(variables));
}
export function* saveLoanSelection(variables: SaveLoanSelectionMutationVariables) {
  return yield* request(endpoints.saveLoanSelection.initiate(variables));
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
  return (yield* request(endpoints.carrierCheckLink.initiate(variables, once))).url;
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
  return yield* request(endpoints.saveDecisionBankVerification.initiate(variables));
}
export function* fetchAnotherOption(variables: AnotherOptionQueryVariables) {
  return yield* request(endpoints.anotherOption.initiate(variables, once));
}
export function* selectAnotherOption(variables: SelectAnotherOptionMutationVariables) {
  return yield* request(endpoints.selectAnotherOption.initiate(variables));
}
