import { readCustomer } from '../../api/customerRequests';
import type { Customer } from '../../api/customerEndpoints';
import { graphqlApi } from '../../api/graphqlApi';
import { mfaCheckFailed } from '../../events/mfaEvents';
import {
  sessionExpired,
  sessionNotFound,
  sessionRestored,
  signedOut,
  signOutRequested,
} from '../../events/sessionEvents';
import { clearSessionActivity, isSessionActive } from '../../lib/sessionActivity';
import { createFakeAuthService, profileFor } from '../../../tests/support/fakeAuthService';
import { defaultCustomer } from '../../../tests/support/fakeBackend';
import { sagaHarness, type HarnessOptions } from '../../../tests/support/sagaHarness';
import { mfaFailedSaga, sessionExpiredSaga, signOutSaga, startSessionSaga } from './sessionSagas';
import { expireSession } from './sessionRequests';

const customer = (overrides: Partial<Customer> = {}): Customer => ({ ...(defaultCustomer as Customer), ...overrides });

const maria = profileFor('maria.lopez@example.com');
const accounts = () => ({
  'maria.lopez@example.com': { password: 'Portal#2026', profile: maria },
});

function harness(
  options: { record?: Customer; flags?: HarnessOptions['flags']; auth?: ReturnType<typeof createFakeAuthService> } = {},
) {
  const auth = options.auth ?? createFakeAuthService(accounts());
  const calls = new Map<unknown, (...args: never[]) => unknown>([[readCustomer, () => options.record ?? customer()]]);
  return { ...sagaHarness({ auth, flags: options.flags, calls }), auth };
}

describe('session start saga', () => {
  it('restores a stored session with the user attributes and the customer record', async () => {
    const { run } = harness({ auth: createFakeAuthService(accounts(), { signedInAs: 'maria.lopez@example.com' }) });
    await run(startSessionSaga)
      .put(sessionRestored({ profile: maria, mfaPending: false }))
      .run();
  });

  it.each([
    ['owes the check when the rules pick the customer and this sign-in has not passed it', false, true],
    ['does not owe it once this sign-in has passed it (the server knows)', true, false],
  ])('%s', async (_case, mfaPassed, mfaPending) => {
    const record = customer({ hasOpenApplication: true, mfaPassed });
    const { run } = harness({
      record,
      auth: createFakeAuthService(accounts(), { signedInAs: 'maria.lopez@example.com' }),
    });
    await run(startSessionSaga)
      .put(sessionRestored({ profile: maria, mfaPending }))
      .run();
  });

  it('finds no session without stored tokens, without calling the identity provider', async () => {
    const auth = createFakeAuthService(accounts());
    auth.currentProfile = () => Promise.reject(new Error('must not be called'));
    await harness({ auth }).run(startSessionSaga).put(sessionNotFound()).run();
  });

  it('goes to login with the timeout flag when the refresh token fails', async () => {
    const auth = createFakeAuthService(accounts(), { signedInAs: 'maria.lopez@example.com', expired: true });
    const { run, visited } = harness({ auth });
    await run(startSessionSaga).put(sessionNotFound()).run();
    expect(auth.calls).toEqual(['signOut:local']);
    expect(visited).toEqual([{ to: '/login', state: { timeout: true } }]);
  });

  it('ends a stored session whose activity cookie has expired (idle for more than 900 s), with the timeout flag', async () => {
    const auth = createFakeAuthService(accounts(), { signedInAs: 'maria.lopez@example.com' });
    clearSessionActivity();
    const { run, visited } = harness({ auth });
    await run(startSessionSaga).put(signedOut()).run();
    expect(auth.calls).toEqual(['signOut']);
    expect(visited).toEqual([{ to: '/login', state: { timeout: true } }]);
  });

  it('reports any other failure and signs out', async () => {
    const auth = createFakeAuthService(accounts(), { signedInAs: 'maria.lopez@example.com' });
    auth.currentProfile = () => Promise.reject(new Error('GetUser failed'));
    const { run, visited } = harness({ auth });
    await run(startSessionSaga).put(sessionNotFound()).run();
    expect(auth.calls).toEqual(['signOut:local']);
    expect(visited).toEqual([]);
  });

  it('keeps the stored session when the page is being left while it starts (a reload cut its requests short)', async () => {
    const auth = createFakeAuthService(accounts(), { signedInAs: 'maria.lopez@example.com' });
    const cutShort = () => Promise.reject(new TypeError('Failed to fetch'));
    const { run, services, visited } = sagaHarness({ auth, calls: new Map([[readCustomer, cutShort]]) });
    services.navigate.leaving = () => true;
    await run(startSessionSaga).not.put(sessionNotFound()).run();
    expect(auth.calls).toEqual([]);
    expect(auth.hasStoredSession()).toBe(true);
    expect(visited).toEqual([]);
  });
});

