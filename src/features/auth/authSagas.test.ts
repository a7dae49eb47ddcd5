import { graphqlApi } from '../../api/graphqlApi';
import type { RootState } from '../../store/rootReducer';
import { createFakeAuthService, profileFor } from '../../../tests/support/fakeAuthService';
import { defaultCustomer } from '../../../tests/support/fakeBackend';
import { sagaHarness, type HarnessOptions } from '../../../tests/support/sagaHarness';
import { joinScreenShare, fetchActingCustomer, postAuthEvent, startActing, stopActing } from './authRequests';
import { readCustomer } from '../../api/customerRequests';
import { clearSessionActivity, isSessionActive } from '../../lib/sessionActivity';
import { newCustomerSignInSettled, newCustomerSigningIn } from '../../events/applicationEvents';
import { actAsSaga, joinScreenShareSaga, newCustomerSignInSaga, signInSaga, stopActingSaga } from './authSagas';
import {
  actAsRequested,
  actingFailed,
  actingStarted,
  actingStopped,
  authSlice,
  handoffRequested,
  joinScreenShareRequested,
  signInFailed,
  signInRequested,
  signInSucceeded,
} from './authSlice';
import { selectCustomer, type Customer } from '../../api/customerEndpoints';

const customer = (overrides: Partial<Customer> = {}): Customer => ({ ...(defaultCustomer as Customer), ...overrides });

const maria = profileFor('maria.lopez@example.com');
const accounts = () => ({
  'maria.lopez@example.com': { password: 'Portal#2026', profile: maria },
  'enroll.only@example.com': {
    password: 'Portal#2026',
    profile: profileFor('enroll.only@example.com', { groups: ['enrollment.user'] }),
  },
  'omar.haddad@example.com': {
    password: 'Portal#2026',
    profile: profileFor('omar.haddad@example.com', { customSource: 'P360', customBrand: 'p360' }),
  },
  'tom.becker@example.com': {
    password: 'Portal#2026',
    profile: profileFor('tom.becker@example.com', { customSource: 'CSH', customBrand: 'csh' }),
  },
  'ghost@example.com': {
    password: 'Portal#2026',
    profile: profileFor('ghost@example.com', { customSource: 'NOWHERE' }),
  },
  'agent.smith@example.com': {
    password: 'Agent#2026',
    profile: profileFor('agent.smith@example.com', { firstName: 'Dana', groups: ['my.account.csr'] }),
  },
});

const signIn = (email: string, extra: { redirectTo?: string; admin?: boolean } = {}) =>
  signInRequested({ email, password: email.startsWith('agent') ? 'Agent#2026' : 'Portal#2026', ...extra });

function harness(
  options: {
    record?: Customer;
    flags?: HarnessOptions['flags'];
    auth?: ReturnType<typeof createFakeAuthService>;
    acting?: unknown;
    state?: HarnessOptions['state'];
  } = {},
) {
  const auth = options.auth ?? createFakeAuthService(accounts());
  const events: unknown[] = [];
  const calls = new Map<unknown, (...args: never[]) => unknown>([
    [readCustomer, () => options.record ?? customer()],
    [fetchActingCustomer, () => options.acting ?? null],
    [postAuthEvent, (event: never) => events.push(event)],
  ]);
  return { ...sagaHarness({ auth, flags: options.flags, calls, state: options.state }), auth, events };
}

