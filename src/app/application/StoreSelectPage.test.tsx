// The store-select step (application spec 4.9): the nearest store to the applicant's ZIP code is its own lookup with a
// limit of 1, chosen until the applicant makes another store theirs; the locator's page of 12 is asked for apart.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rememberedStore } from '../../lib/storeCookie';
import { STORE_COOKIE } from '../../lib/rules/stores';
import { applicationRecord } from '../../../tests/support/applicationRecord';
import { createFakeAuthService, profileFor } from '../../../tests/support/fakeAuthService';
import { HttpFailure, installFakeBackend } from '../../../tests/support/fakeBackend';
import { renderApp } from '../../../tests/support/renderApp';

const email = 'tom.becker@example.com';
const store = (storeNumber: number, distance: number) => ({
  storeNumber,
  storeName: `Coin & Go Store ${storeNumber}`,
  addressLine1: '1 Main St',
  addressLine2: null,
  city: 'Columbus',
  state: 'OH',
  postalCode: '43215',
  phone: '(800) 555-0111',
  latitude: 40,
  longitude: -83,
  brand: 'cng',
  active: true,
  hours: [],
  distance,
});

const atStoreSelect = (answers: Record<string, unknown> = {}) =>
  installFakeBackend({
    graphql: {
      Me: { me: { email, customerType: 'NEW', isReturningCustomer: false } },
      OpenApplication: {
        openApplication: applicationRecord({
          applicationState: 'IN_PROGRESS',
          preferredProductCode: 'SPL',
          channel: 'RETAIL',
          contactInformation: {
            address: {
              addressLine1: '1 Main St',
              addressLine2: null,
              cityName: 'Columbus',
              stateCode: 'OH',
              zipCode: '43215',
            },
            phones: [],
          },
          loanApplicationProgress: { applicationUrl: '/application/store-select' },
        }),
        skipResumeApplication: false,
        applicationExpired: false,
      },
      ...answers,
    },
    rest: {
      'POST /api/locations/search': (body: Record<string, unknown>) => {
        const { limit } = (body as { params: { limit: number } }).params;
        return { results: [store(1042, 900), store(1043, 1800), store(1044, 2500)].slice(0, limit) };
      },
    },
  });
const auth = () =>
  createFakeAuthService(
    { [email]: { password: 'Portal#2026', profile: profileFor(email, { firstName: 'Tom', lastName: 'Becker' }) } },
    { signedInAs: email },
  );

afterEach(() => {
  document.cookie = `${STORE_COOKIE.name}=; max-age=0; path=/`;
});

it('chooses the nearest store from a lookup of one, and searches the locator’s page apart', async () => {
  const backend = atStoreSelect();
  renderApp('/application/store-select', { auth: auth() });
  expect(await screen.findByText('Your store: Coin & Go Store 1042', {}, { timeout: 5000 })).toBeInTheDocument();
  await waitFor(() =>
    expect(
      backend.calls
        .filter((call) => call.operation === 'POST /api/locations/search')
        .map((call) => (call.input as { postalCode: string; params: { limit: number; skip: number } }).params.limit)
        .sort((a, b) => a - b),
    ).toEqual([1, 12]),
  );
});

it('saves the store in one call, remembers it 30 days, and goes where the answer says', async () => {
  const user = userEvent.setup();
  const saved = applicationRecord({ loanApplicationProgress: { applicationUrl: '/application/income' } });
  const backend = atStoreSelect({ SaveStoreInformation: { saveStoreInformation: saved } });
  const { services } = renderApp('/application/store-select', { auth: auth() });
  await screen.findByText('Your store: Coin & Go Store 1042', {}, { timeout: 5000 });
  await user.click(screen.getByRole('button', { name: 'Continue with this store' }));
  await waitFor(() => expect(services.navigate.pathname()).toBe('/application/income'));
  expect(backend.calls.filter((call) => call.operation === 'SaveStoreInformation').map((call) => call.input)).toEqual([
    { id: saved.id, storeInformation: { storeNumber: '1042', brandName: 'cng' } },
  ]);
  expect(rememberedStore()).toBe(1042);
});

it('keeps the page with the server’s words when the store is refused, and remembers nothing', async () => {
  const user = userEvent.setup();
  atStoreSelect({
    SaveStoreInformation: new HttpFailure(200, 'That store does not offer this loan.', {
      errors: [{ message: 'That store does not offer this loan.', extensions: { code: 'BAD_REQUEST' } }],
    }),
  });
  renderApp('/application/store-select', { auth: auth() });
  await screen.findByText('Your store: Coin & Go Store 1042', {}, { timeout: 5000 });
  await user.click(screen.getByRole('button', { name: 'Continue with this store' }));
  expect(await screen.findByText('That store does not offer this loan.')).toBeInTheDocument();
  expect(rememberedStore()).toBeNull();
});
