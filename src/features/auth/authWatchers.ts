// The auth feature's watchers, in the first chunk: from the start they answer a sign-in (the login page's, a new
// customer's, single sign-on's), a hand-off to another brand and an agent's acting. The workers (authSagas.ts,
// handoffSagas.ts) load with the first such action, from a chunk the browser prefetches once the page is up, so
// the login page's first download carries none of them.
import { all, takeLatest, takeLeading } from 'redux-saga/effects';
import { newCustomerSigningIn } from '../../events/applicationEvents';
import { sessionRestored } from '../../events/sessionEvents';
import { lazySaga } from '../../store/lazySaga';
import { actAsRequested, handoffRequested, joinScreenShareRequested, signInRequested, singleSignOnRequested, stopActingRequested } from './authSlice';

const loadSignIn = () => import(/* webpackChunkName: "sign-in", webpackPrefetch: true */ './authSagas');
const loadHandoff = () => import(/* webpackChunkName: "sign-in", webpackPrefetch: true */ './handoffSagas');

export function* authSagas() {
  yield all([
    takeLatest(signInRequested.type, lazySaga(loadSignIn, 'signInSaga')),
    takeLeading(newCustomerSigningIn.type, lazySaga(loadSignIn, 'newCustomerSignInSaga')),
    takeLatest(sessionRestored.type, lazySaga(loadSignIn, 'resumeActingSaga')),
    takeLatest(actAsRequested.type, lazySaga(loadSignIn, 'actAsSaga')),
    takeLatest(joinScreenShareRequested.type, lazySaga(loadSignIn, 'joinScreenShareSaga')),
    takeLatest(stopActingRequested.type, lazySaga(loadSignIn, 'stopActingSaga')),
    takeLatest(handoffRequested.type, lazySaga(loadHandoff, 'handoffSaga')),
    takeLeading(singleSignOnRequested.type, lazySaga(loadHandoff, 'singleSignOnSaga')),
  ]);
}
