// The multi-factor check after sign-in (account-access spec, sections 2, 4 and 8): the decision, the step the
// customer is on, and what the code screens show. Serialisable; never a code or the device fingerprint.
// Emptied on sign-out with the rest of the store (rootReducer).
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { MfaDecision } from '../../api/generated/graphql';
import {
  codeEntryReducers,
  codeSubmitting,
  initialCodeEntryState,
  type CodeEntryState,
} from '../../verification/codeEntryState';
import { rootReducer, type RootState } from '../../store/rootReducer';

/** checking: asking for the decision; email / phone: a code screen; rememberDevice: the modal; error: a call failed. */
export type MfaStep = 'idle' | 'checking' | 'email' | 'phone' | 'rememberDevice' | 'done' | 'error';

export interface MfaState extends CodeEntryState {
  step: MfaStep;
  mfaId: string | null;
  decision: MfaDecision | null;
  /** Where the customer was going (a path inside this site). */
  from: string;
}

export const initialMfaState: MfaState = {
  step: 'idle',
  mfaId: null,
  decision: null,
  from: '/',
  ...initialCodeEntryState,
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
    phoneStepShown(state, action: PayloadAction<{ masked: string | null; sent: boolean }>) {
      codeScreen(state, 'phone');
      state.phone = action.payload;
    },
    ...codeEntryReducers,
    codeSubmitted: codeSubmitting,
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
    builder.addCase(phoneCodeRequested, codeSubmitting);
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
  codeStepFailed,
  resendAvailable,
  rememberDeviceOffered,
  rememberDeviceSubmitted,
  mfaFinished,
  mfaErrored,
} = mfaSlice.actions;

// Loaded with the mfa chunk: injected when this module is evaluated; read with selectMfa (its initial state until then).
declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazySlices extends WithSlice<typeof mfaSlice> {}
}

const injected = mfaSlice.injectInto(rootReducer);
export const selectMfa = (state: RootState) => injected.selectSlice(state);
