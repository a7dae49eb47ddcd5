// The store search over real HTTP against the seeded stores: distance order, radius, brand, state restriction,
// paging, inactive stores, a single store by number, statesForZipcode, and bad input.
import { graphql, tokensFor } from '../../tests/support/serverClient';

const url = () => process.env.TEST_SERVER_URL!;

interface Store {
  storeNumber: number;
  storeName: string;
  state: string;
  postalCode: string;
  phone: string;
  brand: string;
  active: boolean;
  distance: number | null;
  latitude: number;
  longitude: number;
  hours: { dayOfWeek: number; openTime: string | null; closeTime: string | null; closed: boolean }[];
}

async function search(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${url()}/api/locations/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ type: 'Store', ...body }),
  });
  return { status: response.status, body: (await response.json()) as { results?: Store[]; error?: string } };
}

describe('POST /api/locations/search', () => {
  it('answers the stores nearest a ZIP code, nearest first, with their distance in metres and 7 days of hours', async () => {
    const { status, body } = await search({ postalCode: '43004', brand: 'cng', params: { limit: 9 } });
    expect(status).toBe(200);
    const results = body.results!;
    expect(results).toHaveLength(9);
    const distances = results.map((store) => store.distance!);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(results.every((store) => store.brand === 'cng' && store.active)).toBe(true);
    // Store 2997 is in the data (the portal treats it as no store): it sits in Blacklick itself.
    expect(results.map((store) => store.storeNumber)).toContain(2997);
    for (const store of results) {
      expect(store.hours.map((day) => day.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(store.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    }
  });

  it('pages with skip and limit without repeating a store', async () => {
    const first = (await search({ postalCode: '43004', brand: 'cng', params: { limit: 9, skip: 0 } })).body.results!;
    const next = (await search({ postalCode: '43004', brand: 'cng', params: { limit: 3, skip: 9 } })).body.results!;
    expect(next).toHaveLength(3);
    expect(next.map((s) => s.storeNumber).filter((n) => first.some((s) => s.storeNumber === n))).toEqual([]);
    expect(next[0]!.distance!).toBeGreaterThanOrEqual(first[8]!.distance!);
  });

  it('keeps to the radius: nothing within 10 km of a ZIP code far from every store', async () => {
    const { body } = await search({ postalCode: '99501', brand: 'cng', params: { maxDistance: 10000 } });
    expect(body.results).toEqual([]);
    const wide = (await search({ postalCode: '43004', brand: 'cng', params: { maxDistance: 5000, limit: 50 } })).body
      .results!;
    expect(wide.every((store) => store.distance! <= 5000)).toBe(true);
  });

  it('restricts to a brand (also from the X-brand-key header) and to a state', async () => {
    const aca = (await search({ postalCode: '75201', brand: 'aca', params: { limit: 20 } })).body.results!;
    expect(aca.length).toBeGreaterThan(0);
    expect(aca.every((store) => store.brand === 'aca')).toBe(true);
    const byHeader = (await search({ postalCode: '75201', params: { limit: 5 } }, { 'x-brand-key': 'csh' })).body
      .results!;
    expect(byHeader.every((store) => store.brand === 'csh')).toBe(true);
    const ohioOnly = (
      await search({ postalCode: '46201', brand: 'cng', params: { limit: 50, stateRestriction: 'OH' } })
    ).body.results!;
    expect(ohioOnly.length).toBeGreaterThan(0);
    expect(ohioOnly.every((store) => store.state === 'OH')).toBe(true);
  });

  it('leaves inactive stores out unless activeOnly is false', async () => {
    const all = (
      await search({ postalCode: '43004', brand: 'cng', activeOnly: false, params: { limit: 50, maxDistance: 804700 } })
    ).body.results!;
    const active = (await search({ postalCode: '43004', brand: 'cng', params: { limit: 50, maxDistance: 804700 } }))
      .body.results!;
    expect(all.some((store) => !store.active)).toBe(true);
    expect(active.every((store) => store.active)).toBe(true);
  });

  it('finds one store by its number', async () => {
    const { body } = await search({ storeNumber: 1000, brand: 'cng' });
    expect(body.results).toHaveLength(1);
    expect(body.results![0]).toMatchObject({ storeNumber: 1000, brand: 'cng', distance: null });
  });

  it.each([
    [{ postalCode: '4300' }, 'postalCode must be exactly 5 digits'],
    [{ postalCode: '43004', params: { limit: -1 } }, 'limit must be between 1 and 50'],
    [{ postalCode: '43004', params: { limit: 51 } }, 'limit must be between 1 and 50'],
    [{ postalCode: '43004', params: { maxDistance: 900000 } }, 'maxDistance must be at most 804700 metres'],
    [{ postalCode: '43004', brand: 'nope' }, 'brand must be one of cng, aca, ccb, csh, p360'],
    [{ postalCode: '00000' }, 'ZIP code 00000 is not a US ZIP code we know. Check it and try again.'],
    [{}, 'Give a 5-digit ZIP code (postalCode), an address with one, or a storeNumber.'],
  ])('refuses %j with a 400 that says what to fix', async (body, message) => {
    expect(await search(body)).toEqual({ status: 400, body: { error: message } });
  });

  it("refuses a body whose type is not 'Store'", async () => {
    const response = await fetch(`${url()}/api/locations/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'ATM', postalCode: '43004' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "type must be 'Store'" });
  });
});

describe('statesForZipcode', () => {
  it('answers the state and city of a ZIP code, and nothing for an unknown one', async () => {
    const { IdToken } = await tokensFor('maria.lopez@example.com');
    const known = await graphql('{ statesForZipcode(zipcode: "43004") { stateCode cityName } }', IdToken);
    expect(known.body.data).toEqual({ statesForZipcode: [{ stateCode: 'OH', cityName: 'Blacklick' }] });
    const unknown = await graphql('{ statesForZipcode(zipcode: "00000") { stateCode cityName } }', IdToken);
    expect(unknown.body.data).toEqual({ statesForZipcode: [] });
  });
});
