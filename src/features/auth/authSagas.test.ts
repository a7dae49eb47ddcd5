import { expectSaga } from 'redux-saga-test-plan';
import { graphqlApi } from '../../api/graphqlApi';
import { createFakeAuthService, profileFor } from '../../../tests/support/fakeAuthService';
import { createTestServices } from '../../../tests/support/renderApp';
import { signInSaga, signOutSaga, startSessionSaga } from './authSagas';
import { authSlice, sessionNotFound, sessionRestored, signedOut, signInFailed, signInRequested, signInSucceeded } from './authSlice';

const maria = profileFor('maria.lopez@example.com');
const accounts = {
  'maria.lopez@example.com': { password: 'Portal#2026', profile: maria },
  'enroll.only@example.com': { password: 'Portal#2026', profile: profileFor('enroll.only@example.com', { groups: ['enrollment.user'] }) },
};

function context(auth = createFakeAuthService(accounts)) {
  const { services, pageViews } = createTestServices(auth);
  const visited: string[] = [];
  services.navigate.navigate = (to) => visited.push(to);
  return { auth, services, pageViews, visited };
}

describe('sign-in saga', () => {
  it('clears cached data, signs in, reads the profile, fires the page view and goes to the requested page', async () => {
    const { services, pageViews, visited } = context();
    const result = await expectSaga(signInSaga, signInRequested({ email: 'Maria.Lopez@example.com', password: 'Portal#2026', redirectTo: '/account?tab=1' }))
      .withReducer(authSlice.reducer)
      .provide({ getContext: (name) => services[name as keyof typeof services] })
      .put(graphqlApi.util.resetApiState())
      .put(signInSucceeded(maria))
      .run();
    expect(result.storeState).toMatchObject({ status: 'signedIn', isAuthenticated: true, firstName: 'Maria', isAdmin: false });
    expect(pageViews).toEqual(['/login-successful']);
    expect(visited).toEqual(['/account?tab=1']);
  });

  it('goes to the root when nothing was requested, and never to another site', async () => {
    const { services, visited } = context();
    await expectSaga(signInSaga, signInRequested({ email: 'maria.lopez@example.com', password: 'Portal#2026', redirectTo: '//evil.example/x' }))
      .provide({ getContext: (name) => services[name as keyof typeof services] })
      .run();
    expect(visited).toEqual(['/']);
  });

  it("signs an enrollment-only user out with 'Incorrect username or password.'", async () => {
    const { services, auth, visited } = context();
    await expectSaga(signInSaga, signInRequested({ email: 'enroll.only@example.com', password: 'Portal#2026' }))
      .provide({ getContext: (name) => services[name as keyof typeof services] })
      .put(signInFailed('Incorrect username or password.'))
      .run();
    expect(auth.calls).toContain('signOut');
    expect(visited).toEqual([]);
  });

  it('reports the provider message, and a user-not-found as incorrect credentials', async () => {
    const { services } = context();
    await expectSaga(signInSaga, signInRequested({ email: 'maria.lopez@example.com', password: 'nope' }))
      .provide({ getContext: (name) => services[name as keyof typeof services] })
      .put(signInFailed('Incorrect username or password.'))
      .run();
    const notFound = createFakeAuthService();
    notFound.signIn = async () => {
      throw Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' });
    };
    const second = context(notFound);
    await expectSaga(signInSaga, signInRequested({ email: 'x@example.com', password: 'nope' }))
      .provide({ getContext: (name) => second.services[name as keyof typeof services] })
      .put(signInFailed('Incorrect username or password.'))
      .run();
    const silent = createFakeAuthService();
    silent.signIn = async () => {
      throw {};
    };
    const third = context(silent);
    await expectSaga(signInSaga, signInRequested({ email: 'x@example.com', password: 'nope' }))
      .provide({ getContext: (name) => third.services[name as keyof typeof services] })
      .put(signInFailed('SignIn Error'))
      .run();
  });
});

describe('session start saga', () => {
  it('restores a stored session with the user attributes', async () => {
    const { services } = context(createFakeAuthService(accounts, { signedInAs: 'maria.lopez@example.com' }));
    await expectSaga(startSessionSaga)
      .provide({ getContext: (name) => services[name as keyof typeof services] })
      .put(sessionRestored(maria))
      .run();
  });

  it('finds no session without stored tokens, without calling the identity provider', async () => {
    const auth = createFakeAuthService(accounts);
    auth.currentProfile = () => Promise.reject(new Error('must not be called'));
    const { services } = context(auth);
    await expectSaga(startSessionSaga)
      .provide({ getContext: (name) => services[name as keyof typeof services] })
      .put(sessionNotFound())
      .run();
  });
});

describe('sign-out saga', () => {
  it('signs out, clears local storage and cached data, empties the store and goes to login', async () => {
    const auth = createFakeAuthService(accounts, { signedInAs: 'maria.lopez@example.com' });
    const { services, visited } = context(auth);
    window.localStorage.setItem('left-over', 'x');
    await expectSaga(signOutSaga)
      .provide({ getContext: (name) => services[name as keyof typeof services] })
      .put(graphqlApi.util.resetApiState())
      .put(signedOut())
      .run();
    expect(auth.calls).toEqual(['signOut']);
    expect(window.localStorage.getItem('left-over')).toBeNull();
    expect(visited).toEqual(['/login']);
  });
});