describe('a new customer’s sign-in (the application’s first screen)', () => {
  const step1 = '/application/personal';
  const made = (email: string) => newCustomerSigningIn({ email, password: 'Apply#2026', redirectTo: step1 });

  it('is every sign-in’s: the cache flushed, the brand gated, the page view, then step 1; the application is told and the password dropped', async () => {
    const auth = createFakeAuthService({
      'rosa.diaz@example.com': { password: 'Apply#2026', profile: profileFor('rosa.diaz@example.com') },
    });
    // The store as the application's event left it: the password held while the sign-in runs.
    const { run, pageViews, visited } = harness({
      auth,
      state: (state) => ({ ...state, auth: authSlice.reducer(state.auth, made('rosa.diaz@example.com')) }),
    });
    const result = await run(newCustomerSignInSaga, made('rosa.diaz@example.com'))
      .put(graphqlApi.util.resetApiState())
      .put(newCustomerSignInSettled({ signedIn: true }))
      .run();
    expect(auth.calls).toEqual(['signIn:rosa.diaz@example.com', 'dropRefreshToken']);
    expect(pageViews).toEqual(['/login-successful']);
    expect(visited).toEqual([{ to: step1, state: undefined }]);
    expect((result.storeState as RootState).auth).toMatchObject({
      status: 'signedIn',
      email: 'rosa.diaz@example.com',
      transient: null,
    });
  });

  it('sends a customer the multi-factor rule picks to the check first, with step 1 to come back to', async () => {
    const auth = createFakeAuthService({
      'rosa.diaz@example.com': { password: 'Apply#2026', profile: profileFor('rosa.diaz@example.com') },
    });
    const { run, visited } = harness({
      auth,
      record: customer({ isCoreCustomer: false, retailBoCode: 'R-1042' }),
      flags: { mfa: true },
    });
    await run(newCustomerSignInSaga, made('rosa.diaz@example.com'))
      .put(newCustomerSignInSettled({ signedIn: true }))
      .run();
    expect(visited).toEqual([{ to: '/authentication/mfa', state: { from: step1 } }]);
  });

  it('a login of another brand is refused by the brand gate, as on the login page: the application is told it is not signed in', async () => {
    const { run, visited } = harness({ flags: { redirectToPartner: true } });
    const result = await run(
      newCustomerSignInSaga,
      newCustomerSigningIn({ email: 'omar.haddad@example.com', password: 'Portal#2026', redirectTo: step1 }),
    )
      .put(newCustomerSignInSettled({ signedIn: false }))
      .run();
    expect(visited).toEqual([]);
    // The application's screen says why; the login page starts clean, and the password is gone.
    expect((result.storeState as RootState).auth).toMatchObject({ status: 'unknown', transient: null, error: null });
  });
});

