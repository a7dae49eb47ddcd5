// What the server reads for a page's first render beyond the config, the flags and the footer (decision 0078): on
// the store locator with a ZIP code in its address (`/find-a-store?zip=43215`), the first page of the stores near
// it, exactly as POST /api/locations/search answers the app's own first search. The page shell renders it, and the
// boot data carries it, so the app takes the page over with the same stores and does not ask for them again. The
// searches made for pages are limited per address as the search's route is (120 a minute): past that, the page is
// served with the search box alone, and the app's own search meets the route's limit.
import { brands } from '../../brands/index';
import type { BrandKey } from '../../brands/brandKeys';
import type { Database } from '../db/client';
import { DomainError } from '../domain/domainError';
import { searchStores } from '../domain/stores/storeService';
import { sharedLimiter, takePoints } from '../security/sharedRateLimits';
import { STORES_MAX_DISTANCE_METRES, STORES_PAGE_SIZE, storeBrandOf, zipInAddress } from '../../src/lib/rules/stores';

/** The store locator's address (paths.findAStore in the app). */
const STORE_LOCATOR = '/find-a-store';

export type PageData = Record<string, unknown>;

/** The searches a caller's pages may make, as the search's route allows (server/web/storeRoutes.ts). */
const SEARCHES_PER_MINUTE = 120;

export function createPageData(db: Database) {
  const searches = sharedLimiter(db, 'page-data-stores', SEARCHES_PER_MINUTE, 60);

  /** The page's data for the address rendered and the query asked, or null when the page needs none (or gets none). */
  return async function pageDataFor(
    brandKey: BrandKey,
    path: string,
    query: string,
    caller: string,
  ): Promise<PageData | null> {
    if (path !== STORE_LOCATOR) return null;
    const postalCode = zipInAddress(query);
    if (!postalCode || !(await takePoints([[searches, caller]]))) return null;
    const brand = storeBrandOf(brands[brandKey]);
    try {
      const results = await searchStores(db, {
        storeNumber: null,
        postalCode,
        address: null,
        brand,
        activeOnly: true,
        limit: STORES_PAGE_SIZE,
        skip: 0,
        maxDistance: STORES_MAX_DISTANCE_METRES,
        stateRestriction: null,
      });
      // As the REST answer reaches the app: through JSON (the same values the boot data carries).
      return { stores: { postalCode, brand, results: JSON.parse(JSON.stringify(results)) as unknown } };
    } catch (error) {
      // A ZIP code the search refuses (one we do not know): the app searches it once it starts, and shows why.
      if (error instanceof DomainError) return null;
      throw error;
    }
  };
}
