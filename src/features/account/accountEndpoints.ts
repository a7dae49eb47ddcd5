// The account's calls: the overview (the loans with today's figures, the newest unfinished application, and the
// page the rule table chooses), read afresh on each visit (the account shows the loans as they are now); and a payment.
import type { AccountLoanFieldsFragment, AccountOverviewQuery, MakePaymentMutation, MakePaymentMutationVariables } from '../../api/generated/graphql';
import { graphqlApi } from '../../api/graphqlApi';
import { AccountOverviewDocument, MakePaymentDocument } from './account.generated';

export type AccountOverview = AccountOverviewQuery['accountOverview'];
export type AccountLoan = AccountLoanFieldsFragment;
export type Payment = MakePaymentMutation['makePayment'];

export const accountApi = graphqlApi.injectEndpoints({
  endpoints: (build) => ({
    accountOverview: build.query<AccountOverview, void>({
      query: () => ({ document: AccountOverviewDocument }),
      transformResponse: (data: AccountOverviewQuery) => data.accountOverview,
    }),
    // Its argument carries the card: made with `track: false` (src/features/account/payments/paymentThunks.ts), so
    // nothing of it is kept in the store; the DevTools sanitizer masks it in the pending action.
    makePayment: build.mutation<Payment, MakePaymentMutationVariables>({
      query: (variables) => ({ document: MakePaymentDocument, variables }),
      transformResponse: (data: MakePaymentMutation) => data.makePayment,
    }),
  }),
});

export const { useAccountOverviewQuery } = accountApi;
