// The multi-factor check after sign-in (account-access spec, sections 2, 4 and 8; issue 4):
//   mfaChallenge(blackBox) gives the decision; BYPASS and ALLOW go on to the page asked for, DENY fails the
//   check, OTP_EMAIL shows the Email Verification screen, OTP_PHONE the phone code screen, OTP_PHONE_EMAIL
//   the email screen with 'Receive code by phone instead' (and back).
//   An email code: PENDING resets the form with the wrong-code message; APPROVED passes (remembering the
//   device when 'Remember My Device' was ticked); any other status fails the check. A phone code: OTP_VALID
//   passes and offers to remember the device; a wrong code resets the form; OTP_EXPIRED asks for a new
//   code; OTP_EXCEEDED fails the check. A thrown error moves to the error state.
// Each step is reported as a page view (/mfa/otp-email, /mfa/approved, ...). Passing and failing are told to
// the rest of the app through events/mfaEvents (the auth feature signs a failed customer out).
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { MfaChallengeQuery, MfaDecision } from '../../api/generated/graphql';
import { logError } from '../../api/logRequests';
import { virtualPages } from '../../config/paths';
import { mfaCheckFailed, mfaCheckPassed, type MfaFailure } from '../../events/mfaEvents';
import { service } from '../../store/sagaServices';
import {
  checkEmail,
  checkPhone,
  findPhone,
  resendCode,
  resendWaitSaga as codeResendWait,
  sendEmailCode,
  sendToPhone,
  watchResendWait,
  type CodeFlow,
  type CodeOutcome,
} from '../../verification/codeSagas';
import { saveRememberedDevice } from '../../verification/verificationEndpoints';
import { fetchMfaChallenge } from './mfaEndpoints';
import {
  channelChosen,
  codeSubmitted,
  emailCodeEntered,
  emailStepShown,
  mfaDecided,
  mfaErrored,
  mfaFinished,
  mfaSlice,
  mfaStarted,
  phoneCodeEntered,
  phoneCodeRequested,
  phoneStepShown,
  rememberDeviceAnswered,
  rememberDeviceOffered,
  rememberDeviceSubmitted,
  resendRequested,
  selectMfa,
  type MfaState,
} from './mfaSlice';

/** The check's codes: the mfa slice's code-entry actions; a new check abandons the resend wait. */
export const MFA_CODES: CodeFlow = { actions: mfaSlice.actions, abandonedBy: mfaStarted.type };

/** The page view of each step (the specification's MFA pages). */
export const MFA_PAGE_VIEWS = virtualPages.mfa satisfies Record<MfaDecision, string>;

function* pageView(path: string) {
  const analytics = yield* service('analytics');
  yield call(analytics.pageView, path);
}

const messageOf = (error: unknown) => (error as { message?: string } | null)?.message ?? 'unknown error';

/** The check has passed: tell the app, and go where the customer was going. */
function* pass() {
  const navigate = yield* service('navigate');
  const { from } = (yield select(selectMfa)) as MfaState;
  yield put(mfaFinished());
  yield put(mfaCheckPassed());
  yield call(navigate.navigate, from, { replace: true });
}

function* fail(reason: MfaFailure) {
  yield call(pageView, MFA_PAGE_VIEWS.DENY);
  yield put(mfaFinished());
  yield put(mfaCheckFailed({ reason }));
}

function* showEmailStep(mfaId: string) {
  yield put(emailStepShown());
  yield call(sendEmailCode, MFA_CODES, { mfaId });
}

function* showPhoneStep(mfaId: string) {
  const masked = (yield call(findPhone, { mfaId })) as string | null;
  yield put(phoneStepShown({ masked, sent: false }));
}

export function* startSaga(action: ReturnType<typeof mfaStarted>) {
  const fingerprint = yield* service('fingerprint');
  try {
    const blackBox = (yield call(fingerprint.blackBox)) as string;
    const { mfaId, decision } = (yield call(fetchMfaChallenge, blackBox)) as MfaChallengeQuery['mfaChallenge'];
    yield put(mfaDecided({ mfaId, decision }));
    if (decision === 'DENY') {
      yield call(fail, 'denied');
      return;
    }
    yield call(pageView, MFA_PAGE_VIEWS[decision]);
    if (decision === 'BYPASS' || decision === 'ALLOW') yield call(pass);
    else if (decision === 'OTP_PHONE') yield call(showPhoneStep, mfaId);
    else yield call(showEmailStep, mfaId);
  } catch (error) {
    yield call(logError, `MFA check could not start (${action.payload.from}): ${messageOf(error)}`);
    yield put(mfaErrored());
  }
}

