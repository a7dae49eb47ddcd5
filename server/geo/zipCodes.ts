// US ZIP-code centroids (the zipcodes package's data: city, state, latitude, longitude), for the store search's
// starting point, statesForZipcode and the store seed.
import zipcodes from 'zipcodes';

export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export function lookUpZip(zip: string): ZipPlace | undefined {
  const found = zipcodes.lookup(zip);
  if (!found || found.country !== 'US') return undefined;
  return { zip: found.zip, city: found.city, state: found.state, latitude: found.latitude, longitude: found.longitude };
}

let byState: Map<string, ZipPlace[]> | undefined;

/** Every ZIP code of a state, in ZIP order (the states grouped once, on first use). */
export function zipsOfState(state: string): ZipPlace[] {
  if (!byState) {
    byState = new Map();
    for (const code of Object.values(zipcodes.codes)) {
      if (code.country !== 'US') continue;
      const place = { zip: code.zip, city: code.city, state: code.state, latitude: code.latitude, longitude: code.longitude };
      const list = byState.get(code.state);
      if (list) list.push(place);
      else byState.set(code.state, [place]);
    }
    for (const list of byState.values()) list.sort((a, b) => a.zip.localeCompare(b.zip));
  }
  return byState.get(state) ?? [];
}
