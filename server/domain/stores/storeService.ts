// The store search of the spec (REST POST {locations}/search, sections 3.4, 4.9, 7.2): stores nearest a ZIP
// code (its centroid) or an address's ZIP, within maxDistance metres, of a brand, optionally one state, active
// only if asked, paged by skip and limit; or one store by its number. Each result carries its distance in
// metres. The records are given as stored: the portal cleans names, postal codes and phone numbers for display
// and treats store 2997 as no store.
import { lookUpZip } from '../../geo/zipCodes';
import { badRequest } from '../domainError';
import { storeByNumber, storesNear, type StoreRow } from './storeRepository';
import type { Database } from '../../db/client';

export interface StoreSearch {
  storeNumber: number | null;
  postalCode: string | null;
  address: string | null;
  brand: string | null;
  activeOnly: boolean;
  limit: number;
  skip: number;
  maxDistance: number;
  stateRestriction: string | null;
}

export type StoreResult = Omit<StoreRow, 'active'> & { active: boolean; distance: number | null };

const ZIP_IN_ADDRESS = /\b(\d{5})(?:-\d{4})?\b(?!.*\b\d{5}\b)/;

export async function searchStores(db: Database, search: StoreSearch): Promise<StoreResult[]> {
  if (search.storeNumber !== null) {
    const store = await storeByNumber(db, search.storeNumber);
    const matches = store && (!search.brand || store.brand === search.brand) && (!search.activeOnly || store.active);
    return matches ? [{ ...store, distance: null }] : [];
  }
  const zip = search.postalCode ?? ZIP_IN_ADDRESS.exec(search.address ?? '')?.[1] ?? null;
  if (!zip) throw badRequest('Give a 5-digit ZIP code (postalCode), an address with one, or a storeNumber.');
  const place = await lookUpZip(zip);
  if (!place) throw badRequest(`ZIP code ${zip} is not a US ZIP code we know. Check it and try again.`);
  return storesNear(db, {
    latitude: place.latitude,
    longitude: place.longitude,
    maxDistance: search.maxDistance,
    brand: search.brand,
    state: search.stateRestriction,
    activeOnly: search.activeOnly,
    skip: search.skip,
    limit: search.limit,
  });
}

/** statesForZipcode: the state (and city) of a ZIP code; none for an unknown one. */
export async function statesForZipcode(zipcode: string): Promise<{ stateCode: string; cityName: string | null }[]> {
  const place = /^\d{5}$/.test(zipcode) ? await lookUpZip(zipcode) : undefined;
  return place ? [{ stateCode: place.state, cityName: place.city }] : [];
}
