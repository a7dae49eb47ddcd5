// The account's one read: the overview (the loans with today's figures, the newest unfinished application, and the
// page the rule table chooses). Read afresh on each visit: the account shows the loans as they are now.
import type { AccountLoanFieldsFragment, AccountOverviewQuery } from '../../api/generated/graphql';
import { graphqlApi } from '../../api/graphqlApi';
import { AccountOverviewDocument } from './account.generated';

export type AccountOverview = AccountOverviewQuery['accountOverview'];
export type AccountLoan = AccountLoanFieldsFragment;

export const accountApi = graphqlApi.injectEndpoints({
  endpoints: (build) => ({
    accountOverview: build.query<AccountOverview, void>({
      query: () => ({ document: AccountOverviewDocument }),
      transformResponse: (data: AccountOverviewQuery) => data.accountOverview,
    }),
  }),
});

export const { useAccountOverviewQuery } = accountApi;
