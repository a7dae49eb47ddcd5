import delayP from '@redux-saga/delay-p';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../tests/support/renderApp';
import { logError } from '../../api/logRequests';
import type { RootState } from '../../store/rootReducer';
import { createFakeAuthService, profileFor } from '../../../tests/support/fakeAuthService';
import { defaultCustomer } from '../../../tests/support/fakeBackend';
import { sagaHarness } from '../../../tests/support/sagaHarness';
import { readCustomer } from '../../api/customerRequests';
import { handoffRequested, singleSignOnProgressed, singleSignOnRequested } from './authSlice';
import { handoffSaga, SSO_TIMEOUT_MS, singleSignOnSaga } from './handoffSagas';

const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const idToken = `${b64({ alg: 'RS256' })}.${b64({ email: 'li.wei@example.com' })}.signature`;
const accounts = () => ({
  'li.wei@example.com': {
    password: 'x',
    profile: profileFor('li.wei@example.com', { customSource: 'P360', customBrand: 'p360' }),
  },
});

describe('single sign-on (receiving a hand-off)', () => {
  it("shows 'Establishing Credentials' then 'You were authenticated', signs in and goes to the requested page", async () => {
    const auth = createFakeAuthService(accounts(), { handoffs: { [idToken]: 'li.wei@example.com' } });
    const calls = new Map<unknown, (...args: never[]) => unknown>([[readCustomer, () => defaultCustomer]]);
    const { run, visited } = sagaHarness({ auth, calls, brandKey: 'p360' });
    const result = await run(
      singleSignOnSaga,
      singleSignOnRequested({ idToken, accessToken: 'a', sessionId: 'handed-session', redirectTo: '/account' }),
    )
      .put(singleSignOnProgressed('establishing'))
      .put(singleSignOnProgressed('authenticated'))
      .put(singleSignOnProgressed('idle'))
      .run();
    expect(auth.calls).toContain('signInWithHandoff:li.wei@example.com');
    expect((result.storeState as RootState).auth).toMatchObject({ status: 'signedIn', isLegacyAuthenticated: true });
    expect(visited).toEqual([{ to: '/account', state: undefined }]);
  });

  it('gives up after 15 seconds: forgets the session here, logs an error and shows the timeout message on login', async () => {
    const auth = createFakeAuthService(accounts());
    auth.signInWithHandoff = () => new Promise(() => undefined);
    const logged: string[] = [];
    const calls = new Map<unknown, (...args: never[]) => unknown>([
      // A delay resolves with true.
      [delayP, () => true],
      [logError, (message: never) => logged.push(message)],
    ]);
    const { run, visited } = sagaHarness({ auth, calls, brandKey: 'p360' });
    await run(singleSignOnSaga, singleSignOnRequested({ idToken, accessToken: 'a', sessionId: null }))
      .delay(SSO_TIMEOUT_MS)
      .put(singleSignOnProgressed('idle'))
      .run();
    expect(SSO_TIMEOUT_MS).toBe(15000);
    expect(auth.calls).toContain('signOut:local');
    expect(logged).toEqual(['Single sign-on was not completed within 15 seconds']);
    expect(visited).toEqual([{ to: '/login', state: { timeout: true } }]);
  });

  it("reports a hand-off that fails without a message as 'SSO Error'", async () => {
    const auth = createFakeAuthService(accounts());
    auth.signInWithHandoff = () => Promise.reject(new Error(''));
    const { run } = sagaHarness({ auth, brandKey: 'p360' });
    const result = await run(
      singleSignOnSaga,
      singleSignOnRequested({ idToken, accessToken: 'a', sessionId: null }),
    ).run();
    expect((result.storeState as RootState).auth.error).toBe('SSO Error');
  });

  it("reports a refused hand-off as the provider's message", async () => {
    const auth = createFakeAuthService(accounts());
    const { run, visited } = sagaHarness({ auth, brandKey: 'p360' });
    const result = await run(
      singleSignOnSaga,
      singleSignOnRequested({ idToken, accessToken: 'a', sessionId: null }),
    ).run();
    expect((result.storeState as RootState).auth.error).toBe('The handed-over sign-in is no longer valid.');
    expect(visited).toEqual([]);
  });
});

describe('handing a customer over to their brand', () => {
  it('shows the transfer page, and without the brand’s origin logs the missing configuration and returns to login', async () => {
    const auth = createFakeAuthService(accounts(), { signedInAs: 'li.wei@example.com' });
    const logged: string[] = [];
    const calls = new Map<unknown, (...args: never[]) => unknown>([
      [logError, (message: never) => logged.push(message)],
    ]);
    const { run, visited } = sagaHarness({
      auth,
      calls,
      // A runtime configuration that names no origin for p360.
      state: (state) => ({
        ...state,
        runtime: {
          ...state.runtime,
          config: state.runtime.config && {
            ...state.runtime.config,
            brandOrigins: { ...state.runtime.config.brandOrigins, p360: undefined as unknown as string },
          },
        },
      }),
    });
    await run(handoffSaga, handoffRequested({ to: 'p360' })).run();
    expect(visited.map((visit) => visit.to)).toEqual(['/sso/transfer', '/login']);
    expect(logged).toEqual(['Missing brand configuration for a redirect to p360']);
    expect(auth.calls).toContain('signOut:local');
  });
});

it('says ‘Transferring to partner site’ on /sso/transfer while the hand-off is at work', async () => {
  renderApp('/sso/transfer');
  expect(
    await screen.findByRole('heading', { name: 'Transferring to partner site' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByText('Please wait while we take you to the site that holds your account.')).toBeInTheDocument();
});