describe('a failed multi-factor check', () => {
  it('signs the customer out, clears local data and shows the MFA failure page with the reason', async () => {
    const auth = createFakeAuthService(accounts(), { signedInAs: 'maria.lopez@example.com' });
    window.localStorage.setItem('left-over', 'x');
    const { run, visited } = harness({ auth });
    await run(mfaFailedSaga, mfaCheckFailed({ reason: 'tooManyCodes' }))
      .put(signedOut())
      .run();
    expect(auth.calls).toEqual(['signOut']);
    expect(window.localStorage.getItem('left-over')).toBeNull();
    expect(visited).toEqual([{ to: '/authentication/mfa/fail', state: { reason: 'tooManyCodes' } }]);
  });
});

describe('sign-out saga', () => {
  it('signs out, clears local storage and cached data, empties the store and goes to login', async () => {
    const auth = createFakeAuthService(accounts(), { signedInAs: 'maria.lopez@example.com' });
    const { run, visited } = harness({ auth });
    window.localStorage.setItem('left-over', 'x');
    await run(signOutSaga, signOutRequested()).put(graphqlApi.util.resetApiState()).put(signedOut()).run();
    expect(auth.calls).toEqual(['signOut']);
    expect(window.localStorage.getItem('left-over')).toBeNull();
    expect(visited).toEqual([{ to: '/login', state: undefined }]);
  });

  it('lands on login with the timeout message when the idle timer signed the user out, even if the provider fails', async () => {
    const auth = createFakeAuthService(accounts(), { signedInAs: 'maria.lopez@example.com' });
    auth.signOut = () => Promise.reject(new Error('network down'));
    const { run, visited } = harness({ auth });
    await run(signOutSaga, signOutRequested({ timeout: true }))
      .put(signedOut())
      .run();
    expect(visited).toEqual([{ to: '/login', state: { timeout: true } }]);
  });
});

describe('session timeout', () => {
  it.each([
    [true, 'No at the prompt'],
    [false, 'the countdown reaching zero'],
  ])(
    'tells the server (isManualTrigger %s: %s), clears the activity cookie and lands on login with the timeout flag',
    async (manual) => {
      const auth = createFakeAuthService(accounts(), { signedInAs: 'maria.lopez@example.com' });
      const expired: unknown[] = [];
      const calls = new Map<unknown, (...args: never[]) => unknown>([
        [expireSession, (variables: never) => (expired.push(variables), { timeoutExpireAction: { success: true } })],
      ]);
      const { run, visited } = sagaHarness({
        auth,
        calls,
        state: (st) => ({ ...st, auth: { ...st.auth, status: 'signedIn' }, session: { isEnrollment: false } }),
      });
      await run(sessionExpiredSaga, sessionExpired({ manual })).put(signedOut()).run();
      expect(expired).toEqual([{ isEnrollment: false, isManualTrigger: manual }]);
      expect(auth.calls).toEqual(['signOut']);
      expect(isSessionActive()).toBe(false);
      expect(visited).toEqual([{ to: '/login', state: { timeout: true } }]);
    },
  );

  it('signs out even when the server cannot be told', async () => {
    const auth = createFakeAuthService(accounts(), { signedInAs: 'maria.lopez@example.com' });
    const calls = new Map<unknown, (...args: never[]) => unknown>([
      [expireSession, () => Promise.reject(new Error('down'))],
    ]);
    const { run, visited } = sagaHarness({ auth, calls });
    await run(sessionExpiredSaga, sessionExpired({ manual: false }))
      .put(signedOut())
      .run();
    expect(visited).toEqual([{ to: '/login', state: { timeout: true } }]);
  });

  it('takes a customer who timed out in the application back to the step they were on once they log in again', async () => {
    const auth = createFakeAuthService(accounts(), { signedInAs: 'maria.lopez@example.com' });
    const calls = new Map<unknown, (...args: never[]) => unknown>([
      [expireSession, () => ({ timeoutExpireAction: { success: true } })],
    ]);
    const { run, visited, services } = sagaHarness({ auth, calls });
    services.navigate.pathname = () => '/application/income';
    await run(sessionExpiredSaga, sessionExpired({ manual: false }))
      .put(signedOut())
      .run();
    expect(visited).toEqual([{ to: '/login', state: { timeout: true, from: { pathname: '/application/income' } } }]);
  });
});
