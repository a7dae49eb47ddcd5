// The network and auth error rules of the account-access spec (section 4), for every GraphQL and REST call:
// - 502 or 504: say so on /error/unavailable (the second error route; the sign-in pages keep their own error), and
//   after 15 seconds go to the root;
// - 403, or an unauthenticated answer: go to login (signed out, with the timeout flag, if someone was signed
//   in), unless already there;
// - other errors: on account pages go to /account/error; elsewhere log the error and go to the enrollment error
//   page (enrollment customers) or /error. For GraphQL queries that is any other error. For mutations, REST calls
//   and file downloads it is a fault (the server's INTERNAL, another 5xx, an answer that is not one, no answer):
//   a refusal with a reason (a 4xx, a GraphQL error with its code) is the screen's to show beside what the person
//   typed, and changes nothing (decision 0055).
// The sign-in and recovery pages show their own errors. The page frame's own calls (the help menu's learning-center
// links, the screen share, the session's expiry, the log of details) and the passkeys' list (its section says it could
// not load) only log: the page works without them. A
// payment's fault stays on its page, which keeps the press's idempotency key, so that trying again cannot pay twice;
// a document upload's fault stays on its page, beside the document, which may be chosen again.
// Log calls themselves are never handled here (no loops).
import { createAction, isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import { call, delay, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { logError } from '../api/logRequests';
import { isAtOrUnder, paths } from '../config/paths';
import type { ApiError } from '../lib/apiError';
import { signOutRequested } from '../events/sessionEvents';
import type { RootState } from '../store/rootReducer';
import { service } from '../store/sagaServices';

export const ERROR_REDIRECT_DELAY_MS = 15000;
/** Pages that show their own request errors (and where a redirect would lose what the person typed). */
const reportsOwnErrors = (path: string) =>
  [paths.login, paths.admin.login, paths.sso].some((page) => isAtOrUnder(path, page.href())) ||
  path.startsWith(`${paths.authentication.href()}/`);

/**
 * Calls of the page frame, not of the page (the help menu's links, the screen share's four calls, the session's expiry,
 * the log of details): a failure is logged, and the person stays where they are.
 */
const FRAME_CALLS = /^(learningCenterLinks|timeoutExpireAction|logDetails|(start|join|stop)?[rR]emoteSession)$/;
/**
 * Reads of a section that says itself it could not load, on a page that works without it (the passkeys, on the
 * personal page and the agents' landing): a failure is logged, and the person stays where they are.
 */
const SECTION_READS = new Set(['passkeys']);
/**
 * Calls whose screen answers a fault itself: a payment (leaving would lose what makes a retry safe) and a document's
 * upload (the page says it failed beside that document, and the others go on).
 */
const OWN_FAULTS = new Set(['makePayment', 'uploadDocument']);

export const serverUnavailable = createAction('apiError/serverUnavailable');

interface ApiRejection extends UnknownAction {
  payload: ApiError;
  meta: { arg: { endpointName?: string; type?: 'query' | 'mutation' } };
}

/** A failure of the server or the network, not a refusal with a reason. */
export const isFault = (error: ApiError) =>
  error.code === 'INTERNAL' ||
  error.status === 'FETCH_ERROR' ||
  error.status === 'PARSE_ERROR' ||
  (typeof error.status === 'number' && error.status >= 500);

export function isApiRejection(action: unknown): action is ApiRejection {
  if (!isRejectedWithValue(action)) return false;
  const { type, meta } = action as unknown as ApiRejection;
  if (!type.startsWith('graphqlApi/') && !type.startsWith('restApi/')) return false;
  return meta.arg.endpointName !== 'logMessage';
}

const isUnauthenticated = (error: ApiError) =>
  error.status === 401 || error.status === 'UNAUTHENTICATED' || error.code === 'UNAUTHENTICATED';

/** One failed call (every call goes through RTK Query, downloads too). */
export function* handleApiError(action: ApiRejection) {
  const error = action.payload;
  const name = action.meta.arg.endpointName ?? '';
  // A GraphQL query: any error is the page's end.
  const read = action.meta.arg.type === 'query' && action.type.startsWith('graphqlApi/');
  const navigate = yield* service('navigate');
  // A call cut short because the page is being left (a reload, another address) says nothing of the server: the next
  // page makes its own calls.
  if (navigate.leaving()) return;
  const path = navigate.pathname();
  if (error.status === 502 || error.status === 504) {
    // The page says why while it waits (the sign-in pages show their own error and stay), then the root.
    if (!reportsOwnErrors(path) && path !== paths.errorUnavailable.href())
      yield call(navigate.navigate, paths.errorUnavailable.href(), { replace: true });
    yield put(serverUnavailable());
    return;
  }
  if (error.status === 403 || isUnauthenticated(error)) {
    if (path === paths.login.href() || path === paths.admin.login.href()) return;
    const auth = yield* service('auth');
    const status = (yield select((s: RootState) => s.auth.status)) as RootState['auth']['status'];
    // Signed in, or starting up with a stored session (a reload) that the server has just refused.
    const signedIn = status === 'signedIn' || (status === 'unknown' && auth.hasStoredSession());
    if (signedIn) yield put(signOutRequested({ timeout: true }));
    else yield call(navigate.navigate, paths.login.href(), { replace: true });
    return;
  }
  if (!read && !isFault(error)) return;
  if (reportsOwnErrors(path) || OWN_FAULTS.has(name)) return;
  if (FRAME_CALLS.test(name) || SECTION_READS.has(name)) {
    yield call(logError, `${name} failed: ${error.message}`);
    return;
  }
  if (isAtOrUnder(path, paths.account.root.href())) {
    if (path !== paths.account.error.href())
      yield call(navigate.navigate, paths.account.error.href(), { replace: true });
    return;
  }
  yield call(logError, `Request ${name} failed on ${path}: ${error.message}`);
  const isEnrollment = (yield select((s: RootState) => s.session.isEnrollment)) as boolean;
  yield call(navigate.navigate, isEnrollment ? paths.enrollment.error.href() : paths.error.href(), { replace: true });
}

/** One wait at a time, however many calls failed: the root after 15 seconds. */
export function* goToRootLater() {
  const navigate = yield* service('navigate');
  yield delay(ERROR_REDIRECT_DELAY_MS);
  yield call(navigate.navigate, paths.root.href(), { replace: true });
}

export function* apiErrorSagas() {
  yield takeEvery(isApiRejection, handleApiError);
  yield takeLeading(serverUnavailable.type, goToRootLater);
}
