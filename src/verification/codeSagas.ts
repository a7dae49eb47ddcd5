// The one-time code steps every owner of codes shares (the multi-factor check, enrollment, and next the
// application's /otp step): sending to the phone and resending, asking for an email code, checking a code and
// mapping its status, and the wait before the resend link shows. Each owner passes its CodeFlow (whose codes,
// and its slice's code-entry actions) and decides itself what a passed or failed check means.
import { messageOfError, type Message } from '../lib/apiError';
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { waitForResend } from './resendWait';
import {
  checkEmailCode,
  checkPhoneCode,
  findPhoneCode,
  requestEmailCode,
  resendEmailCode,
  sendPhoneCode,
  type CodeOwner,
  type EmailCodeOwner,
  type EmailCodeIds,
  type EmailCodeResult,
  type PhoneCodeResult,
  type PhoneCodeState,
} from './verificationEndpoints';
import { PHONE_CODE_EXPIRED, WRONG_CODE } from './verificationMessages';

/** The code-entry actions of an owner's slice (the case reducers of codeEntryState.ts, spread into it). */
type Creator<P extends unknown[]> = ((...payload: P) => UnknownAction) & { type: string };

export interface CodeEntryActions {
  emailCodeSent: Creator<[ids: { emailVerificationId: string; sessionId: string }]>;
  emailCodeResent: Creator<[payload: { sessionId: string }]>;
  phoneCodeSent: Creator<[payload: { masked: string | null; resent: boolean }]>;
  codeRefused: Creator<[message: Message]>;
  codeStepFailed: Creator<[message: Message]>;
  resendAvailable: Creator<[]>;
}

export interface CodeFlow {
  actions: CodeEntryActions;
  /** The action type that abandons a running resend wait (a new check, a new enrollment step). */
  abandonedBy: string;
}

/** What a checked code means to its owner; on 'retry' the message is already shown and the form emptied. */
export type CodeOutcome = 'passed' | 'retry' | 'expired' | 'exceeded';

/** Asks for a code by email; a failed call throws (the owner decides what that means). */
export function* sendEmailCode(flow: CodeFlow, owner: EmailCodeOwner) {
  const ids = (yield call(requestEmailCode, owner)) as EmailCodeIds;
  yield put(flow.actions.emailCodeSent(ids));
}

/** The masked number a code would go to (none is sent); a failed call throws. */
export function* findPhone(owner: CodeOwner) {
  const found = (yield call(findPhoneCode, owner)) as PhoneCodeState;
  return found.phoneNumberMasked;
}

/** Sends a code to the phone, the first or again: true when sent; a refusal (a wait, no phone) is shown. */
export function* sendToPhone(flow: CodeFlow, owner: CodeOwner, resent: boolean) {
  try {
    const sent = (yield call(sendPhoneCode, owner)) as PhoneCodeState;
    yield put(flow.actions.phoneCodeSent({ masked: sent.phoneNumberMasked, resent }));
    return true;
  } catch (error) {
    yield put(flow.actions.codeStepFailed(messageOfError(error, 'unknown error')));
    return false;
  }
}

/** The resend link: a new code by the channel on screen; a refusal is shown and the form kept. */
export function* resendCode(flow: CodeFlow, owner: CodeOwner, channel: 'email' | 'phone') {
  // An application's codes go by phone only.
  if (channel === 'phone' || 'applicationId' in owner) {
    yield call(sendToPhone, flow, owner, true);
    return;
  }
  try {
    const resent = (yield call(resendEmailCode, owner)) as { sessionId: string | null };
    if (resent.sessionId) yield put(flow.actions.emailCodeResent({ sessionId: resent.sessionId }));
  } catch (error) {
    yield put(flow.actions.codeStepFailed(messageOfError(error, 'unknown error')));
  }
}

/**
 * Checks a code sent to the phone: OTP_VALID passes; OTP_EXCEEDED is final; OTP_EXPIRED asks for a new code
 * (and shows the resend link now); anything else is a wrong code. A failed call throws.
 */
export function* checkPhone(flow: CodeFlow, owner: CodeOwner, code: string) {
  const result = (yield call(checkPhoneCode, { ...owner, verificationCode: code.trim() })) as PhoneCodeResult;
  if (result.status === 'OTP_VALID') return 'passed' satisfies CodeOutcome;
  if (result.status === 'OTP_EXCEEDED') return 'exceeded' satisfies CodeOutcome;
  if (result.status === 'OTP_EXPIRED') {
    yield put(flow.actions.codeRefused(PHONE_CODE_EXPIRED));
    yield put(flow.actions.resendAvailable());
  } else {
    yield put(flow.actions.codeRefused(WRONG_CODE));
  }
  return 'retry' satisfies CodeOutcome;
}

/** Checks a code sent by email: APPROVED passes; PENDING is a wrong code; EXPIRED and the rest are final. */
export function* checkEmail(
  flow: CodeFlow,
  owner: EmailCodeOwner,
  emailCode: { emailVerificationId: string; sessionId: string },
  code: string,
) {
  const result = (yield call(checkEmailCode, {
    ...owner,
    ...emailCode,
    verificationCode: code.trim(),
  })) as EmailCodeResult;
  if (result.status === 'APPROVED') return 'passed' satisfies CodeOutcome;
  if (result.status === 'PENDING') {
    yield put(flow.actions.codeRefused(WRONG_CODE));
    return 'retry' satisfies CodeOutcome;
  }
  return (result.status === 'EXPIRED' ? 'expired' : 'exceeded') satisfies CodeOutcome;
}

/** The resend link shows after the wait; each code sent restarts it. */
export function* resendWaitSaga(flow: CodeFlow) {
  yield call(waitForResend, flow.actions.resendAvailable(), flow.abandonedBy);
}

/** The owner's watcher for the resend wait (run inside its root saga's all([...])): every code sent restarts it. */
export function watchResendWait(flow: CodeFlow) {
  const { emailCodeSent, emailCodeResent, phoneCodeSent } = flow.actions;
  return takeLatest([emailCodeSent.type, emailCodeResent.type, phoneCodeSent.type], resendWaitSaga, flow);
}
