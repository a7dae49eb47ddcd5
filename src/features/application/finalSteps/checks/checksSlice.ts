// /otp and /identity in the browser (issue 14): the code screen's state (shared with the multi-factor check through
// codeEntryState.ts), what the carrier's check said on the way back, whether the page is leaving for a stand-in's
// page, and how the photo-ID step's calls went (the check itself is the record's, in the API cache). Never a code or a
// phone number (only the masked one).
import type { Message } from '../../../../lib/apiError';
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import {
  codeEntryReducers,
  codeSubmitting,
  initialCodeEntryState,
  type CodeEntryState,
} from '../../../../verification/codeEntryState';
import { rootReducer, type RootState } from '../../../../store/rootReducer';

export type CarrierReturn = 'verified' | 'unconfirmed' | 'expired' | null;

export interface ChecksState extends CodeEntryState {
  /** Off to a stand-in's page (the carrier's check, the ID scan): the buttons wait. */
  leaving: boolean;
  identityStatus: 'idle' | 'loading' | 'ready' | 'failed';
  /** What went wrong with the ID step's last call (shown above its buttons). */
  identityError: Message | null;
  /** The remember-my-device modal at the end of the application (spec 4.8): asked once, until answered. */
  rememberDevice: 'ask' | 'saving' | 'answered';
}

const initialChecksState: ChecksState = {
  ...initialCodeEntryState,
  leaving: false,
  identityStatus: 'idle',
  identityError: null,
  rememberDevice: 'ask',
};

/** /otp opened (with what the carrier's check said when it brought the applicant back). */
export const otpOpened = createAction<{ carrier: CarrierReturn }>('applicationChecks/otpOpened');
export const phoneCodeRequested = createAction('applicationChecks/phoneCodeRequested');
export const phoneCodeEntered = createAction<{ code: string }>('applicationChecks/phoneCodeEntered');
export const phoneResendRequested = createAction('applicationChecks/phoneResendRequested');
export const carrierCheckRequested = createAction('applicationChecks/carrierCheckRequested');
/** The number is verified: on to the photo ID. */
export const otpContinued = createAction('applicationChecks/otpContinued');
export const identityScanRequested = createAction('applicationChecks/identityScanRequested');
/** /identity/verify opened: the scan's result is read. */
export const identityResultOpened = createAction('applicationChecks/identityResultOpened');
/** The ID is verified: on to the submission. */
export const identityContinued = createAction('applicationChecks/identityContinued');
export const identityOptOutConfirmed = createAction('applicationChecks/identityOptOutConfirmed');
/** The remember-my-device modal's answer: accept saves the device; decline or close dismisses it. */
export const rememberDeviceAnswered = createAction<{ accept: boolean }>('applicationChecks/rememberDeviceAnswered');

export const checksSlice = createSlice({
  name: 'applicationChecks',
  initialState: initialChecksState,
  reducers: {
    ...codeEntryReducers,
    codeSubmitted: codeSubmitting,
    phoneShown(state, action: PayloadAction<{ masked: string | null; error: Message | null }>) {
      state.phone = { masked: action.payload.masked, sent: false };
      state.error = action.payload.error;
      state.notice = null;
      state.submitting = false;
      state.resendVisible = false;
      state.leaving = false;
    },
    leavingForStandIn(state) {
      state.leaving = true;
      state.error = null;
      state.identityError = null;
    },
    leaveFailed(state, action: PayloadAction<{ step: 'otp' | 'identity'; message: Message }>) {
      state.leaving = false;
      if (action.payload.step === 'otp') state.error = action.payload.message;
      else state.identityError = action.payload.message;
    },
    identityLoading(state) {
      state.identityStatus = 'loading';
      state.identityError = null;
    },
    /** The check was read or changed (the record in the cache shows it). */
    identityLoaded(state) {
      state.identityStatus = 'ready';
    },
    rememberDeviceSaving(state) {
      state.rememberDevice = 'saving';
    },
    rememberDeviceSettled(state) {
      state.rememberDevice = 'answered';
    },
    identityStepFailed(state, action: PayloadAction<Message>) {
      state.identityStatus = state.identityStatus === 'loading' ? 'failed' : state.identityStatus;
      state.identityError = action.payload;
      state.leaving = false;
    },
  },
});

export const {
  emailCodeSent,
  emailCodeResent,
  phoneCodeSent,
  codeRefused,
  codeStepFailed,
  resendAvailable,
  codeSubmitted,
  phoneShown,
  leavingForStandIn,
  leaveFailed,
  identityLoading,
  identityLoaded,
  identityStepFailed,
  rememberDeviceSaving,
  rememberDeviceSettled,
} = checksSlice.actions;

declare module '../../../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazySlices extends WithSlice<typeof checksSlice> {}
}

const injected = checksSlice.injectInto(rootReducer);
export const selectChecks = (state: RootState) => injected.selectSlice(state);
