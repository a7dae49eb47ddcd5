// Store 2997 is no store (application spec 3.4, 9): never shown, never saved, never looked up; and the cookie that
// remembers the store a customer chose, for 30 days. One place for the browser and the server.
export const NO_STORE_NUMBER = 2997;

export const isNoStore = (storeNumber: number | string | null | undefined): boolean =>
  Number(storeNumber) === NO_STORE_NUMBER;

/** The chosen store's number, remembered for 30 days. */
export const STORE_COOKIE = { name: 'store_number', maxAgeSeconds: 2_592_000 } as const;

/** Whose stores a brand shows: its own, or its partner's when it has none. */
export const storeBrandOf = (brand: { key: string; hasRetailStores: boolean; partnerBrand: string }): string =>
  brand.hasRetailStores ? brand.key : brand.partnerBrand;

/** A ZIP code given in a page's address (`/find-a-store?zip=43215`): exactly five digits, or none. */
export const zipInAddress = (search: string): string | null => {
  const zip = new URLSearchParams(search).get('zip');
  return zip !== null && /^\d{5}$/.test(zip) ? zip : null;
};

/** The stores a search answers at a time (a short page is the last one within range), and how far it looks: 500 miles. */
export const STORES_PAGE_SIZE = 12;
export const STORES_MAX_DISTANCE_METRES = 804700;
