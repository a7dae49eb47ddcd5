import delayP from '@redux-saga/delay-p';
import { logError } from '../../api/logRequests';
import type { RootState } from '../../store/rootReducer';
import { createFakeAuthService, profileFor } from '../../../tests/support/fakeAuthService';
import { defaultCustomer } from '../../../tests/support/fakeBackend';
import { sagaHarness } from '../../../tests/support/sagaHarness';
import { readCustomer } from '../../api/customerRequests';
import { singleSignOnProgressed, singleSignOnRequested } from './authSlice';
import { SSO_TIMEOUT_MS, singleSignOnSaga } from './handoffSagas';

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
