// Enrollment (account-access spec, sections 2, 4 and 8; issue 4). The personal form signs up an enrollment
// user (sign-up attributes: email, custom source and brand, name, family name, isPasswordless) and signs it
// in; prepareForEnrollment finds the customer's record; then each state has its page:
//   SEARCH_ENROLLMENT /enrollment/personal-form, NEEDS_RESIDENTIAL_INFO /residential-form,
//   NEEDS_OTP_VERIFICATION /otp-send-code then /otp-verify-code, NEEDS_EMAIL_VERIFICATION /email-verification,
//   APPROVED /success, THANK_YOU /thank-you, ERROR /error, and DENIED by result: CUSTOMER_NOT_FOUND
//   /no-record-located, USER_ALREADY_EXISTS /customer-already-in-use, EMAIL_INELIGIBLE
//   /email-verification-not-eligible, OTP_FAILED /otp-failed, EMAIL_FAILED /email-verification-failed.
// A sign-up whose email has a login goes on with that login when it is an unfinished enrollment with the
// same password (the server kept its state); otherwise /email-already-in-use. A sign-up error is classified as
// section 8 says (src/lib/signUpErrors.ts). The enrollment session ends on every final page.
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { EnrollmentResult, EnrollmentState } from '../../api/generated/graphql';
import { logDetails, logError } from '../../api/logRequests';
import { messageOfError, type ApiError } from '../../lib/apiError';
import { classifySignUpError, SIGN_UP_ERROR } from '../../lib/signUpErrors';
import { digitsOf } from '../../lib/validation/enrollmentSchemas';
import { IDENTITY_GROUPS } from '../../services/authService';
import { enrollmentSessionEnded, enrollmentSessionStarted } from '../../events/enrollmentEvents';
import { service } from '../../store/sagaServices';
import { selectBrand } from '../../store/selectors';
import {
  checkEmail,
  checkPhone,
  findPhone,
  resendCode,
  sendEmailCode,
  sendToPhone,
  watchResendWait,
  type CodeFlow,
  type CodeOutcome,
} from '../../verification/codeSagas';
import { addressMismatchMessage, PASSWORDLESS_MESSAGE } from './enrollmentMessages';
import { pageFor } from './enrollmentPages';
import {
  confirmAddress,
  fetchCustomerSearch,
  fetchEnrollmentStatus,
  prepareEnrollment,
  type CustomerSearch,
  type EnrollmentStatus,
} from './enrollmentEndpoints';
import {
  addressRefused,
  customerFound,
  emailCodeEntered,
  emailStepOpened,
  enrollmentEmailKept,
  enrollmentMoved,
  enrollmentRefused,
  enrollmentRestarted,
  personalFormSubmitted,
  phoneCodeEntered,
  phoneCodeRequested,
  phoneFound,
  phoneStepOpened,
  resendRequested,
  residentialFormSubmitted,
  codeStepFailed,
  enrollmentSlice,
  selectEnrollment,
  type EnrollmentSliceState,
} from './enrollmentSlice';
import { enrollmentPaths } from '../../config/enrollmentPaths';

/** Enrollment's codes: the enrollment slice's code-entry actions; each move to a new state abandons the resend wait. */
export const ENROLLMENT_CODES: CodeFlow = { actions: enrollmentSlice.actions, abandonedBy: enrollmentMoved.type };

const FINAL: EnrollmentState[] = ['APPROVED', 'DENIED', 'THANK_YOU', 'ERROR'];
const messageOf = (error: unknown) => (error as { message?: string } | null)?.message ?? 'unknown error';
/** A refusal the person reads on the form: bad input, too many tries, or too many lookups from here. */
const isBadRequest = (error: unknown) =>
  ['BAD_REQUEST', 'RATE_LIMITED'].includes((error as ApiError | null)?.code ?? '');

/** Ends the enrollment session in this browser (and at the identity provider when it still can). */
function* endEnrollmentSession() {
  const auth = yield* service('auth');
  try {
    yield call(auth.signOut);
  } catch {
    yield call(auth.signOut, { local: true });
  }
  yield put(enrollmentSessionEnded());
}

