// The one createApi for the GraphQL back end; features inject their endpoints.
import { createApi } from '@reduxjs/toolkit/query/react';
import { registerApi } from './lazyApis';
import { graphqlBaseQuery } from './graphqlBaseQuery';

export const graphqlApi = createApi({
  reducerPath: 'graphqlApi',
  baseQuery: graphqlBaseQuery,
  tagTypes: ['Customer'],
  // An entry marked stale is dropped or read again at once, not after the calls under way: a save that marks the
  // application's record stale while its page is being left still has it read again.
  invalidationBehavior: 'immediately',
  endpoints: () => ({}),
});

registerApi(graphqlApi);
