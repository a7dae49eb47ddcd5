// Sign-in, session start and sign-out. Sagas only orchestrate: the identity provider, navigation, storage
// and analytics come from the saga context.
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { graphqlApi } from '../../api/graphqlApi';
import { service } from '../../store/sagaServices';
import type { AuthProfile } from './authService';
import {
  ENROLLMENT_GROUP,
  sessionNotFound,
  sessionRestored,
  signedOut,
  signInFailed,
  signInRequested,
  signInSucceeded,
  signOutRequested,
} from './authSlice';
import { INCORRECT_CREDENTIALS, signInErrorMessage } from './signInMessages';

export const LOGIN_SUCCESSFUL_PAGE = '/login-successful';

export function* signInSaga(action: ReturnType<typeof signInRequested>) {
  const auth = yield* service('auth');
  const navigate = yield* service('navigate');
  const analytics = yield* service('analytics');
  const { email, password, redirectTo } = action.payload;
  yield put(graphqlApi.util.resetApiState());
  try {
    yield call(auth.signIn, email, password);
    const profile = (yield call(auth.currentProfile)) as AuthProfile | null;
    if (!profile) throw new Error('SignIn Error');
    if (profile.groups.includes(ENROLLMENT_GROUP)) {
      yield call(auth.signOut);
      yield put(signInFailed(INCORRECT_CREDENTIALS));
      return;
    }
    yield put(signInSucceeded(profile));
    yield call(analytics.pageView, LOGIN_SUCCESSFUL_PAGE);
    yield call(navigate.navigate, redirectTo && redirectTo.startsWith('/') && !redirectTo.startsWith('//') ? redirectTo : '/', { replace: true });
  } catch (error) {
    yield put(signInFailed(signInErrorMessage(error)));
  }
}

export function* startSessionSaga() {
  const auth = yield* service('auth');
  if (!auth.hasStoredSession()) {
    yield put(sessionNotFound());
    return;
  }
  try {
    const profile = (yield call(auth.currentProfile)) as AuthProfile | null;
    yield put(profile ? sessionRestored(profile) : sessionNotFound());
  } catch {
    yield call(auth.signOut);
    yield put(sessionNotFound());
  }
}

export function* signOutSaga() {
  const auth = yield* service('auth');
  const storage = yield* service('storage');
  const navigate = yield* service('navigate');
  try {
    yield call(auth.signOut);
  } finally {
    yield call(storage.clear);
    yield put(graphqlApi.util.resetApiState());
    yield put(signedOut());
    yield call(navigate.navigate, '/login', { replace: true });
  }
}

export function* authSagas() {
  yield all([call(startSessionSaga), takeLatest(signInRequested.type, signInSaga), takeLatest(signOutRequested.type, signOutSaga)]);
}
