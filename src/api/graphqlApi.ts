// The one createApi for the GraphQL back end; features inject their endpoints.
import { createApi } from '@reduxjs/toolkit/query/react';
import { registerApi } from '../store/lazyApis';
import { graphqlBaseQuery } from './graphqlBaseQuery';

export const graphqlApi = createApi({
  reducerPath: 'graphqlApi',
  baseQuery: graphqlBaseQuery,
  tagTypes: ['Customer'],
  endpoints: () => ({}),
});

registerApi(graphqlApi);
