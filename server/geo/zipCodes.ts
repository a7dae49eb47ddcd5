// US ZIP-code centroids (the zipcodes package's data: city, state, latitude, longitude), for the store search's
// starting point, statesForZipcode and the store seed. The data (about 28 MB in memory, half a second to load)
// loads on first use, not at start-up; the server warms it up once it is listening (warmUpZipCodes).
import type zipcodes from 'zipcodes';

type ZipCodes = typeof zipcodes;

export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

let loading: Promise<ZipCodes> | undefined;
const zipData = () => (loading ??= import('zipcodes').then((module) => module.default));

/** Loads the data ahead of the first search (after start-up, so it never delays it). */
export function warmUpZipCodes(): void {
  void zipData();
}

export async function lookUpZip(zip: string): Promise<ZipPlace | undefined> {
  const found = (await zipData()).lookup(zip);
  if (!found || found.country !== 'US') return undefined;
  return { zip: found.zip, city: found.city, state: found.state, latitude: found.latitude, longitude: found.longitude };
}

let byState: Map<string, ZipPlace[]> | undefined;

/** Every ZIP code of a state, in ZIP order (the states grouped once, on first use). */
export async function zipsOfState(state: string): Promise<ZipPlace[]> {
  if (!byState) {
    const grouped = new Map<string, ZipPlace[]>();
    for (const code of Object.values((await zipData()).codes)) {
      if (code.country !== 'US') continue;
      const place = {
        zip: code.zip,
        city: code.city,
        state: code.state,
        latitude: code.latitude,
        longitude: code.longitude,
      };
      const list = grouped.get(code.state);
      if (list) list.push(place);
      else grouped.set(code.state, [place]);
    }
    for (const list of grouped.values()) list.sort((a, b) => a.zip.localeCompare(b.zip));
    byState = grouped;
  }
  return byState.get(state) ?? [];
}