/** Records where the enrollment stands and shows its page; a final state ends the enrollment session. */
export function* moveTo(status: {
  enrollmentId: string | null;
  state: EnrollmentState;
  result: EnrollmentResult | null;
  attemptsLeft?: number | null;
}) {
  const navigate = yield* service('navigate');
  yield put(enrollmentMoved({ ...status, enrollmentId: status.enrollmentId ?? '' }));
  if (FINAL.includes(status.state)) yield call(endEnrollmentSession);
  yield call(navigate.navigate, pageFor(status.state, status.result));
}

function* failed(context: string, error: unknown) {
  yield call(logError, `Enrollment: ${context} failed: ${messageOf(error)}`);
  const { enrollmentId } = (yield select(selectEnrollment)) as EnrollmentSliceState;
  yield call(moveTo, { enrollmentId, state: 'ERROR', result: null });
}

/** Signs in with the sign-up's email and password: true when that login is an unfinished enrollment. */
function* signInToEnrollment(email: string, password: string) {
  const auth = yield* service('auth');
  try {
    yield call(auth.signIn, email, password);
  } catch {
    return false;
  }
  const profile = (yield call(auth.currentProfile)) as { groups: string[] } | null;
  if (profile?.groups.includes(IDENTITY_GROUPS.enrollment)) return true;
  yield call(auth.signOut, { local: true });
  return false;
}

export function* personalFormSaga(action: ReturnType<typeof personalFormSubmitted>) {
  const auth = yield* service('auth');
  const navigate = yield* service('navigate');
  const brand = (yield select(selectBrand)) as ReturnType<typeof selectBrand>;
  const email = action.payload.email.trim().toLowerCase();
  const { password, dateOfBirth } = action.payload;
  yield put(enrollmentEmailKept(email));
  let carriesOn = false;
  try {
    yield call(auth.signUp, {
      email,
      password,
      firstName: action.payload.firstName.trim(),
      lastName: action.payload.lastName.trim(),
      customSource: brand.idpSource,
      customBrand: brand.key,
      isPasswordless: false,
      flow: 'enrollment',
    });
  } catch (error) {
    const failure = classifySignUpError(error, 'signUp');
    // The error's name and the classification, never the form's data (the message can carry the email).
    yield call(logDetails, 'Enrollment: sign-up failed', {
      step: 'signUp',
      error: (error as { name?: string } | null)?.name ?? 'unknown',
      failure,
    });
    if (failure.isPasswordless) {
      yield put(enrollmentRefused({ message: PASSWORDLESS_MESSAGE, passwordless: true }));
      return;
    }
    if (!failure.userExists) {
      yield put(enrollmentRefused({ message: failure.message ?? SIGN_UP_ERROR }));
      return;
    }
    carriesOn = (yield call(signInToEnrollment, email, password)) as boolean;
    if (!carriesOn) {
      yield put(enrollmentRestarted());
      yield put(enrollmentEmailKept(email));
      yield call(navigate.navigate, enrollmentPaths.emailAlreadyInUse.href());
      return;
    }
  }
  try {
    if (!carriesOn) yield call(auth.signIn, email, password);
    yield put(enrollmentSessionStarted());
    const earlier = carriesOn ? ((yield call(fetchEnrollmentStatus)) as EnrollmentStatus | null) : null;
    const status =
      earlier && !FINAL.includes(earlier.state)
        ? earlier
        : ((yield call(prepareEnrollment, { ssn: digitsOf(action.payload.ssn), dateOfBirth })) as EnrollmentStatus);
    if (status.state !== 'DENIED') {
      const found = (yield call(fetchCustomerSearch)) as CustomerSearch;
      yield put(customerFound({ firstName: found.firstName }));
    }
    yield call(moveTo, status);
  } catch (error) {
    if (isBadRequest(error)) yield put(enrollmentRefused({ message: messageOfError(error, 'unknown error') }));
    else yield call(failed, 'the search', error);
  }
}

