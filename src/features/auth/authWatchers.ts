// The auth feature's watchers, in the first chunk: from the start they answer a sign-in (the login page's, a new
// customer's, single sign-on's), a hand-off to another brand, an agent's acting, and the lender's date of a session. The workers (authSagas.ts,
// handoffSagas.ts) load with the first such action, from a chunk the browser prefetches once the page is up, so
// the login page's first download carries none of them. Should that chunk not load (the network dropped), the
// action is answered as failed and the watchers live on for the next try.
import type { UnknownAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { logError } from '../../api/logRequests';
import { newCustomerSignInSettled, newCustomerSigningIn } from '../../events/applicationEvents';
import { mfaCheckPassed } from '../../events/mfaEvents';
import { sessionRestored, signedOut } from '../../events/sessionEvents';
import { lazySaga } from '../../api/lazySaga';
import {
  actAsRequested,
  actingFailed,
  handoffRequested,
  joinScreenShareRequested,
  passkeySignInRequested,
  signInFailed,
  signInRequested,
  signInSucceeded,
  singleSignOnProgressed,
  singleSignOnRequested,
  stopActingRequested,
} from './authSlice';
import { SIGN_IN_ERROR, SSO_ERROR } from './signInMessages';

const loadSignIn = () => import(/* webpackChunkName: "sign-in", webpackPrefetch: true */ './authSagas');
const loadHandoff = () => import(/* webpackChunkName: "sign-in", webpackPrefetch: true */ './handoffSagas');
const loadLenderDate = () => import(/* webpackChunkName: "lender-date", webpackPrefetch: true */ './lenderDate');

/** Runs a worker; if it fails outright (its module did not load), logs why and puts what answers the action as failed. */
function failSafe<A extends UnknownAction>(
  worker: (action: A) => Generator<unknown, unknown, unknown>,
  failed: UnknownAction[],
) {
  return function* run(action: A) {
    try {
      yield call(worker, action);
    } catch (error) {
      yield call(logError, `${action.type} failed: ${error instanceof Error ? error.message : 'unknown error'}`);
      for (const answer of failed) yield put(answer);
    }
  };
}

export function* authSagas() {
  yield all([
    takeLatest(
      signInRequested.type,
      failSafe(lazySaga(loadSignIn, 'signInSaga'), [signInFailed({ message: SIGN_IN_ERROR })]),
    ),
    takeLatest(
      passkeySignInRequested.type,
      failSafe(lazySaga(loadSignIn, 'passkeySignInSaga'), [signInFailed({ message: SIGN_IN_ERROR })]),
    ),
    takeLeading(
      newCustomerSigningIn.type,
      failSafe(lazySaga(loadSignIn, 'newCustomerSignInSaga'), [newCustomerSignInSettled({ signedIn: false })]),
    ),
    takeLatest(sessionRestored.type, failSafe(lazySaga(loadSignIn, 'resumeActingSaga'), [])),
    takeLatest(actAsRequested.type, failSafe(lazySaga(loadSignIn, 'actAsSaga'), [actingFailed(SIGN_IN_ERROR)])),
    takeLatest(
      joinScreenShareRequested.type,
      failSafe(lazySaga(loadSignIn, 'joinScreenShareSaga'), [actingFailed(SIGN_IN_ERROR)]),
    ),
    takeLatest(
      stopActingRequested.type,
      failSafe(lazySaga(loadSignIn, 'stopActingSaga'), [actingFailed(SIGN_IN_ERROR)]),
    ),
    takeLatest(handoffRequested.type, failSafe(lazySaga(loadHandoff, 'handoffSaga'), [])),
    // The lender's date, once a session and after each of its midnights (getCurrentDate): the pages' "today".
    takeLatest(
      [signInSucceeded.type, sessionRestored.type, mfaCheckPassed.type, signedOut.type],
      failSafe(lazySaga(loadLenderDate, 'lenderDateSaga'), []),
    ),
    takeLeading(
      singleSignOnRequested.type,
      failSafe(lazySaga(loadHandoff, 'singleSignOnSaga'), [
        singleSignOnProgressed('idle'),
        signInFailed({ message: SSO_ERROR }),
      ]),
    ),
  ]);
}
