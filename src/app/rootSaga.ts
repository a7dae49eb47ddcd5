// The sagas of the first chunk: the session, sign-in and single sign-on (their watchers: the workers load on first
// use), the API error policy, page views and the language control.
// Features loaded with their chunks (recovery, mfa, enrollment, the application) bring their own
// (src/store/lazyFeatures.ts).
import { all, fork } from 'redux-saga/effects';
import { authSagas } from '../features/auth/authWatchers';
import { sessionSagas } from '../features/session/sessionSagas';
import { apiErrorSagas } from './apiErrorSaga';
import { languageSagas } from './language/languageSagas';
import { pageViewSagas } from './pageViewSaga';

export function* rootSaga() {
  yield all([fork(authSagas), fork(sessionSagas), fork(apiErrorSagas), fork(pageViewSagas), fork(languageSagas)]);
}
