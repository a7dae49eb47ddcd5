// What the one-time code screens show, shared by the multi-factor check and enrollment: the email code in
// flight (ids only), the masked phone and whether a code went to it, the message and notice, the resend link,
// and a count of refused codes (the code field starts empty after each). Each feature's slice keeps these
// fields and spreads these case reducers.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Message } from '../lib/apiError';
import { RESEND_NOTICE } from './verificationMessages';

export interface CodeEntryState {
  emailCode: { emailVerificationId: string; sessionId: string } | null;
  phone: { masked: string | null; sent: boolean };
  submitting: boolean;
  error: Message | null;
  notice: string | null;
  resendVisible: boolean;
  failures: number;
}

export const initialCodeEntryState: CodeEntryState = {
  emailCode: null,
  phone: { masked: null, sent: false },
  submitting: false,
  error: null,
  notice: null,
  resendVisible: false,
  failures: 0,
};

export const codeEntryReducers = {
  emailCodeSent(state: CodeEntryState, action: PayloadAction<{ emailVerificationId: string; sessionId: string }>) {
    state.emailCode = action.payload;
  },
  emailCodeResent(state: CodeEntryState, action: PayloadAction<{ sessionId: string }>) {
    if (state.emailCode) state.emailCode.sessionId = action.payload.sessionId;
    state.submitting = false;
    state.error = null;
    state.notice = RESEND_NOTICE;
    state.resendVisible = false;
  },
  phoneCodeSent(state: CodeEntryState, action: PayloadAction<{ masked: string | null; resent: boolean }>) {
    state.submitting = false;
    state.error = null;
    state.phone = { masked: action.payload.masked ?? state.phone.masked, sent: true };
    state.notice = action.payload.resent ? RESEND_NOTICE : null;
    state.resendVisible = false;
  },
  /** A wrong code (or one that ran out, for phone codes): the message, and an empty form. */
  codeRefused(state: CodeEntryState, action: PayloadAction<Message>) {
    state.submitting = false;
    state.error = action.payload;
    state.failures += 1;
  },
  /** A send or resend was refused (a wait, no phone on file): the message; the form is kept. */
  codeStepFailed(state: CodeEntryState, action: PayloadAction<Message>) {
    state.submitting = false;
    state.error = action.payload;
  },
  resendAvailable(state: CodeEntryState) {
    state.resendVisible = true;
  },
};

/** The start of a try: busy, no message. */
export function codeSubmitting(state: CodeEntryState) {
  state.submitting = true;
  state.error = null;
  state.notice = null;
}
