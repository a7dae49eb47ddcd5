// Getting back into an account (account-access spec, sections 4 and 8): forgot password with its
// verification call (DENIED -> the fail page, FAILED_P -> the passwordless resume), change password from the
// mailed link (then the password-changed notice and login), the passwordless resume by emailed code, and
// forgot email.
import type { ApiError } from '../../lib/apiError';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { GENERIC_ERROR_MESSAGE } from '../../lib/genericErrorMessage';
import { logError } from '../../api/logRequests';
import { PASSWORD_RULE_MESSAGE } from '../../lib/validation/passwordRule';
import { service } from '../../store/sagaServices';
import { selectFlags } from '../../store/selectors';
import type { RootState } from '../../store/rootReducer';
import type { Language } from '../../lib/rules/language';
import type { ForgotPasswordResult } from './authEndpoints';
import { lookUpEmail, postAuthEvent, postPasswordChanged } from './authRequests';
import { signInWith } from './authSagas';
import type { AuthProfile, ChallengeOutcome } from '../../services/authService';
import { signInErrorMessage } from './signInMessages';
import {
  changePasswordFailed,
  changePasswordRequested,
  changePasswordSucceeded,
  forgotEmailRequested,
  forgotEmailSettled,
  forgotPasswordRequested,
  forgotPasswordSettled,
  passwordlessCodeEntered,
  passwordlessCodeRequested,
  passwordlessCodeSent,
  passwordlessFailed,
  passwordlessRestarted,
  selectRecovery,
} from './recoverySlice';
import {
  EMAIL_NOT_FOUND,
  LINK_NO_LONGER_VALID,
  NO_SAVED_DATA,
  RESET_INSTRUCTIONS_SENT,
  RESET_LINK_SENT,
  WRONG_CODE,
} from './recoveryMessages';
import { paths } from '../../config/paths';

/** The page's language: the reset mail and the notice of a changed password are worded in it. */
const pageLanguage = (state: RootState) => state.runtime.language;

const errorName = (error: unknown): string =>
  error && typeof error === 'object' && typeof (error as { name?: unknown }).name === 'string'
    ? (error as { name: string }).name
    : '';

/** The device fingerprint, or 'unavailable' when it cannot be had (the check then runs without it). */
function* blackBoxOrUnavailable() {
  const fingerprint = yield* service('fingerprint');
  try {
    return (yield call(fingerprint.blackBox)) as string;
  } catch {
    return 'unavailable';
  }
}

/** The server's limit of lookups of a person (429, with its own message to show). */
const tooManyLookups = (error: unknown) =>
  (error as Partial<ApiError> | null)?.status === 429 && typeof (error as ApiError).message === 'string';

export function* forgotPasswordSaga(action: ReturnType<typeof forgotPasswordRequested>) {
  const auth = yield* service('auth');
  const navigate = yield* service('navigate');
  const email = action.payload.email.trim().toLowerCase();
  const flags = (yield select(selectFlags)) as ReturnType<typeof selectFlags>;
  const checked = flags?.forgotPassword === true;
  try {
    if (checked) {
      const blackBox = (yield call(blackBoxOrUnavailable)) as string;
      const { result } = (yield call(postAuthEvent, {
        type: 'forgotPassword',
        email,
        blackBox,
        flags: { enablePasswordlessFlow: flags.enablePasswordlessFlow },
      })) as {
        result: ForgotPasswordResult;
      };
      if (result === 'DENIED') {
        yield put(forgotPasswordSettled({ ok: false, message: null }));
        yield call(navigate.navigate, paths.forgotPasswordFail.href(), { replace: true });
        return;
      }
      if (result === 'FAILED_P') {
        yield put(forgotPasswordSettled({ ok: false, message: null }));
        yield call(navigate.navigate, paths.passwordlessResume.href(), { state: { email } });
        return;
      }
    }
    yield call(auth.forgotPassword, email, (yield select(pageLanguage)) as Language);
    yield put(forgotPasswordSettled({ ok: true, message: checked ? RESET_LINK_SENT : RESET_INSTRUCTIONS_SENT }));
  } catch (error) {
    const name = errorName(error);
    if (tooManyLookups(error)) {
      yield put(forgotPasswordSettled({ ok: false, message: (error as ApiError).message }));
    } else if (name === 'UserNotFoundException' && checked) {
      yield put(forgotPasswordSettled({ ok: false, message: EMAIL_NOT_FOUND, notFound: true }));
    } else if (name === 'UserNotFoundException' || name === 'InvalidParameterException') {
      // No account, or a passwordless one with no password to reset.
      yield put(forgotPasswordSettled({ ok: false, message: NO_SAVED_DATA }));
    } else if (name.endsWith('Exception')) {
      // The identity provider's own message (too many requests, and the like).
      yield put(forgotPasswordSettled({ ok: false, message: signInErrorMessage(error, GENERIC_ERROR_MESSAGE) }));
    } else {
      yield put(forgotPasswordSettled({ ok: false, message: GENERIC_ERROR_MESSAGE }));
    }
  }
}

