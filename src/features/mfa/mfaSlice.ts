// The multi-factor check after sign-in (account-access spec, sections 2, 4 and 8): the decision, the step the
// customer is on, and what the code screens show. Serialisable; never a code or the device fingerprint.
// Emptied on sign-out with the rest of the store (rootReducer).
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MfaDecision } from '../../api/generated/graphql';
import { RESEND_NOTICE } from '../../lib/verificationMessages';

/** checking: asking for the decision; email / phone: a code screen; rememberDevice: the modal; error: a call failed. */
export type MfaStep = 'idle' | 'checking' | 'email' | 'phone' | 'rememberDevice' | 'done' | 'error';

export interface MfaState {
  step: MfaStep;
  mfaId: string | null;
  decision: MfaDecision | null;
  /** Where the customer was going (a path inside this site). */
  from: string;
  /** The email code in flight (ids only). */
  emailCode: { emailVerificationId: string; sessionId: string } | null;
  /** The phone number codes go to, masked by the server; whether a code has gone to it. */
  phone: { masked: string | null; sent: boolean };
  submitting: boolean;
  /** The red message on the code screen. */
  error: string | null;
  /** A polite notice (the resend notice, a verified phone). */
  notice: string | null;
  /** The resend link is hidden until the wait of the flag timeouts.verification.otp_email has passed. */
  resendVisible: boolean;
  /** Counts refused codes: the code form starts empty after each. */
  failures: number;
}

export const initialMfaState: MfaState = {
  step: 'idle',
  mfaId: null,
  decision: null,
  from: '/',
  emailCode: null,
  phone: { masked: null, sent: false },
  submitting: false,
  error: null,
  notice: null,
  resendVisible: false,
  failures: 0,
};


/** What the customer does on the check's screens. */
export const emailCodeEntered = createAction<{ code: string; rememberDevice: boolean }>('mfa/emailCodeEntered');
export const phoneCodeEntered = createAction<{ code: string }>('mfa/phoneCodeEntered');
export const resendRequested = createAction('mfa/resendRequested');
export const phoneCodeRequested = createAction('mfa/phoneCodeRequested');
/** OTP_PHONE_EMAIL: the customer switches between a code by phone and a code by email. */
export const channelChosen = createAction<'email' | 'phone'>('mfa/channelChosen');
export const rememberDeviceAnswered = createAction<{ accept: boolean }>('mfa/rememberDeviceAnswered');

const codeScreen = (state: MfaState, step: 'email' | 'phone') => {
  state.step = step;
  state.submitting = false;
  state.error = null;
  state.notice = null;
  state.resendVisible = false;
};

export const mfaSlice = createSlice({
  name: 'mfa',
  initialState: initialMfaState,
  reducers: {
    mfaStarted: {
      reducer(_state, action: PayloadAction<{ from: string }>) {
        return { ...initialMfaState, step: 'checking', from: action.payload.from };
      },
      prepare: (from: string) => ({ payload: { from } }),
    },
    mfaDecided(state, action: PayloadAction<{ mfaId: string; decision: MfaDecision }>) {
      state.mfaId = action.payload.mfaId;
      state.decision = action.payload.decision;
    },
    emailStepShown(state) {
      codeScreen(state, 'email');
    },
    emailCodeSent(state, action: PayloadAction<{ emailVerificationId: string; sessionId: string }>) {
      state.emailCode = action.payload;
    },
    phoneStepShown(state, action: PayloadAction<{ masked: string | null; sent: boolean }>) {
      codeScreen(state, 'phone');
      state.phone = action.payload;
    },
    phoneCodeSent(state, action: PayloadAction<{ masked: string | null; resent: boolean }>) {
      state.submitting = false;
      state.error = null;
      state.phone = { masked: action.payload.masked ?? state.phone.masked, sent: true };
      state.notice = action.payload.resent ? RESEND_NOTICE : null;
      state.resendVisible = false;
    },
    codeSubmitted(state) {
      state.submitting = true;
      state.error = null;
      state.notice = null;
    },
    /** A wrong code (or one that ran out, for phone codes): the message, and an empty form. */
    codeRefused(state, action: PayloadAction<string>) {
      state.submitting = false;
      state.error = action.payload;
      state.failures += 1;
    },
    emailCodeResent(state, action: PayloadAction<{ sessionId: string }>) {
      if (state.emailCode) state.emailCode.sessionId = action.payload.sessionId;
      state.error = null;
      state.notice = RESEND_NOTICE;
      state.resendVisible = false;
    },
    resendFailed(state, action: PayloadAction<string>) {
      state.submitting = false;
      state.error = action.payload;
    },
    resendAvailable(state) {
      state.resendVisible = true;
    },
    rememberDeviceOffered(state) {
      state.step = 'rememberDevice';
      state.submitting = false;
      state.error = null;
    },
    rememberDeviceSubmitted(state) {
      state.submitting = true;
    },
    mfaFinished(state) {
      state.step = 'done';
      state.submitting = false;
    },
    mfaErrored(state) {
      state.step = 'error';
      state.submitting = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(phoneCodeRequested, (state) => {
      state.submitting = true;
      state.error = null;
    });
  },
});



export const {
  mfaStarted,
  mfaDecided,
  emailStepShown,
  emailCodeSent,
  phoneStepShown,
  phoneCodeSent,
  codeSubmitted,
  codeRefused,
  emailCodeResent,
  resendFailed,
  resendAvailable,
  rememberDeviceOffered,
  rememberDeviceSubmitted,
  mfaFinished,
  mfaErrored,
} = mfaSlice.actions;