/** Remembering is a convenience: if saving fails, the customer still goes on (and is asked again next time). */
function* rememberThisDevice(mfaId: string) {
  const fingerprint = yield* service('fingerprint');
  try {
    const blackBox = (yield call(fingerprint.blackBox)) as string;
    yield call(saveRememberedDevice, { applicationId: null, blackBox, mfaId });
    yield call(pageView, MFA_PAGE_VIEWS.rememberAccepted);
  } catch (error) {
    yield call(logError, `rememberDevice failed: ${messageOf(error)}`);
  }
}

export function* emailCodeSaga(action: ReturnType<typeof emailCodeEntered>) {
  const { mfaId, emailCode } = (yield select(selectMfa)) as MfaState;
  if (!mfaId || !emailCode) return;
  yield put(codeSubmitted());
  try {
    const outcome = (yield call(checkEmail, MFA_CODES, { mfaId }, emailCode, action.payload.code)) as CodeOutcome;
    if (outcome === 'retry') return;
    if (outcome !== 'passed') {
      yield call(fail, outcome === 'expired' ? 'expired' : 'tooManyCodes');
      return;
    }
    if (action.payload.rememberDevice) yield call(rememberThisDevice, mfaId);
    yield call(pageView, MFA_PAGE_VIEWS.ALLOW);
    yield call(pass);
  } catch (error) {
    yield call(logError, `Email code check failed: ${messageOf(error)}`);
    yield put(mfaErrored());
  }
}

export function* phoneCodeSaga(action: ReturnType<typeof phoneCodeEntered>) {
  const { mfaId } = (yield select(selectMfa)) as MfaState;
  if (!mfaId) return;
  yield put(codeSubmitted());
  try {
    const outcome = (yield call(checkPhone, MFA_CODES, { mfaId }, action.payload.code)) as CodeOutcome;
    if (outcome === 'passed') {
      yield put(rememberDeviceOffered());
      yield call(pageView, MFA_PAGE_VIEWS.rememberDevice);
    } else if (outcome !== 'retry') {
      yield call(fail, 'tooManyCodes');
    }
  } catch (error) {
    yield call(logError, `Phone code check failed: ${messageOf(error)}`);
    yield put(mfaErrored());
  }
}

export function* rememberDeviceSaga(action: ReturnType<typeof rememberDeviceAnswered>) {
  const { mfaId, step } = (yield select(selectMfa)) as MfaState;
  if (!mfaId || step !== 'rememberDevice') return;
  if (action.payload.accept) {
    yield put(rememberDeviceSubmitted());
    yield call(rememberThisDevice, mfaId);
  } else {
    yield call(pageView, MFA_PAGE_VIEWS.rememberDeclined);
  }
  yield call(pageView, MFA_PAGE_VIEWS.ALLOW);
  yield call(pass);
}

export function* phoneCodeRequestSaga() {
  const { mfaId } = (yield select(selectMfa)) as MfaState;
  if (mfaId) yield call(sendToPhone, MFA_CODES, { mfaId }, false);
}

export function* resendSaga() {
  const { mfaId, step } = (yield select(selectMfa)) as MfaState;
  if (mfaId) yield call(resendCode, MFA_CODES, { mfaId }, step === 'phone' ? 'phone' : 'email');
}

/** OTP_PHONE_EMAIL: a code by phone instead, or back to the code by email (the one in flight is kept). */
export function* channelSaga(action: ReturnType<typeof channelChosen>) {
  const { mfaId, decision } = (yield select(selectMfa)) as MfaState;
  if (!mfaId || decision !== 'OTP_PHONE_EMAIL') return;
  try {
    if (action.payload === 'phone') yield call(showPhoneStep, mfaId);
    else yield call(showEmailStep, mfaId);
  } catch (error) {
    yield call(logError, `Switching the MFA code channel failed: ${messageOf(error)}`);
    yield put(mfaErrored());
  }
}

export function* resendWaitSaga() {
  yield call(codeResendWait, MFA_CODES);
}

export function* mfaSagas() {
  yield all([
    takeLatest(mfaStarted.type, startSaga),
    takeLeading(emailCodeEntered.type, emailCodeSaga),
    takeLeading(phoneCodeEntered.type, phoneCodeSaga),
    takeLeading(rememberDeviceAnswered.type, rememberDeviceSaga),
    takeLeading(phoneCodeRequested.type, phoneCodeRequestSaga),
    takeLeading(resendRequested.type, resendSaga),
    takeLatest(channelChosen.type, channelSaga),
    watchResendWait(MFA_CODES),
  ]);
}