describe('sign-in saga', () => {
  it('clears cached data, signs in, loads the customer, drops the refresh token, fires the page view and goes to the requested page', async () => {
    const { run, auth, pageViews, visited, calledWith } = harness();
    const result = await run(signInSaga, signIn('Maria.Lopez@example.com', { redirectTo: '/account?tab=1' }))
      .put(graphqlApi.util.resetApiState())
      .put(signInSucceeded({ profile: maria, viaSingleSignOn: false, mfaPending: false }))
      .run();
    expect((result.storeState as RootState).auth).toMatchObject({
      status: 'signedIn',
      isAuthenticated: true,
      firstName: 'Maria',
      isAdmin: false,
    });
    // The customer record is read into the one `me` cache entry (its content: LoginScreen.test.tsx, with a real store).
    expect(calledWith.map((c) => c.fn)).toContain('fetchCustomer');
    expect(auth.calls).toEqual(['signIn:maria.lopez@example.com', 'dropRefreshToken']);
    expect(pageViews).toEqual(['/login-successful']);
    expect(visited).toEqual([{ to: '/account?tab=1', state: undefined }]);
  });

  it('goes to the root when nothing was requested, and never to another site', async () => {
    const { run, visited } = harness();
    await run(signInSaga, signIn('maria.lopez@example.com', { redirectTo: '//evil.example/x' })).run();
    expect(visited.map((v) => v.to)).toEqual(['/']);
  });

  it("signs an enrollment-only user out with 'Incorrect username or password.' and keeps the refresh token", async () => {
    const { run, auth, visited } = harness();
    await run(signInSaga, signIn('enroll.only@example.com'))
      .put(signInFailed({ message: 'Incorrect username or password.' }))
      .run();
    expect(auth.calls).toEqual(['signIn:enroll.only@example.com', 'signOut']);
    expect(visited).toEqual([]);
  });

  it('reports the provider message, a user-not-found as incorrect credentials, else SignIn Error; posts a failed-login event when MFA is on', async () => {
    const first = harness();
    await first
      .run(signInSaga, signInRequested({ email: 'maria.lopez@example.com', password: 'nope' }))
      .put(signInFailed({ message: 'Incorrect username or password.' }))
      .run();
    expect(first.events).toEqual([
      { type: 'failedLogin', email: 'maria.lopez@example.com', blackBox: 'test-black-box' },
    ]);

    const notFound = createFakeAuthService();
    notFound.signIn = () =>
      Promise.reject(Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' }));
    await harness({ auth: notFound })
      .run(signInSaga, signIn('x@example.com'))
      .put(signInFailed({ message: 'Incorrect username or password.' }))
      .run();

    const silent = createFakeAuthService();
    silent.signIn = () => Promise.reject(new Error(''));
    const third = harness({ auth: silent, flags: { mfa: false } });
    await third
      .run(signInSaga, signIn('x@example.com'))
      .put(signInFailed({ message: 'SignIn Error' }))
      .run();
    expect(third.events).toEqual([]);
  });

  it.each([
    [
      'an open application and a core customer',
      customer({ hasOpenApplication: true, isCoreCustomer: true }),
      '/authentication/mfa',
    ],
    ['not core with a retail code', customer({ isCoreCustomer: false, retailBoCode: 'R-1042' }), '/authentication/mfa'],
    ['core without an open application', customer({ isCoreCustomer: true }), '/account'],
    ['not core without a retail code', customer({ isCoreCustomer: false, hasOpenApplication: true }), '/account'],
  ])('routes a customer with %s', async (_case, record, expected) => {
    const { run, visited } = harness({ record });
    await run(signInSaga, signIn('maria.lopez@example.com', { redirectTo: '/account' })).run();
    expect(visited[0]?.to).toBe(expected);
  });

  it('marks the sign-in as owing its check and keeps where the customer was going', async () => {
    const { run, visited } = harness({ record: customer({ hasOpenApplication: true }) });
    const result = await run(signInSaga, signIn('maria.lopez@example.com', { redirectTo: '/account?tab=loans' })).run();
    expect(visited).toEqual([{ to: '/authentication/mfa', state: { from: '/account?tab=loans' } }]);
    expect((result.storeState as RootState).auth.mfaPending).toBe(true);
  });

  it('skips MFA when the mfa flag is off', async () => {
    const { run, visited } = harness({ record: customer({ hasOpenApplication: true }), flags: { mfa: false } });
    await run(signInSaga, signIn('maria.lopez@example.com')).run();
    expect(visited.map((v) => v.to)).toEqual(['/']);
  });

  it('lets in a customer whose source the brand allows (CSH on cng)', async () => {
    const { run, visited } = harness({ record: customer() });
    await run(signInSaga, signIn('tom.becker@example.com')).run();
    expect(visited.map((v) => v.to)).toEqual(['/']);
  });

  it("hands a customer of another brand ('Incorrect Brand') to that brand, without storing the session here", async () => {
    const { run, auth, visited } = harness();
    const result = await run(signInSaga, signIn('omar.haddad@example.com'))
      .put(handoffRequested({ to: 'p360' }))
      .run();
    expect((result.storeState as RootState).auth.status).not.toBe('signedIn');
    expect(auth.calls).not.toContain('dropRefreshToken');
    expect(visited).toEqual([]);
  });

  it('keeps a customer of another brand here, signed out with a link to their brand, when the partner-redirect flag is on', async () => {
    const { run, auth } = harness({ flags: { redirectToPartner: true } });
    const result = await run(signInSaga, signIn('omar.haddad@example.com'))
      .put(
        signInFailed({
          message: 'Your account is with Path 360. Please log in on the Path 360 site.',
          otherBrand: 'p360',
        }),
      )
      .run();
    expect(auth.calls).toContain('signOut');
    expect((result.storeState as RootState).auth.otherBrand).toBe('p360');
  });

  it('logs a missing brand configuration for the redirect and signs out', async () => {
    const { run, auth } = harness();
    await run(signInSaga, signIn('ghost@example.com'))
      .put(
        signInFailed({
          message: "We couldn't find the site for your account. Please call us and we will help you log in.",
        }),
      )
      .run();
    expect(auth.calls).toContain('signOut');
  });

  it('sends an agent to the admin landing, reading back the customer they act for', async () => {
    const acting = {
      customerEmail: 'james.carter@example.com',
      firstName: 'James',
      lastName: 'Carter',
      readOnly: false,
    };
    const { run, visited } = harness({ acting });
    const result = await run(signInSaga, signIn('agent.smith@example.com', { admin: true }))
      .put(actingStarted(acting))
      .run();
    expect((result.storeState as RootState).auth).toMatchObject({
      isAdmin: true,
      email: 'james.carter@example.com',
      adminEmail: 'agent.smith@example.com',
      firstName: 'James',
    });
    expect(visited.map((v) => v.to)).toEqual(['/admin/landing']);
  });

  it("refuses a non-agent on the admin login with 'Not admin'", async () => {
    const { run, auth, visited } = harness();
    await run(signInSaga, signIn('maria.lopez@example.com', { admin: true }))
      .put(signInFailed({ message: 'Not admin' }))
      .run();
    expect(auth.calls).toContain('signOut');
    expect(visited).toEqual([]);
  });
});

describe('agents acting for a customer', () => {
  const acting = { customerEmail: 'james.carter@example.com', firstName: 'James', lastName: 'Carter', readOnly: false };

  it("refuses anyone who is not an agent with 'Not admin', without asking the server", async () => {
    const { run, calledWith } = harness();
    await run(actAsSaga, actAsRequested('james.carter@example.com')).put(actingFailed('Not admin')).run();
    expect(calledWith).toEqual([]);
  });

  it('acts for the customer by email, then stops and is the agent again', async () => {
    const auth = createFakeAuthService(accounts(), { signedInAs: 'agent.smith@example.com' });
    const calls = new Map<unknown, (...args: never[]) => unknown>([
      [startActing, () => acting],
      [stopActing, () => ({ success: true })],
      [readCustomer, () => customer()],
    ]);
    const agentState = sagaHarness({
      auth,
      calls,
      state: (s) => ({
        ...s,
        auth: { ...s.auth, status: 'signedIn', isAdmin: true, email: 'agent.smith@example.com', firstName: 'Dana' },
      }),
    });
    const started = await agentState
      .run(actAsSaga, actAsRequested(' James.Carter@example.com '))
      .put(actingStarted(acting))
      .run();
    expect(agentState.calledWith[0]).toEqual({ fn: 'startActing', args: ['james.carter@example.com'] });
    expect((started.storeState as RootState).auth).toMatchObject({
      email: 'james.carter@example.com',
      adminEmail: 'agent.smith@example.com',
    });

    const stopping = sagaHarness({ auth, calls, state: () => started.storeState as RootState });
    const stopped = await stopping
      .run(stopActingSaga)
      .put(actingStopped({ firstName: 'Dana', lastName: 'Lopez' }))
      .put(graphqlApi.util.resetApiState())
      .run();
    expect((stopped.storeState as RootState).auth).toMatchObject({
      email: 'agent.smith@example.com',
      adminEmail: null,
      firstName: 'Dana',
    });
    // The customer's record is gone with the cache: the agent is nobody's customer.
    expect(selectCustomer(stopped.storeState as RootState)).toBeNull();
  });

  it("joins a customer's screen share with its code (digits only) and views them read-only; a bad code keeps the server's message", async () => {
    const auth = createFakeAuthService(accounts(), { signedInAs: 'agent.smith@example.com' });
    const viewing = { ...acting, readOnly: true };
    const calls = new Map<unknown, (...args: never[]) => unknown>([
      [
        joinScreenShare,
        (code: string) => {
          if (code !== '123456') throw { message: 'That code does not match a screen share waiting for an agent.' };
          return viewing;
        },
      ],
      [readCustomer, () => customer()],
    ]);
    const agentState = sagaHarness({
      auth,
      calls,
      state: (s) => ({
        ...s,
        auth: { ...s.auth, status: 'signedIn', isAdmin: true, email: 'agent.smith@example.com', firstName: 'Dana' },
      }),
    });
    const joined = await agentState
      .run(joinScreenShareSaga, joinScreenShareRequested(' 123 456 '))
      .put(actingStarted(viewing))
      .run();
    expect(agentState.calledWith[0]).toEqual({ fn: 'joinScreenShare', args: ['123456'] });
    expect((joined.storeState as RootState).auth).toMatchObject({
      email: 'james.carter@example.com',
      adminEmail: 'agent.smith@example.com',
      actingReadOnly: true,
    });

    await agentState
      .run(joinScreenShareSaga, joinScreenShareRequested('654321'))
      .put(actingFailed('That code does not match a screen share waiting for an agent.'))
      .run();
  });
});

describe('session activity', () => {
  it('marks the session active at sign-in', async () => {
    clearSessionActivity();
    await harness().run(signInSaga, signIn('maria.lopez@example.com')).run();
    expect(isSessionActive()).toBe(true);
  });
});
