// The sagas of the first chunk: the session, sign-in, single sign-on, the API error policy and page views.
// Features loaded with their chunks (recovery, mfa, enrollment, the application) bring their own
// (src/store/lazyFeatures.ts).
import { all, fork } from 'redux-saga/effects';
import { authSagas } from '../features/auth/authSagas';
import { handoffSagas } from '../features/auth/handoffSagas';
import { sessionSagas } from '../features/session/sessionSagas';
import { apiErrorSagas } from './apiErrorSaga';
import { pageViewSagas } from './pageViewSaga';

export function* rootSaga() {
  yield all([fork(authSagas), fork(sessionSagas), fork(handoffSagas), fork(apiErrorSagas), fork(pageViewSagas)]);
}
