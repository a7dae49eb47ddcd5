// The stores found for the ZIP code searched (application spec 4.9), read from the API cache: nearest first, store
// 2997 never among them, each store once however the pages overlap. The locator's cards and the application's
// store-select step read the same cache entry.
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo } from 'react';
import type { ApiError } from '../../lib/apiError';
import { useAppSelector } from '../../store/hooks';
import { selectBrand } from '../../store/selectors';
import { storeBrandOf } from '../../lib/rules/stores';
import { realStores, type Store } from './storeDisplay';
import { useStoresNearInfiniteQuery } from './storesEndpoints';
import { selectStores } from './storesSlice';

/**
 * What a failed search says: the server's words for a search it refused (a ZIP code it cannot read), else null, and
 * the locator says it could not search just now (in the page's language, with the brand's phone).
 */
export const searchRefusal = (error: unknown): { message: string | null } => {
  const failure = error as Partial<ApiError> | null;
  return { message: failure?.status === 400 && failure.message ? failure.message : null };
};

const onceEach = (stores: readonly Store[]) => {
  const seen = new Set<number>();
  return stores.filter((store) => !seen.has(store.storeNumber) && seen.add(store.storeNumber));
};

/** The search for the ZIP code typed, and the real stores it has found so far. */
export function useStoresFound() {
  const brand = useAppSelector(selectBrand);
  const { searchedZip } = useAppSelector(selectStores);
  const search = useStoresNearInfiniteQuery(
    searchedZip ? { postalCode: searchedZip, brand: storeBrandOf(brand) } : skipToken,
  );
  const pages = search.currentData?.pages;
  const stores = useMemo(() => (pages ? onceEach(realStores(pages.flat())) : []), [pages]);
  return { search, stores, searchedZip, pages };
}

/**
 * What the locator shows: the cards (as many as asked for), whether 'Load more' has anything to reveal, and the
 * search's state. When the cards asked for run past the stores found, the next page is fetched.
 */
export function useStoreSearch() {
  const { shown } = useAppSelector(selectStores);
  const { search, stores, searchedZip, pages } = useStoresFound();
  const { hasNextPage, isFetching, isError, fetchNextPage } = search;
  useEffect(() => {
    if (pages && stores.length < shown && hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [pages, stores.length, shown, hasNextPage, isFetching, isError, fetchNextPage]);
  return {
    searchedZip,
    stores,
    cards: stores.slice(0, shown),
    more: shown < stores.length || (hasNextPage && stores.length > 0),
    searching: isFetching && !search.isFetchingNextPage,
    loadingMore: search.isFetchingNextPage,
    /** The cards asked for run past the stores found, and the next page is still to come. */
    filling: stores.length < shown && !!hasNextPage && !isError,
    found: !!pages && !isError,
    error: isError ? searchRefusal(search.error) : null,
  };
}
