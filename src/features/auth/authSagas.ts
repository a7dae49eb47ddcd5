// Sign-in and agents acting for customers (account-access spec, section 4); the session's start and end are
// the session feature's. The workers: authWatchers.ts answers the actions and loads this module with the first.
// Sagas only orchestrate: the identity provider, navigation, storage, analytics and the device
// fingerprint come from the saga context.
import { call, fork, put, select } from 'redux-saga/effects';
import { brands } from '../../../brands/index';
import { logError } from '../../api/logRequests';
import { service } from '../../store/sagaServices';
import { selectBrand, selectFlags } from '../../store/selectors';
import type { RootState } from '../../store/rootReducer';
import { safeRedirect } from '../../lib/safeRedirect';
import { markSessionActive } from '../../lib/sessionActivity';
import type { ActingCustomer } from './authEndpoints';
import type { Customer } from '../../api/customerEndpoints';
import { fetchActingCustomer, joinScreenShare, postAuthEvent, startActing, stopActing } from './authRequests';
import { forgetGraphqlAnswers, readCustomer } from '../../api/customerRequests';
import type { sessionRestored } from '../../events/sessionEvents';
import { newCustomerSignInSettled, type newCustomerSigningIn } from '../../events/applicationEvents';
import { owesMfaCheck } from '../../lib/rules/mfaRule';
import type { AuthProfile } from '../../services/authService';
import { IDENTITY_GROUPS } from '../../services/authService';
import {
  type actAsRequested,
  type joinScreenShareRequested,
  actingFailed,
  actingStarted,
  actingStopped,
  handoffRequested,
  signInFailed,
  type signInRequested,
  type passkeySignInRequested,
  signInSucceeded,
} from './authSlice';
import { brandForSource, IncorrectBrandError, isSourceAllowed } from './brandGate';
import {
  INCORRECT_CREDENTIALS,
  NOT_ADMIN,
  otherBrandMessage,
  passkeySignInMessage,
  NO_BRAND_FOR_ACCOUNT,
  signInErrorMessage,
  SIGN_IN_ERROR,
} from './signInMessages';
import { paths } from '../../config/paths';

/** With the mfa flag on, a customer the rule picks owes a check until this sign-in has passed one (the server knows). */
const owesMfa = (flags: ReturnType<typeof selectFlags>, customer: Customer | null): boolean =>
  !!customer && owesMfaCheck(!!flags?.mfa, { ...customer, retailCode: customer.retailBoCode }, customer.mfaPassed);

function* applyActing(acting: ActingCustomer) {
  yield call(readCustomer);
  yield put(
    actingStarted({
      customerEmail: acting.customerEmail,
      firstName: acting.firstName,
      lastName: acting.lastName,
      readOnly: acting.readOnly,
    }),
  );
}

/** Reads back the customer an agent was acting for (stored per agent on the server). */
function* resumeActing() {
  try {
    const acting = (yield call(fetchActingCustomer)) as ActingCustomer | null;
    if (acting) yield call(applyActing, acting);
  } catch {
    // The agent starts without acting; the landing page lets them choose again.
  }
}

/** A restored agent's session reads back whom the agent was acting for. */
export function* resumeActingSaga(action: ReturnType<typeof sessionRestored>) {
  if (action.payload.profile.groups.includes(IDENTITY_GROUPS.agent)) yield call(resumeActing);
}

/**
 * After the identity provider accepted someone: refuse enrollment-type users, gate by brand, load the
 * customer record, drop the refresh token (unless enrolling), and route: agents to the admin landing,
 * MFA when the rules ask for it, else the requested page or the root. Says whether the person is now signed in.
 */
export function* completeSignIn(
  profile: AuthProfile,
  options: { redirectTo?: string; viaSingleSignOn?: boolean } = {},
) {
  const auth = yield* service('auth');
  const navigate = yield* service('navigate');
  const analytics = yield* service('analytics');
  const isEnrollment = profile.groups.includes(IDENTITY_GROUPS.enrollment);
  if (isEnrollment) {
    yield call(auth.signOut);
    yield put(signInFailed({ message: INCORRECT_CREDENTIALS }));
    return false;
  }
  const isAdmin = profile.groups.includes(IDENTITY_GROUPS.agent);
  const brand = (yield select(selectBrand)) as ReturnType<typeof selectBrand>;
  if (!isAdmin && !isSourceAllowed(brand, profile.customSource)) throw new IncorrectBrandError(profile.customSource);
  const customer = isAdmin ? null : ((yield call(readCustomer)) as Customer);
  yield call(auth.dropRefreshToken);
  yield call(markSessionActive);
  const flags = (yield select(selectFlags)) as ReturnType<typeof selectFlags>;
  const mfaPending = owesMfa(flags, customer);
  yield put(signInSucceeded({ profile, viaSingleSignOn: options.viaSingleSignOn ?? false, mfaPending }));
  yield call(analytics.pageView, paths.loginSuccessful.href());
  if (isAdmin) {
    yield call(resumeActing);
    yield call(navigate.navigate, paths.admin.landing.href(), { replace: true });
  } else if (mfaPending) {
    yield call(navigate.navigate, paths.mfa.href(), {
      replace: true,
      state: { from: safeRedirect(options.redirectTo) },
    });
  } else {
    yield call(navigate.navigate, safeRedirect(options.redirectTo), { replace: true });
  }
  return true;
}

