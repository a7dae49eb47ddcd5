// The store search (REST POST {locations}/search, spec 7.2). The brand-key header goes with every REST call
// (restApi), so p360's searches carry it as the spec asks.
import { restApi } from '../../api/restApi';
import { request } from '../../store/sagaRequest';
import type { Store } from './storeDisplay';

export interface StoreSearchRequest {
  postalCode?: string;
  storeNumber?: number;
  /** Whose stores (a brand without stores of its own searches its partner's). */
  brand: string;
  limit: number;
  skip: number;
  maxDistance: number;
  stateRestriction?: string | null;
}

export const storesApi = restApi.injectEndpoints({
  endpoints: (build) => ({
    searchStores: build.mutation<Store[], StoreSearchRequest>({
      query: (search) => ({
        url: '/locations/search',
        method: 'POST',
        body: {
          type: 'Store',
          storeNumber: search.storeNumber ?? null,
          address: null,
          postalCode: search.postalCode ?? null,
          activeOnly: true,
          brand: search.brand,
          params: { limit: search.limit, skip: search.skip, maxDistance: search.maxDistance, stateRestriction: search.stateRestriction ?? null },
        },
      }),
      transformResponse: (data: { results: Store[] }) => data.results,
    }),
  }),
});

export function* searchStores(search: StoreSearchRequest) {
  return yield* request(storesApi.endpoints.searchStores.initiate(search));
}