export function* residentialFormSaga(action: ReturnType<typeof residentialFormSubmitted>) {
  const { enrollmentId } = (yield select(selectEnrollment)) as EnrollmentSliceState;
  if (!enrollmentId) return;
  try {
    const status = (yield call(confirmAddress, {
      enrollmentId,
      addressLine1: action.payload.addressLine1.trim(),
      zipCode: action.payload.zipCode,
      phone: digitsOf(action.payload.phone),
    })) as EnrollmentStatus;
    if (status.state === 'NEEDS_RESIDENTIAL_INFO') {
      const attemptsLeft = status.attemptsLeft ?? 0;
      yield put(addressRefused({ attemptsLeft, message: addressMismatchMessage(attemptsLeft) }));
    } else yield call(moveTo, status);
  } catch (error) {
    if (isBadRequest(error)) yield put(codeStepFailed(messageOfError(error, 'unknown error')));
    else yield call(failed, 'the address check', error);
  }
}

export function* phoneStepSaga() {
  const { enrollmentId } = (yield select(selectEnrollment)) as EnrollmentSliceState;
  if (!enrollmentId) return;
  try {
    const masked = (yield call(findPhone, { enrollmentId })) as string | null;
    yield put(phoneFound({ masked }));
  } catch (error) {
    yield call(failed, 'finding the phone', error);
  }
}

export function* phoneCodeRequestSaga() {
  const navigate = yield* service('navigate');
  const { enrollmentId } = (yield select(selectEnrollment)) as EnrollmentSliceState;
  if (!enrollmentId) return;
  const sent = (yield call(sendToPhone, ENROLLMENT_CODES, { enrollmentId }, false)) as boolean;
  if (sent) yield call(navigate.navigate, enrollmentPaths.otpVerifyCode.href());
}

export function* phoneCodeSaga(action: ReturnType<typeof phoneCodeEntered>) {
  const { enrollmentId } = (yield select(selectEnrollment)) as EnrollmentSliceState;
  if (!enrollmentId) return;
  try {
    const outcome = (yield call(checkPhone, ENROLLMENT_CODES, { enrollmentId }, action.payload.code)) as CodeOutcome;
    if (outcome === 'passed')
      yield call(moveTo, { enrollmentId, state: 'NEEDS_EMAIL_VERIFICATION', result: 'OTP_VERIFIED' });
    else if (outcome !== 'retry') yield call(moveTo, { enrollmentId, state: 'DENIED', result: 'OTP_FAILED' });
  } catch (error) {
    yield call(failed, 'the phone code check', error);
  }
}

export function* emailStepSaga() {
  const { enrollmentId } = (yield select(selectEnrollment)) as EnrollmentSliceState;
  if (!enrollmentId) return;
  try {
    yield call(sendEmailCode, ENROLLMENT_CODES, { enrollmentId });
  } catch (error) {
    yield call(failed, 'sending the email code', error);
  }
}

export function* emailCodeSaga(action: ReturnType<typeof emailCodeEntered>) {
  const { enrollmentId, emailCode } = (yield select(selectEnrollment)) as EnrollmentSliceState;
  if (!enrollmentId || !emailCode) return;
  try {
    const outcome = (yield call(
      checkEmail,
      ENROLLMENT_CODES,
      { enrollmentId },
      emailCode,
      action.payload.code,
    )) as CodeOutcome;
    if (outcome === 'passed') yield call(moveTo, { enrollmentId, state: 'APPROVED', result: 'EMAIL_VERIFIED' });
    else if (outcome !== 'retry') yield call(moveTo, { enrollmentId, state: 'DENIED', result: 'EMAIL_FAILED' });
  } catch (error) {
    yield call(failed, 'the email code check', error);
  }
}

export function* resendSaga(action: ReturnType<typeof resendRequested>) {
  const { enrollmentId } = (yield select(selectEnrollment)) as EnrollmentSliceState;
  if (enrollmentId) yield call(resendCode, ENROLLMENT_CODES, { enrollmentId }, action.payload);
}

export function* enrollmentSagas() {
  yield all([
    takeLeading(personalFormSubmitted.type, personalFormSaga),
    takeLeading(residentialFormSubmitted.type, residentialFormSaga),
    takeLatest(phoneStepOpened.type, phoneStepSaga),
    takeLeading(phoneCodeRequested.type, phoneCodeRequestSaga),
    takeLeading(phoneCodeEntered.type, phoneCodeSaga),
    takeLatest(emailStepOpened.type, emailStepSaga),
    takeLeading(emailCodeEntered.type, emailCodeSaga),
    takeLeading(resendRequested.type, resendSaga),
    watchResendWait(ENROLLMENT_CODES),
  ]);
}
