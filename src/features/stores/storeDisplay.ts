// How a store record is shown (application spec 3.4, 4.9, 9): the name without any text from an opening
// parenthesis on, the postal code trimmed of a trailing hyphen part (5 characters), the phone stripped of
// punctuation for the tel: link and shown formatted, today's hours, the distance in miles, and a directions link.
// Store 2997 is no store: never shown (src/lib/rules/stores.ts).
import { isNoStore } from '../../lib/rules/stores';

export interface StoreHours {
  dayOfWeek: number;
  openTime: string | null;
  closeTime: string | null;
  closed: boolean;
}

/** A store as the search answers it (spec 3.4; distance in metres from the searched ZIP code). */
export interface Store {
  storeNumber: number;
  storeName: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
  latitude: number;
  longitude: number;
  brand: string;
  active: boolean;
  hours: StoreHours[];
  distance: number | null;
}

const METRES_PER_MILE = 1609.344;

/** How a page's language says a time of day and a closed day (the stores catalog's words). */
export interface ClockWords {
  /** '9:00 AM', '9:00 a. m.' from '9:00'. */
  am: (time: string) => string;
  pm: (time: string) => string;
  closed: string;
}

export const storeNameOf = (name: string) => name.split('(')[0]!.trim();

export const postalCodeOf = (postalCode: string) => postalCode.split('-')[0]!.trim().slice(0, 5);

/** '9:00 AM' from '09:00' (on a twelve-hour clock, in the page's language). */
export function timeShown(time: string, words: ClockWords): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const shown = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')}`;
  return hours >= 12 ? words.pm(shown) : words.am(shown);
}

export function hoursShown(day: StoreHours | undefined, words: ClockWords): string {
  if (!day || day.closed || !day.openTime || !day.closeTime) return words.closed;
  return `${timeShown(day.openTime, words)} – ${timeShown(day.closeTime, words)}`;
}

/** Today's hours (the visitor's day of the week). */
export const todaysHours = (store: Pick<Store, 'hours'>, today: Date) =>
  store.hours.find((day) => day.dayOfWeek === today.getDay());

/** '2.3 mi' from metres (one decimal under 10 miles, whole miles beyond). */
export function milesShown(metres: number): string {
  const miles = metres / METRES_PER_MILE;
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi`;
}

export const addressShown = (store: Pick<Store, 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'postalCode'>) =>
  [store.addressLine1, store.addressLine2, `${store.city}, ${store.state} ${postalCodeOf(store.postalCode)}`]
    .filter(Boolean)
    .join(', ');

/** Directions in the visitor's maps app (a maps URL with the address). */
export const directionsUrl = (store: Pick<Store, 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'postalCode'>) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressShown(store))}`;

/** The shown stores: never store 2997. */
export const realStores = (stores: readonly Store[]) => stores.filter((store) => !isNoStore(store.storeNumber));
