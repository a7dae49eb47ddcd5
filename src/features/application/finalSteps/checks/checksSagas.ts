// /otp and /identity (issue 14), before the submission:
// - /otp: the mobile number verified by a code texted to it (the verification module's phone steps, the application
//   as the codes' owner: OTP_VALID passes, OTP_EXPIRED asks for a new code, OTP_EXCEEDED ends at
//   /mfa/verification-failed), or by the carrier's check: `generateBokuEVURL` gives the stand-in's page, which
//   brings the applicant back to /otp?carrier=... .
// - /identity: the scan starts (a user token) and the applicant goes to the document scan's page (the Intellicheck
//   stand-in), which brings them back to /identity/verify; there the result is read. Opting out goes to /submit with
//   the ID to be shown another way.
// Passing a check saves the next page as the place to resume.
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { applicationPaths } from '../../../../config/applicationPaths';
import { phoneToVerify } from '../../../../lib/rules/phoneToVerify';
import { service } from '../../../../store/sagaServices';
import { saveRememberedDevice } from '../../../../verification/verificationEndpoints';
import {
  checkPhone,
  findPhone,
  resendCode,
  sendToPhone,
  watchResendWait,
  type CodeFlow,
  type CodeOutcome,
} from '../../../../verification/codeSagas';
import {
  fetchApplicationById,
  fetchCarrierCheckLink,
  fetchIdentityCheck,
  optOutOfIdentityCheck,
  startIdentityCheck,
  type ApplicationRecord,
  type IdentityCheck,
} from '../../applicationEndpoints';
import { APPLICATION_TEXT } from '../../applicationText';
import { currentRecord, isRefusal, messageOf, moveOn } from '../../flowEffects';
import {
  carrierCheckRequested,
  codeRefused,
  codeStepFailed,
  codeSubmitted,
  emailCodeResent,
  emailCodeSent,
  identityContinued,
  identityLoaded,
  identityLoading,
  identityOptOutConfirmed,
  identityResultOpened,
  identityScanRequested,
  identityStepFailed,
  leaveFailed,
  leavingForStandIn,
  otpContinued,
  otpOpened,
  phoneCodeEntered,
  phoneCodeRequested,
  phoneCodeSent,
  phoneResendRequested,
  phoneShown,
  rememberDeviceAnswered,
  rememberDeviceSaving,
  rememberDeviceSettled,
  resendAvailable,
} from './checksSlice';
import { CHECKS_TEXT } from './checksText';

const page = applicationPaths;

/** The document scan's page for a scan's user token (the local stand-in for Intellicheck's capture). */
export const idScanUrl = (userToken: string) => `/stand-in/id-scan/${encodeURIComponent(userToken)}`;

const CHECK_CODES: CodeFlow = {
  actions: { emailCodeSent, emailCodeResent, phoneCodeSent, codeRefused, codeStepFailed, resendAvailable },
  abandonedBy: otpOpened.type,
};

const refusedOr = (error: unknown, otherwise: string) =>
  isRefusal(error) && messageOf(error) ? messageOf(error) : otherwise;

const CARRIER_MESSAGE = { unconfirmed: CHECKS_TEXT.carrierUnconfirmed, expired: CHECKS_TEXT.carrierExpired } as const;

export function* otpOpenedSaga(action: ReturnType<typeof otpOpened>) {
  const record = yield* currentRecord();
  if (!record || record.phoneVerification?.verified) return;
  const carrier = action.payload.carrier;
  const error = carrier === 'unconfirmed' || carrier === 'expired' ? CARRIER_MESSAGE[carrier] : null;
  try {
    const masked = (yield call(findPhone, { applicationId: record.id })) as string | null;
    yield put(phoneShown({ masked, error }));
  } catch (failure) {
    yield put(
      phoneShown({
        masked: record.phoneVerification?.phoneNumberMasked ?? null,
        error: refusedOr(failure, error ?? APPLICATION_TEXT.loadFailed),
      }),
    );
  }
}

export function* phoneCodeRequestSaga() {
  const record = yield* currentRecord();
  if (record) yield call(sendToPhone, CHECK_CODES, { applicationId: record.id }, false);
}

export function* phoneResendSaga() {
  const record = yield* currentRecord();
  if (record) yield call(resendCode, CHECK_CODES, { applicationId: record.id }, 'phone');
}

/** The application as saved now (the check recorded the number), and on to the photo ID. */
function* passedPhone(record: ApplicationRecord) {
  const fresh = ((yield call(fetchApplicationById, { id: record.id })) as ApplicationRecord | null) ?? record;
  yield call(moveOn, fresh, 'IDENTITY');
}

