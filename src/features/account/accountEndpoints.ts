// The account's calls: the overview (the loans with today's figures, the newest unfinished application, and the
// page the rule table chooses), read afresh on each visit (the account shows the loans as they are now); and a payment.
import type { AccountLoanFieldsFragment, AccountOverviewQuery, CancelContactChangeMutation, CancelContactChangeMutationVariables, ConfirmContactChangeMutation, ConfirmContactChangeMutationVariables, ContactDetailsFieldsFragment, ContactDetailsQuery, PendingContactChangeFieldsFragment, RequestContactChangeMutation, RequestContactChangeMutationVariables, ResendContactChangeCodeMutation, ResendContactChangeCodeMutationVariables, ConditionallyApprovedQuery, CreditViewFieldsFragment, CreditViewQuery, EnrollCreditViewMutation, EnrollCreditViewMutationVariables, MakePaymentMutation, MakePaymentMutationVariables } from '../../api/generated/graphql';
import { graphqlApi } from '../../api/graphqlApi';
import { AccountOverviewDocument, CancelContactChangeDocument, ConditionallyApprovedDocument, ConfirmContactChangeDocument, ContactDetailsDocument, CreditViewDocument, EnrollCreditViewDocument, MakePaymentDocument, RequestContactChangeDocument, ResendContactChangeCodeDocument } from './account.generated';

export type AccountOverview = AccountOverviewQuery['accountOverview'];
export type AccountLoan = AccountLoanFieldsFragment;
export type Payment = MakePaymentMutation['makePayment'];
export type CreditView = CreditViewFieldsFragment;
export type ContactDetails = ContactDetailsFieldsFragment;
export type PendingContactChange = PendingContactChangeFieldsFragment;
export type ContactChangeResult = ConfirmContactChangeMutation['confirmContactChange'];
export type ConditionalApproval = NonNullable<ConditionallyApprovedQuery['conditionallyApprovedApplication']>;

export const accountApi = graphqlApi.injectEndpoints({
  endpoints: (build) => ({
    accountOverview: build.query<AccountOverview, void>({
      query: () => ({ document: AccountOverviewDocument }),
      transformResponse: (data: AccountOverviewQuery) => data.accountOverview,
    }),
    conditionallyApproved: build.query<ConditionalApproval | null, void>({
      query: () => ({ document: ConditionallyApprovedDocument }),
      transformResponse: (data: ConditionallyApprovedQuery) => data.conditionallyApprovedApplication ?? null,
    }),
    creditView: build.query<CreditView, void>({
      query: () => ({ document: CreditViewDocument }),
      transformResponse: (data: CreditViewQuery) => data.creditView,
    }),
    enrollCreditView: build.mutation<CreditView, EnrollCreditViewMutationVariables>({
      query: (variables) => ({ document: EnrollCreditViewDocument, variables }),
      transformResponse: (data: EnrollCreditViewMutation) => data.enrollCreditView,
      async onQueryStarted(_variables, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) void dispatch(accountApi.util.upsertQueryData('creditView', undefined, data));
      },
    }),
    contactDetails: build.query<ContactDetails, void>({
      query: () => ({ document: ContactDetailsDocument }),
      transformResponse: (data: ContactDetailsQuery) => data.contactDetails,
    }),
    // The change waiting (a new one, or a new code for it) joins the details on the page.
    requestContactChange: build.mutation<PendingContactChange, RequestContactChangeMutationVariables>({
      query: (variables) => ({ document: RequestContactChangeDocument, variables }),
      transformResponse: (data: RequestContactChangeMutation) => data.requestContactChange,
      async onQueryStarted(_variables, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(accountApi.util.updateQueryData('contactDetails', undefined, (details) => ({ ...details, pendingChange: data })));
      },
    }),
    resendContactChangeCode: build.mutation<PendingContactChange, ResendContactChangeCodeMutationVariables>({
      query: (variables) => ({ document: ResendContactChangeCodeDocument, variables }),
      transformResponse: (data: ResendContactChangeCodeMutation) => data.resendContactChangeCode,
    }),
    confirmContactChange: build.mutation<ContactChangeResult, ConfirmContactChangeMutationVariables>({
      query: (variables) => ({ document: ConfirmContactChangeDocument, variables }),
      transformResponse: (data: ConfirmContactChangeMutation) => data.confirmContactChange,
      async onQueryStarted(_variables, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data && !data.signInAgain) void dispatch(accountApi.util.upsertQueryData('contactDetails', undefined, data.details));
      },
    }),
    cancelContactChange: build.mutation<ContactDetails, CancelContactChangeMutationVariables>({
      query: (variables) => ({ document: CancelContactChangeDocument, variables }),
      transformResponse: (data: CancelContactChangeMutation) => data.cancelContactChange,
      async onQueryStarted(_variables, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) void dispatch(accountApi.util.upsertQueryData('contactDetails', undefined, data));
      },
    }),
    // Its argument carries the card: made with `track: false` (src/features/account/payments/paymentSagas.ts), so
    // nothing of it is kept in the store; the DevTools sanitizer masks it in the pending action.
    makePayment: build.mutation<Payment, MakePaymentMutationVariables>({
      query: (variables) => ({ document: MakePaymentDocument, variables }),
      transformResponse: (data: MakePaymentMutation) => data.makePayment,
    }),
  }),
});

export const {
  useAccountOverviewQuery,
  useConditionallyApprovedQuery,
  useCreditViewQuery,
  useEnrollCreditViewMutation,
  useContactDetailsQuery,
  useRequestContactChangeMutation,
  useResendContactChangeCodeMutation,
  useConfirmContactChangeMutation,
  useCancelContactChangeMutation,
} = accountApi;
