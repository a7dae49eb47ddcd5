import { graphqlApi } from '../../api/graphqlApi';
import type { MeQuery } from '../../api/generated/graphql';
import { MeDocument } from './account.generated';

export const accountApi = graphqlApi.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<MeQuery['me'], void>({
      query: () => ({ document: MeDocument }),
      transformResponse: (data: MeQuery) => data.me,
      providesTags: ['Customer'],
    }),
  }),
});

export const { useMeQuery } = accountApi;
