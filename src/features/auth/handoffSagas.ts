// Single sign-on between brands. Handing over: the 'Transferring to partner site' step takes the tokens
// and session id, clears local storage, signs out here and sends them in the URL hash to the other brand's
// login. Receiving: 'Establishing Credentials', the handed-over token is exchanged for a session of this
// brand (the server refuses one older than 60 s, or used before), 'You were authenticated'; not done within
// 15 s shows the timeout message and logs an error.
import { call, delay, put, race, select } from 'redux-saga/effects';
import type { BrandKey } from '../../../brands/brandKeys';
import { logError } from '../../api/logRequests';
import { adoptSessionId, sessionId } from '../../lib/sessionId';
import { service } from '../../store/sagaServices';
import type { RootState } from '../../store/rootReducer';
import { signInWith } from './authSagas';
import type { AuthProfile, SessionTokens } from '../../services/authService';
import { signedOut } from '../../events/sessionEvents';
import { type handoffRequested, singleSignOnProgressed, type singleSignOnRequested } from './authSlice';
import { SSO_ERROR, signInErrorMessage } from './signInMessages';
import { paths } from '../../config/paths';
import { emailInToken, handoffHash } from './handoffHash';

export const SSO_TIMEOUT_MS = 15000;

export function* handoffSaga(action: ReturnType<typeof handoffRequested>) {
  const auth = yield* service('auth');
  const navigate = yield* service('navigate');
  const storage = yield* service('storage');
  yield call(navigate.navigate, paths.ssoTransfer.href(), { replace: true });
  const origins = (yield select((s: RootState) => s.runtime.config?.brandOrigins)) as
    Record<BrandKey, string> | undefined;
  const origin = origins?.[action.payload.to as BrandKey];
  const tokens = (yield call(auth.sessionTokens)) as SessionTokens | null;
  const session = sessionId();
  yield call(storage.clear);
  yield call(auth.signOut, { local: true });
  yield put(signedOut());
  if (!origin || !tokens) {
    yield call(logError, `Missing brand configuration for a redirect to ${action.payload.to}`);
    yield call(navigate.navigate, paths.login.href(), { replace: true });
    return;
  }
  yield call(navigate.leave, `${origin}/login${handoffHash(tokens, session)}`);
}

export function* singleSignOnSaga(action: ReturnType<typeof singleSignOnRequested>) {
  const auth = yield* service('auth');
  const navigate = yield* service('navigate');
  const { idToken, sessionId: handedSession, redirectTo } = action.payload;
  adoptSessionId(handedSession);
  yield put(singleSignOnProgressed('establishing'));
  const email = emailInToken(idToken);
  const brandKey = (yield select((s: RootState) => s.runtime.brandKey)) as string;
  function* exchange() {
    yield call(auth.signInWithHandoff, email, idToken, brandKey);
    const profile = (yield call(auth.currentProfile)) as AuthProfile | null;
    if (profile) yield put(singleSignOnProgressed('authenticated'));
    return profile;
  }
  function* withSsoErrors(): Generator<unknown, AuthProfile | null, unknown> {
    try {
      return (yield call(exchange)) as AuthProfile | null;
    } catch (error) {
      throw new Error(signInErrorMessage(error, SSO_ERROR), { cause: error });
    }
  }
  const { timedOut } = (yield race({
    done: call(signInWith, withSsoErrors, email, { redirectTo, viaSingleSignOn: true }),
    timedOut: delay(SSO_TIMEOUT_MS),
  })) as { timedOut?: true };
  yield put(singleSignOnProgressed('idle'));
  if (timedOut) {
    yield call(auth.signOut, { local: true });
    yield call(logError, 'Single sign-on was not completed within 15 seconds');
    yield call(navigate.navigate, paths.login.href(), { replace: true, state: { timeout: true } });
  }
}
