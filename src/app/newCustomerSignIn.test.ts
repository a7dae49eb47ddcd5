// The application's first screen and the auth feature together (features do not import each other; the app composes
// them): a new customer's login is made by the application and signed in by the auth feature's sign-in.
import { call, fork, take } from 'redux-saga/effects';
import { readCustomer } from '../api/customerRequests';
import { applicationPaths } from '../config/applicationPaths';
import { newCustomerSigningIn } from '../events/applicationEvents';
import { accountSaga } from '../features/application/account/accountSagas';
import { accountSubmitted, selectApplication } from '../features/application/applicationSlice';
import { newCustomerSignInSaga } from '../features/auth/authSagas';
import type { RootState } from '../store/rootReducer';
import { createFakeAuthService } from '../../tests/support/fakeAuthService';
import { defaultCustomer } from '../../tests/support/fakeBackend';
import { sagaHarness } from '../../tests/support/sagaHarness';

/** The account step, with the auth feature answering its one sign-in as the app's root saga does. */
function* accountStepInTheApp(action: ReturnType<typeof accountSubmitted>) {
  yield fork(function* signInOnce() {
    const request: ReturnType<typeof newCustomerSigningIn> = yield take(newCustomerSigningIn.type);
    yield call(newCustomerSignInSaga, request);
  });
  yield call(accountSaga, action);
}

it('makes the login with the application flow, signs the new customer in holding the password only meanwhile, then goes to step 1', async () => {
  const auth = createFakeAuthService();
  const { run, visited, pageViews } = sagaHarness({
    auth,
    calls: new Map([[readCustomer, () => ({ ...defaultCustomer, isReturningCustomer: false })]]),
  });
  const result = await run(
    accountStepInTheApp,
    accountSubmitted({
      firstName: ' Rosa ',
      lastName: 'Diaz',
      email: ' Rosa.Diaz@example.com ',
      password: 'Apply#2026',
    }),
  ).run();
  expect(auth.calls).toEqual(['signUp:rosa.diaz@example.com', 'signIn:rosa.diaz@example.com', 'dropRefreshToken']);
  expect(visited.map((v) => v.to)).toEqual([applicationPaths.personal.href()]);
  const state = result.storeState as RootState;
  expect(state.auth).toMatchObject({ status: 'signedIn', email: 'rosa.diaz@example.com', transient: null });
  // What every sign-in does, which the application's own sign-in used to skip.
  expect(pageViews).toEqual(['/login-successful']);
  expect(selectApplication(state)).toMatchObject({ reached: applicationPaths.personal.href(), error: null });
});
