// Stores as the search answers them (POST /api/locations/search), for the screens' tests: open 9 to 6 every day but
// Sunday, in Blacklick, Ohio, each a kilometre further than the one before.
import type { Store } from '../../src/features/stores/storeDisplay';

const week = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) =>
  dayOfWeek === 0
    ? { dayOfWeek, openTime: null, closeTime: null, closed: true }
    : { dayOfWeek, openTime: '09:00', closeTime: '18:00', closed: false },
);

/** The store with this number, the `index`-th nearest. */
export const storeResult = (storeNumber: number, index: number): Store => ({
  storeNumber,
  storeName: `Coin & Go Store ${storeNumber} (Plaza)`,
  addressLine1: `${100 + index} Main St`,
  addressLine2: null,
  city: 'Blacklick',
  state: 'OH',
  postalCode: '43004-1234',
  phone: '(800) 555-0111',
  latitude: 40,
  longitude: -82.8,
  brand: 'cng',
  active: true,
  hours: week,
  distance: 1000 * (index + 1),
});
