// The watchers of the first chunk when the sign-in's chunk cannot load (the network dropped after the page did): each
// action is answered as failed, in words the screens already show, and the watchers stay for the next try.
import { newCustomerSignInSettled, newCustomerSigningIn } from '../../events/applicationEvents';
import type { RootState } from '../../store/rootReducer';
import { sagaHarness } from '../../../tests/support/sagaHarness';
import { authSagas } from './authWatchers';
import { signInFailed, signInRequested, singleSignOnRequested } from './authSlice';
import { SIGN_IN_ERROR, SSO_ERROR } from './signInMessages';

jest.mock('./authSagas', () => {
  throw new Error('Loading chunk sign-in failed');
});
jest.mock('./handoffSagas', () => {
  throw new Error('Loading chunk sign-in failed');
});

const request = { email: 'maria.lopez@example.com', password: 'Portal#2026' };

it('answers a sign-in whose workers did not load with SignIn Error, and answers the next one too', async () => {
  const { run } = sagaHarness();
  const result = await run(authSagas)
    .dispatch(signInRequested(request))
    .put(signInFailed({ message: SIGN_IN_ERROR }))
    .delay(20)
    .dispatch(signInRequested(request))
    .silentRun(100);
  const failures = result.allEffects.filter(
    (effect) =>
      effect.type === 'PUT' && (effect.payload as { action: { type: string } }).action.type === signInFailed.type,
  );
  expect(failures).toHaveLength(2);
  expect((result.storeState as RootState).auth).toMatchObject({
    isAuthenticating: false,
    error: SIGN_IN_ERROR,
    transient: null,
  });
});

it('tells the application a new customer is not signed in, and drops the password', async () => {
  const { run } = sagaHarness();
  const result = await run(authSagas)
    .dispatch(newCustomerSigningIn({ ...request, redirectTo: '/application/personal' }))
    .put(newCustomerSignInSettled({ signedIn: false }))
    .silentRun(100);
  expect((result.storeState as RootState).auth.transient).toBeNull();
});

it('ends single sign-on’s wait with SSO Error', async () => {
  const { run } = sagaHarness();
  const result = await run(authSagas)
    .dispatch(singleSignOnRequested({ idToken: 'x.e30.y', accessToken: 'a', sessionId: null }))
    .put(signInFailed({ message: SSO_ERROR }))
    .silentRun(100);
  expect((result.storeState as RootState).auth).toMatchObject({ singleSignOn: 'idle', error: SSO_ERROR });
});
