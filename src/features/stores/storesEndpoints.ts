// The store search (REST POST {locations}/search, spec 4.9 and 7.2), as an infinite query: one cache entry per ZIP
// code and brand, a page of 12 rows at a time, the next page starting where the rows answered so far end (store
// 2997 counted, though never shown). The brand-key header goes with every REST call (restApi), so p360's searches
// carry it as the spec asks. The nearest store alone (the store-select step's first choice) is its own lookup with a
// limit of 1, as spec 4.9 says.
import { restApi } from '../../api/restApi';
import { STORES_MAX_DISTANCE_METRES, STORES_PAGE_SIZE } from '../../lib/rules/stores';
import type { Store } from './storeDisplay';

export const PAGE_SIZE = STORES_PAGE_SIZE;
export const MAX_DISTANCE_METRES = STORES_MAX_DISTANCE_METRES;

export interface StoresNear {
  postalCode: string;
  /** Whose stores (a brand without stores of its own searches its partner's). */
  brand: string;
}

const searchBody = (queryArg: StoresNear, limit: number, skip: number) => ({
  type: 'Store',
  storeNumber: null,
  address: null,
  postalCode: queryArg.postalCode,
  activeOnly: true,
  brand: queryArg.brand,
  params: { limit, skip, maxDistance: MAX_DISTANCE_METRES, stateRestriction: null },
});

export const storesApi = restApi.injectEndpoints({
  endpoints: (build) => ({
    nearestStore: build.query<Store | null, StoresNear>({
      query: (queryArg) => ({ url: '/locations/search', method: 'POST', body: searchBody(queryArg, 1, 0) }),
      transformResponse: (data: { results: Store[] }) => data.results[0] ?? null,
    }),
    storesNear: build.infiniteQuery<Store[], StoresNear, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        /** A short page is the last one within range. */
        getNextPageParam: (lastPage, _pages, lastSkip) =>
          lastPage.length < PAGE_SIZE ? undefined : lastSkip + lastPage.length,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/locations/search',
        method: 'POST',
        body: searchBody(queryArg, PAGE_SIZE, pageParam),
      }),
      transformResponse: (data: { results: Store[] }) => data.results,
    }),
  }),
});

export const { useStoresNearInfiniteQuery, useNearestStoreQuery } = storesApi;
