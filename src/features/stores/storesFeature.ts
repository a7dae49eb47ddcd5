// The stores chunk's sagas join the store when the chunk loads (the route that needs it loads this module with its
// screen: chunkWith in src/config/appRoute.ts; the slice injects itself). So does the way the store takes the stores
// the server found for a ZIP code in the page's address (decision 0078): the search, and its first page in the cache.
import { registerFeatureSagas } from '../../store/lazyFeatures';
import { registerPageData } from '../../store/pageData';
import type { Store } from './storeDisplay';
import { storesApi, type StoresNear } from './storesEndpoints';
import { storesSagas } from './storesSagas';
import { zipFromAddress } from './storesSlice';

/** The stores part of a page's data: the search the address named, and its first page as the search answers it. */
export interface StoresPageData extends StoresNear {
  results: Store[];
}

registerFeatureSagas({ feature: 'stores', saga: storesSagas });
registerPageData('stores', (dispatch, part) => {
  const { postalCode, brand, results } = part as StoresPageData;
  dispatch(zipFromAddress(postalCode));
  dispatch(
    storesApi.util.upsertQueryEntries([
      { endpointName: 'storesNear', arg: { postalCode, brand }, value: { pages: [results], pageParams: [0] } },
    ]),
  );
});
