// Store 2997 is no store (application spec 3.4, 9): never shown, never saved, never looked up; and the cookie that
// remembers the store a customer chose, for 30 days. One place for the browser and the server.
export const NO_STORE_NUMBER = 2997;

export const isNoStore = (storeNumber: number | string | null | undefined): boolean =>
  Number(storeNumber) === NO_STORE_NUMBER;

/** The chosen store's number, remembered for 30 days. */
export const STORE_COOKIE = { name: 'store_number', maxAgeSeconds: 2_592_000 } as const;
