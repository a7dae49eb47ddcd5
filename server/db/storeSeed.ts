// About 1000 clearly fictional stores of the retail brands (cng, aca, csh), made the same on every start: the
// positions are real ZIP-code centroids of the states each brand serves; names, street addresses and 555-01xx
// phone numbers are invented. Some stores close on Saturdays, most on Sundays, a few are inactive, and store
// 2997 (which the portal treats as no store) sits in Blacklick, Ohio, next to the first cng stores.
import { count } from 'drizzle-orm';
import type { Database } from './client';
import { stores, type StoreHours } from './schema/stores';
import { lookUpZip, zipsOfState } from '../geo/zipCodes';
import { NO_STORE_NUMBER } from '../../src/lib/rules/stores';

/** The states each retail brand serves, and how many stores it has. */
export const STORE_FOOTPRINT = {
  cng: {
    first: 1000,
    count: 450,
    states: ['OH', 'TX', 'IL', 'MO', 'TN', 'SC', 'AL', 'KS', 'WI', 'IN', 'MI', 'CA'],
    label: 'Coin & Go',
  },
  aca: { first: 3000, count: 300, states: ['TX', 'AL', 'MS', 'LA', 'TN', 'OK', 'SC'], label: 'Acorn Cash' },
  csh: { first: 5000, count: 249, states: ['MO', 'IL', 'KS', 'OH', 'TN', 'IN'], label: 'Cash Shop' },
} as const;

const STREETS = [
  'Main',
  'Oak',
  'Maple',
  'Cedar',
  'Elm',
  'Pine',
  'Walnut',
  'Lake',
  'Hill',
  'Park',
  'Washington',
  'Lincoln',
  'Market',
  'Church',
  'Mill',
  'River',
  'Sunset',
  'Highland',
  'Center',
  'Spring',
];
const SUFFIXES = ['St', 'Ave', 'Rd', 'Blvd', 'Dr', 'Pkwy', 'Ln', 'Way'];
const PLAZAS = [
  'Northgate Plaza',
  'Market Square',
  'Town Center',
  'Crossroads Mall',
  'Riverside Shops',
  'Eastwood Commons',
];

/** A small deterministic generator (mulberry32), so every start seeds the same stores. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hoursFor(next: () => number): StoreHours[] {
  const late = next() < 0.3;
  const saturdayClosed = next() < 0.15;
  const sundayOpen = next() < 0.2;
  return [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => {
    if (dayOfWeek === 0)
      return sundayOpen
        ? { dayOfWeek, openTime: '12:00', closeTime: '17:00', closed: false }
        : { dayOfWeek, openTime: null, closeTime: null, closed: true };
    if (dayOfWeek === 6)
      return saturdayClosed
        ? { dayOfWeek, openTime: null, closeTime: null, closed: true }
        : { dayOfWeek, openTime: '10:00', closeTime: '16:00', closed: false };
    return { dayOfWeek, openTime: late ? '10:00' : '09:00', closeTime: late ? '19:00' : '18:00', closed: false };
  });
}

type StoreRow = typeof stores.$inferInsert;

function storeAt(
  storeNumber: number,
  brand: string,
  label: string,
  place: { zip: string; city: string; state: string; latitude: number; longitude: number },
  next: () => number,
  active = true,
): StoreRow {
  const street = `${100 + Math.floor(next() * 8900)} ${STREETS[Math.floor(next() * STREETS.length)]} ${SUFFIXES[Math.floor(next() * SUFFIXES.length)]}`;
  const inPlaza = next() < 0.25;
  return {
    storeNumber,
    storeName: inPlaza
      ? `${label} ${place.city} (${PLAZAS[Math.floor(next() * PLAZAS.length)]})`
      : `${label} ${place.city}`,
    addressLine1: street,
    addressLine2: next() < 0.2 ? `Suite ${100 + Math.floor(next() * 20)}` : null,
    city: place.city,
    state: place.state,
    postalCode: next() < 0.3 ? `${place.zip}-${String(1000 + Math.floor(next() * 9000))}` : place.zip,
    phone: `(800) 555-01${String(Math.floor(next() * 100)).padStart(2, '0')}`,
    // A few hundred metres from the ZIP's centroid, so stores of one ZIP do not stack on one point.
    latitude: Number((place.latitude + (next() - 0.5) * 0.01).toFixed(6)),
    longitude: Number((place.longitude + (next() - 0.5) * 0.01).toFixed(6)),
    brand,
    active,
    hours: hoursFor(next),
  };
}

export async function fictionalStores(): Promise<StoreRow[]> {
  const rows: StoreRow[] = [];
  for (const [brand, footprint] of Object.entries(STORE_FOOTPRINT)) {
    const next = random(footprint.first);
    const places = await Promise.all(footprint.states.map((state) => zipsOfState(state)));
    for (let i = 0; i < footprint.count; i += 1) {
      const zips = places[i % places.length]!;
      // The first stores of each state sit in its first ZIP codes (a dense cluster the tests search), the rest spread out.
      const place =
        i < footprint.states.length * 12
          ? zips[Math.floor(i / footprint.states.length) * 3]!
          : zips[Math.floor(next() * zips.length)]!;
      // One store in 25 is inactive (closed for good or not yet open), the 13th among them.
      rows.push(storeAt(footprint.first + i, brand, footprint.label, place, next, i % 25 !== 12));
    }
  }
  const blacklick = (await lookUpZip('43004'))!;
  rows.push(storeAt(NO_STORE_NUMBER, 'cng', 'Coin & Go', blacklick, random(NO_STORE_NUMBER)));
  return rows;
}

/** Seeds the stores once (an empty table); a kept database keeps its stores. */
export async function seedStores(db: Database): Promise<void> {
  const [row] = await db.select({ total: count() }).from(stores);
  if ((row?.total ?? 0) > 0) return;
  const rows = await fictionalStores();
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insert(stores)
      .values(rows.slice(i, i + 200))
      .onConflictDoNothing();
}