export function* changePasswordSaga(action: ReturnType<typeof changePasswordRequested>) {
  const auth = yield* service('auth');
  const navigate = yield* service('navigate');
  const { email, code, newPassword } = action.payload;
  try {
    yield call(auth.confirmForgotPassword, email, code, newPassword, (yield select(pageLanguage)) as Language);
  } catch (error) {
    yield put(
      changePasswordFailed(
        errorName(error) === 'InvalidPasswordException'
          ? PASSWORD_RULE_MESSAGE
          : // The account's codes are paused (too many asked for or tried): the identity service's own words.
            errorName(error) === 'LimitExceededException'
            ? signInErrorMessage(error, LINK_NO_LONGER_VALID)
            : LINK_NO_LONGER_VALID,
      ),
    );
    return;
  }
  try {
    yield call(postPasswordChanged, email);
  } catch {
    // The password has changed either way; only the notice mail is missing.
    yield call(logError, 'Password-changed notice could not be sent');
  }
  yield put(changePasswordSucceeded());
  yield call(navigate.navigate, paths.login.href(), { replace: true, state: { email, passwordChanged: true } });
}

export function* passwordlessStartSaga(action: ReturnType<typeof passwordlessCodeRequested>) {
  const auth = yield* service('auth');
  const email = action.payload.email.trim().toLowerCase();
  try {
    yield call(auth.startPasswordless, email);
    yield put(passwordlessCodeSent({ email }));
  } catch (error) {
    yield put(passwordlessFailed({ message: signInErrorMessage(error, GENERIC_ERROR_MESSAGE), restart: true }));
  }
}

export function* passwordlessAnswerSaga(action: ReturnType<typeof passwordlessCodeEntered>) {
  const auth = yield* service('auth');
  const email = (yield select((s: RootState) => selectRecovery(s).passwordless.email)) as string | null;
  try {
    const outcome = (yield call(auth.answerPasswordless, action.payload.code.trim())) as ChallengeOutcome;
    if (outcome === 'RETRY') {
      yield put(passwordlessFailed({ message: WRONG_CODE, restart: false }));
      return;
    }
  } catch (error) {
    // Too many wrong codes, or the code expired: ask for a new one.
    yield put(passwordlessFailed({ message: signInErrorMessage(error, GENERIC_ERROR_MESSAGE), restart: true }));
    return;
  }
  function* signedInProfile() {
    return (yield call(auth.currentProfile)) as AuthProfile | null;
  }
  yield call(signInWith, signedInProfile, email ?? '', { redirectTo: action.payload.redirectTo });
  const { status, error } = (yield select((s: RootState) => s.auth)) as RootState['auth'];
  if (status === 'signedIn') yield put(passwordlessRestarted());
  else yield put(passwordlessFailed({ message: error ?? GENERIC_ERROR_MESSAGE, restart: true }));
}

export function* forgotEmailSaga(action: ReturnType<typeof forgotEmailRequested>) {
  const navigate = yield* service('navigate');
  try {
    const { maskedEmail } = (yield call(lookUpEmail, action.payload)) as { maskedEmail: string };
    yield put(forgotEmailSettled({ maskedEmail, error: null }));
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) {
      yield put(forgotEmailSettled({ maskedEmail: null, error: null }));
      yield call(navigate.navigate, paths.forgotEmailFail.href(), { replace: true });
    } else if (tooManyLookups(error)) {
      yield put(forgotEmailSettled({ maskedEmail: null, error: (error as ApiError).message }));
    } else {
      yield put(forgotEmailSettled({ maskedEmail: null, error: GENERIC_ERROR_MESSAGE }));
    }
  }
}

export function* recoverySagas() {
  yield takeLatest(forgotPasswordRequested.type, forgotPasswordSaga);
  yield takeLatest(changePasswordRequested.type, changePasswordSaga);
  yield takeLatest(passwordlessCodeRequested.type, passwordlessStartSaga);
  yield takeLatest(passwordlessCodeEntered.type, passwordlessAnswerSaga);
  yield takeLatest(forgotEmailRequested.type, forgotEmailSaga);
}
