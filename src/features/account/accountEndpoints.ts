// The account's calls: the overview (the loans with today's figures, the newest unfinished application, and the
// page the rule table chooses), read afresh on each visit (the account shows the loans as they are now); and a payment,
// whose argument carries the card: made with `track: false` (payments/paymentSagas.ts), so nothing of it is kept in
// the store; the DevTools sanitizer masks it in the pending action.
import type {
  AccountLoanFieldsFragment,
  AccountOverviewQuery,
  ConditionallyApprovedQuery,
  ConfirmContactChangeMutation,
  ContactDetailsFieldsFragment,
  CreditViewFieldsFragment,
  MakePaymentMutation,
  PendingContactChangeFieldsFragment,
} from '../../api/generated/graphql';
import { accountOperations } from './account.generated';

export type AccountOverview = AccountOverviewQuery['accountOverview'];
export type AccountLoan = AccountLoanFieldsFragment;
export type Payment = MakePaymentMutation['makePayment'];
export type CreditView = CreditViewFieldsFragment;
export type ContactDetails = ContactDetailsFieldsFragment;
export type PendingContactChange = PendingContactChangeFieldsFragment;
export type ContactChangeResult = ConfirmContactChangeMutation['confirmContactChange'];
export type ConditionalApproval = NonNullable<ConditionallyApprovedQuery['conditionallyApprovedApplication']>;

// account.graphql's generated endpoints, with what the account adds: the answers of the changes written into the
// cache entries the pages read.
export const accountApi = accountOperations.enhanceEndpoints({
  endpoints: {
    enrollCreditView: {
      async onQueryStarted(_variables, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) void dispatch(accountApi.util.upsertQueryData('creditView', undefined, data));
      },
    },
    // The change waiting (a new one, or a new code for it) joins the details on the page.
    requestContactChange: {
      async onQueryStarted(_variables, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(
            accountApi.util.updateQueryData('contactDetails', undefined, (details) => ({
              ...details,
              pendingChange: data,
            })),
          );
      },
    },
    confirmContactChange: {
      async onQueryStarted(_variables, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data && !data.signInAgain)
          void dispatch(accountApi.util.upsertQueryData('contactDetails', undefined, data.details));
      },
    },
    cancelContactChange: {
      async onQueryStarted(_variables, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) void dispatch(accountApi.util.upsertQueryData('contactDetails', undefined, data));
      },
    },
  },
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
  useRememberedDevicesQuery,
  useForgetDeviceMutation,
  useForgetAllDevicesMutation,
} = accountApi;