export function* phoneCodeSaga(action: ReturnType<typeof phoneCodeEntered>) {
  const record = yield* currentRecord();
  if (!record) return;
  const navigate = yield* service('navigate');
  yield put(codeSubmitted());
  try {
    const outcome = (yield call(
      checkPhone,
      CHECK_CODES,
      { applicationId: record.id },
      action.payload.code,
    )) as CodeOutcome;
    if (outcome === 'passed') yield call(passedPhone, record);
    else if (outcome === 'exceeded') yield call(navigate.navigate, page.verificationFailed.href(), { replace: true });
  } catch (error) {
    yield put(codeStepFailed(refusedOr(error, APPLICATION_TEXT.saveFailed)));
  }
}

/** Off to the carrier's check (it comes back to /otp?carrier=...). */
export function* carrierCheckSaga() {
  const record = yield* currentRecord();
  if (!record) return;
  const phoneNumber = phoneToVerify(record.contactInformation?.phones);
  if (!phoneNumber) {
    yield put(leaveFailed({ step: 'otp', message: CHECKS_TEXT.noPhone }));
    return;
  }
  const navigate = yield* service('navigate');
  yield put(leavingForStandIn());
  try {
    const url = (yield call(fetchCarrierCheckLink, { applicationId: record.id, phoneNumber })) as string;
    yield call(navigate.leave, url);
  } catch (error) {
    yield put(leaveFailed({ step: 'otp', message: refusedOr(error, APPLICATION_TEXT.saveFailed) }));
  }
}

export function* otpContinueSaga() {
  const record = yield* currentRecord();
  if (record?.phoneVerification?.verified) yield call(moveOn, record, 'IDENTITY');
}

/** A new scan, and off to the document scan's page (it comes back to /identity/verify). */
export function* identityScanSaga() {
  const record = yield* currentRecord();
  if (!record) return;
  const navigate = yield* service('navigate');
  yield put(leavingForStandIn());
  try {
    const check = (yield call(startIdentityCheck, { applicationId: record.id })) as IdentityCheck;
    yield put(identityLoaded());
    if (check.status === 'PENDING' && check.userToken) yield call(navigate.leave, idScanUrl(check.userToken));
    else if (check.status === 'VERIFIED') yield call(navigate.navigate, page.identity.verify.href());
  } catch (error) {
    yield put(identityStepFailed(refusedOr(error, APPLICATION_TEXT.saveFailed)));
  }
}

export function* identityResultSaga() {
  const record = yield* currentRecord();
  if (!record) return;
  yield put(identityLoading());
  try {
    // The read keeps the record's check (applicationEndpoints.ts).
    yield call(fetchIdentityCheck, { applicationId: record.id });
    yield put(identityLoaded());
  } catch {
    yield put(identityStepFailed(APPLICATION_TEXT.loadFailed));
  }
}

export function* identityContinueSaga() {
  const record = yield* currentRecord();
  if (!record) return;
  try {
    yield call(moveOn, record, 'AGREEMENTS');
  } catch (error) {
    yield put(identityStepFailed(refusedOr(error, APPLICATION_TEXT.saveFailed)));
  }
}

export function* identityOptOutSaga() {
  const record = yield* currentRecord();
  if (!record) return;
  try {
    const check = (yield call(optOutOfIdentityCheck, { applicationId: record.id })) as IdentityCheck;
    yield put(identityLoaded());
    yield call(moveOn, { ...record, identityVerification: check }, 'AGREEMENTS');
  } catch (error) {
    yield put(identityStepFailed(refusedOr(error, APPLICATION_TEXT.saveFailed)));
  }
}

/** Spec 4.8: accept saves the device with the application id and the fingerprint (never kept); decline dismisses. */
export function* rememberDeviceSaga(action: ReturnType<typeof rememberDeviceAnswered>) {
  const record = yield* currentRecord();
  if (!action.payload.accept || !record) {
    yield put(rememberDeviceSettled());
    return;
  }
  const fingerprint = yield* service('fingerprint');
  yield put(rememberDeviceSaving());
  try {
    const blackBox = (yield call(fingerprint.blackBox)) as string;
    yield call(saveRememberedDevice, { applicationId: record.id, blackBox, mfaId: null });
  } catch {
    // Remembering is a convenience: if it fails, the next sign-in asks for a code as before.
  }
  yield put(rememberDeviceSettled());
}

export function* checksSagas() {
  yield takeLeading(rememberDeviceAnswered.type, rememberDeviceSaga);
  yield takeLatest(otpOpened.type, otpOpenedSaga);
  yield takeLeading(phoneCodeRequested.type, phoneCodeRequestSaga);
  yield takeLeading(phoneResendRequested.type, phoneResendSaga);
  yield takeLeading(phoneCodeEntered.type, phoneCodeSaga);
  yield takeLeading(carrierCheckRequested.type, carrierCheckSaga);
  yield takeLeading(otpContinued.type, otpContinueSaga);
  yield takeLeading(identityScanRequested.type, identityScanSaga);
  yield takeLatest(identityResultOpened.type, identityResultSaga);
  yield takeLeading(identityContinued.type, identityContinueSaga);
  yield takeLeading(identityOptOutConfirmed.type, identityOptOutSaga);
  yield watchResendWait(CHECK_CODES);
}