/** 'Incorrect Brand': hand the customer to their own brand, or keep them here when the partner-redirect flag is on. */
export function* handleIncorrectBrand(source: string) {
  const auth = yield* service('auth');
  const other = brandForSource(source);
  const flags = (yield select(selectFlags)) as ReturnType<typeof selectFlags>;
  if (!other) {
    yield call(logError, `Missing brand configuration for a redirect: no brand has source ${source}`);
    yield call(auth.signOut);
    yield put(signInFailed({ message: NO_BRAND_FOR_ACCOUNT }));
    return;
  }
  if (flags?.redirectToPartner) {
    yield call(auth.signOut);
    yield put(signInFailed({ message: otherBrandMessage(brands[other].name), otherBrand: other }));
    return;
  }
  yield put(handoffRequested({ to: other }));
}

/** With MFA on, a failed login is posted as an auth event with the device fingerprint. */
function* reportFailedLogin(email: string) {
  const fingerprint = yield* service('fingerprint');
  try {
    const blackBox = (yield call(fingerprint.blackBox)) as string;
    yield call(postAuthEvent, { type: 'failedLogin', email, blackBox });
  } catch {
    // Reporting is best effort; the user already sees why the sign-in failed.
  }
}

/** Forgets the cached GraphQL answers; nothing is cached when the API never loaded, so a failure to load is no fault. */
function* forgetGraphqlCache() {
  try {
    yield call(forgetGraphqlAnswers);
  } catch {
    // nothing to forget
  }
}

/** Runs a sign-in that has produced a profile (or failed), with the shared error handling; says whether it signed in. */
export function* signInWith(
  signIn: () => Generator<unknown, AuthProfile | null, unknown>,
  email: string,
  options: { redirectTo?: string; admin?: boolean; viaSingleSignOn?: boolean },
) {
  const auth = yield* service('auth');
  yield call(forgetGraphqlCache);
  try {
    const profile = (yield call(signIn)) as AuthProfile | null;
    if (!profile) throw new Error(SIGN_IN_ERROR);
    if (options.admin && !profile.groups.includes(IDENTITY_GROUPS.agent)) {
      yield call(auth.signOut);
      yield put(signInFailed({ message: NOT_ADMIN }));
      return false;
    }
    return (yield call(completeSignIn, profile, options)) as boolean;
  } catch (error) {
    if (error instanceof IncorrectBrandError) {
      yield call(handleIncorrectBrand, error.source);
      return false;
    }
    const flags = (yield select(selectFlags)) as ReturnType<typeof selectFlags>;
    if (flags?.mfa && email) yield fork(reportFailedLogin, email);
    yield put(signInFailed({ message: signInErrorMessage(error) }));
    return false;
  }
}

/** Signs in with an email and a password: the login page's, and a new customer's on the application's first screen. */
function* passwordSignIn(email: string, password: string, options: { redirectTo?: string; admin?: boolean }) {
  const auth = yield* service('auth');
  function* withPassword() {
    yield call(auth.signIn, email, password);
    return (yield call(auth.currentProfile)) as AuthProfile | null;
  }
  return (yield call(signInWith, withPassword, email, options)) as boolean;
}

/** Signs in with a passkey alone: then as with a password (brand, enrollment users, agents, the page asked for). */
export function* passkeySignInSaga(action: ReturnType<typeof passkeySignInRequested>) {
  const { email, redirectTo, admin } = action.payload;
  const auth = yield* service('auth');
  function* withPasskey() {
    try {
      yield call(auth.signInWithPasskey, email);
    } catch (error) {
      throw new Error(passkeySignInMessage(error), { cause: error });
    }
    return (yield call(auth.currentProfile)) as AuthProfile | null;
  }
  yield call(signInWith, withPasskey, email, { redirectTo, admin });
}

export function* signInSaga(action: ReturnType<typeof signInRequested>) {
  const { email, password, redirectTo, admin } = action.payload;
  yield call(passwordSignIn, email, password, { redirectTo, admin });
}

/** A new customer made their login on the application's first screen: the same sign-in, then the application is told. */
export function* newCustomerSignInSaga(action: ReturnType<typeof newCustomerSigningIn>) {
  const { email, password, redirectTo } = action.payload;
  const signedIn = (yield call(passwordSignIn, email, password, { redirectTo })) as boolean;
  yield put(newCustomerSignInSettled({ signedIn }));
}

/** An agent starts acting for a customer (by email) or viewing one (by screen-share code): one way in, one refusal. */
function* beginActing(begin: typeof startActing | typeof joinScreenShare, argument: string) {
  const isAdmin = (yield select((s: RootState) => s.auth.isAdmin)) as boolean;
  if (!isAdmin) {
    yield put(actingFailed(NOT_ADMIN));
    return;
  }
  try {
    const acting = (yield call(begin, argument)) as ActingCustomer;
    yield call(applyActing, acting);
  } catch (error) {
    yield put(actingFailed((error as { message?: string }).message ?? SIGN_IN_ERROR));
  }
}

export function* actAsSaga(action: ReturnType<typeof actAsRequested>) {
  yield call(beginActing, startActing, action.payload.trim().toLowerCase());
}

/** An agent joins a customer's screen share: from then on views the customer's pages, read-only. */
export function* joinScreenShareSaga(action: ReturnType<typeof joinScreenShareRequested>) {
  yield call(beginActing, joinScreenShare, action.payload.replace(/\D/g, ''));
}

export function* stopActingSaga() {
  const auth = yield* service('auth');
  try {
    yield call(stopActing);
    const profile = (yield call(auth.currentProfile)) as AuthProfile | null;
    yield call(forgetGraphqlCache);
    yield put(actingStopped({ firstName: profile?.firstName ?? '', lastName: profile?.lastName ?? '' }));
  } catch (error) {
    yield put(actingFailed((error as { message?: string }).message ?? SIGN_IN_ERROR));
  }
}
