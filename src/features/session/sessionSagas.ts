// The session (account-access spec, section 4; application spec 4.7): its start at boot from a stored
// session, its activity cookie, and its end — Log Out, the idle prompt (timeoutExpireAction first), a failed
// multi-factor check, or an API answer that ends it. Sign-in (the auth feature) begins sessions; this feature
// restores and ends them, and tells the rest of the app through events/sessionEvents.
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { readCustomer, forgetGraphqlAnswers } from '../../api/customerRequests';
import type { Customer } from '../../api/customerEndpoints';
import { logError } from '../../api/logRequests';
import { isAtOrUnder, paths } from '../../config/paths';
import { mfaCheckFailed } from '../../events/mfaEvents';
import {
  sessionExpired,
  sessionNotFound,
  sessionRestored,
  signedOut,
  signOutRequested,
} from '../../events/sessionEvents';
import { owesMfaCheck } from '../../lib/rules/mfaRule';
import { clearSessionActivity, isSessionActive } from '../../lib/sessionActivity';
import { IDENTITY_GROUPS, SessionExpiredError, type AuthProfile } from '../../services/authService';
import { service } from '../../store/sagaServices';
import { selectFlags } from '../../store/selectors';
import { expireSession } from './sessionRequests';
import { selectIsEnrollmentSession } from './sessionSlice';

/** Forgets the cached GraphQL answers; nothing is cached when the API never loaded, so a failure to load is no fault. */
function* forgetCache() {
  try {
    yield call(forgetGraphqlAnswers);
  } catch {
    // nothing to forget
  }
}

/** The areas a customer timed out in is taken back to after logging in again (the application's saved step, the account). */
const PICK_UP_AREAS = [paths.application.root.href(), paths.account.root.href()];

/**
 * Ends the session, clears local storage, cached data and the activity cookie, empties the store, and goes
 * to login (or, after a failed multi-factor check, to its failure page). After a timeout on the application or the
 * account, the login goes back there ('To pick up where you left off, please log in').
 */
function* endSession(options: { timeout: boolean; to?: string; state?: unknown }) {
  const auth = yield* service('auth');
  const storage = yield* service('storage');
  const navigate = yield* service('navigate');
  const here = navigate.pathname();
  const from =
    options.timeout && PICK_UP_AREAS.some((area) => isAtOrUnder(here, area)) ? { from: { pathname: here } } : {};
  try {
    yield call(auth.signOut);
  } catch {
    // The local session is cleared below whatever the provider answered.
  } finally {
    yield call(storage.clear);
    yield call(clearSessionActivity);
    yield call(forgetCache);
    yield put(signedOut());
    yield call(navigate.navigate, options.to ?? paths.login.href(), {
      replace: true,
      state: options.timeout ? { timeout: true, ...from } : options.state,
    });
  }
}

/**
 * Session start: a valid stored session loads the user's attributes and the customer record, and says whether
 * this sign-in still owes its multi-factor check. A refresh-token failure goes to login with the timeout flag;
 * any other failure is reported and signs out, unless the page is being left (decision 0060).
 */
export function* startSessionSaga() {
  const auth = yield* service('auth');
  const navigate = yield* service('navigate');
  if (!auth.hasStoredSession()) {
    yield put(sessionNotFound());
    return;
  }
  if (!((yield call(isSessionActive)) as boolean)) {
    // Idle for longer than the session-activity cookie lives: the session is over.
    yield call(endSession, { timeout: true });
    return;
  }
  try {
    const profile = (yield call(auth.currentProfile)) as AuthProfile | null;
    if (!profile) {
      yield put(sessionNotFound());
      return;
    }
    if (profile.groups.includes(IDENTITY_GROUPS.enrollment)) {
      // An enrollment left open in this browser: it carries on when the person enrolls again with the same
      // email and password (the server keeps where it stopped).
      yield call(auth.signOut, { local: true });
      yield put(sessionNotFound());
      return;
    }
    const isAgent = profile.groups.includes(IDENTITY_GROUPS.agent);
    const customer = isAgent ? null : ((yield call(readCustomer)) as Customer);
    const flags = (yield select(selectFlags)) as ReturnType<typeof selectFlags>;
    const mfaPending =
      !!customer && owesMfaCheck(!!flags?.mfa, { ...customer, retailCode: customer.retailBoCode }, customer.mfaPassed);
    yield put(sessionRestored({ profile, mfaPending }));
  } catch (error) {
    // The page is being left (a reload, another address): its requests were cut short, so nothing is known about the
    // session, and it is kept for the page that comes next (signing out here signed the customer out of that one).
    if ((yield call(navigate.leaving)) as boolean) return;
    yield call(auth.signOut, { local: true });
    yield put(sessionNotFound());
    if (error instanceof SessionExpiredError) {
      yield call(navigate.navigate, paths.login.href(), { replace: true, state: { timeout: true } });
    } else {
      yield call(logError, `Session start failed: ${error instanceof Error ? error.message : 'unknown error'}`);
    }
  }
}

export function* signOutSaga(action?: ReturnType<typeof signOutRequested>) {
  yield call(endSession, {
    timeout: action?.payload?.timeout ?? false,
    state: action?.payload?.emailChanged ? { emailChanged: true } : undefined,
  });
}

/** The idle prompt ran out, or the customer answered No: tell the server (it ends the session too), sign out. */
export function* sessionExpiredSaga(action: ReturnType<typeof sessionExpired>) {
  const isEnrollment = (yield select(selectIsEnrollmentSession)) as boolean;
  try {
    yield call(expireSession, { isEnrollment, isManualTrigger: action.payload.manual });
  } catch {
    yield call(logError, 'timeoutExpireAction failed; signing out anyway');
  }
  yield call(endSession, { timeout: true });
}

/** A failed multi-factor check: the customer is signed out (on the server too) and told why. */
export function* mfaFailedSaga(action: ReturnType<typeof mfaCheckFailed>) {
  yield call(endSession, { timeout: false, to: paths.mfaFail.href(), state: { reason: action.payload.reason } });
}

export function* sessionSagas() {
  yield all([
    call(startSessionSaga),
    takeLatest(signOutRequested.type, signOutSaga),
    takeLeading(sessionExpired.type, sessionExpiredSaga),
    takeLeading(mfaCheckFailed.type, mfaFailedSaga),
  ]);
}
