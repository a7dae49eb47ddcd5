// Getting back into an account: forgot password, change password (from the mailed link), the passwordless
// resume (a code by email) and forgot email. Serialisable; never a password or a code. Emptied on sign-out
// with the rest of the store (rootReducer).
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';

export type RecoveryStatus = 'idle' | 'submitting' | 'done' | 'failed';

export interface RecoveryState {
  forgotPassword: {
    status: RecoveryStatus;
    /** The success notice, or the failure message. */
    message: string | null;
    /** The failure is 'no account with that email' (the screen then offers enrollment). */
    notFound: boolean;
  };
  changePassword: { status: RecoveryStatus; error: string | null };
  passwordless: {
    step: 'email' | 'code';
    submitting: boolean;
    error: string | null;
    /** The address the code went to (shown so the customer knows which inbox to open). */
    email: string | null;
    /** Counts refused codes; the code form starts empty after each. */
    failures: number;
  };
  forgotEmail: { status: RecoveryStatus; maskedEmail: string | null; error: string | null };
}

export const initialRecoveryState: RecoveryState = {
  forgotPassword: { status: 'idle', message: null, notFound: false },
  changePassword: { status: 'idle', error: null },
  passwordless: { step: 'email', submitting: false, error: null, email: null, failures: 0 },
  forgotEmail: { status: 'idle', maskedEmail: null, error: null },
};

export interface ForgotEmailRequest {
  lastName: string;
  dateOfBirth: string;
  ssnLast4: string;
}

export const forgotPasswordRequested = createAction<{ email: string }>('recovery/forgotPasswordRequested');
export const changePasswordRequested = createAction<{ email: string; code: string; newPassword: string }>(
  'recovery/changePasswordRequested',
);
export const passwordlessCodeRequested = createAction<{ email: string }>('recovery/passwordlessCodeRequested');
/** The code typed; `redirectTo` is where the customer goes once signed in (the application they came to resume). */
export const passwordlessCodeEntered = createAction<{ code: string; redirectTo?: string }>(
  'recovery/passwordlessCodeEntered',
);
export const forgotEmailRequested = createAction<ForgotEmailRequest>('recovery/forgotEmailRequested');

export const recoverySlice = createSlice({
  name: 'recovery',
  initialState: initialRecoveryState,
  reducers: {
    forgotPasswordSettled(state, action: PayloadAction<{ ok: boolean; message: string | null; notFound?: boolean }>) {
      state.forgotPassword = {
        status: action.payload.ok ? 'done' : 'failed',
        message: action.payload.message,
        notFound: action.payload.notFound ?? false,
      };
    },
    changePasswordFailed(state, action: PayloadAction<string>) {
      state.changePassword = { status: 'failed', error: action.payload };
    },
    changePasswordSucceeded(state) {
      state.changePassword = { status: 'done', error: null };
    },
    /** The customer edits the form again: the last failure no longer applies. */
    recoveryErrorCleared(state) {
      state.changePassword.error = null;
      if (state.changePassword.status === 'failed') state.changePassword.status = 'idle';
      if (state.forgotPassword.status === 'failed') state.forgotPassword = initialRecoveryState.forgotPassword;
      state.passwordless.error = null;
      state.forgotEmail.error = null;
    },
    passwordlessCodeSent(state, action: PayloadAction<{ email: string }>) {
      state.passwordless = { ...initialRecoveryState.passwordless, step: 'code', email: action.payload.email };
    },
    passwordlessFailed(state, action: PayloadAction<{ message: string; restart: boolean }>) {
      state.passwordless.submitting = false;
      state.passwordless.error = action.payload.message;
      state.passwordless.failures += 1;
      if (action.payload.restart) state.passwordless.step = 'email';
    },
    /** Back to the email step (a different email, or a new code), keeping the email typed. */
    passwordlessRestarted(state) {
      state.passwordless = { ...initialRecoveryState.passwordless, email: state.passwordless.email };
    },
    forgotEmailSettled(state, action: PayloadAction<{ maskedEmail: string | null; error: string | null }>) {
      state.forgotEmail = { status: action.payload.maskedEmail ? 'done' : 'failed', ...action.payload };
    },
    /** A recovery screen opens afresh. */
    recoveryReset() {
      return initialRecoveryState;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(forgotPasswordRequested, (state) => {
        state.forgotPassword = { status: 'submitting', message: null, notFound: false };
      })
      .addCase(changePasswordRequested, (state) => {
        state.changePassword = { status: 'submitting', error: null };
      })
      .addCase(passwordlessCodeRequested, (state) => {
        state.passwordless.submitting = true;
        state.passwordless.error = null;
      })
      .addCase(passwordlessCodeEntered, (state) => {
        state.passwordless.submitting = true;
        state.passwordless.error = null;
      })
      .addCase(forgotEmailRequested, (state) => {
        state.forgotEmail = { status: 'submitting', maskedEmail: null, error: null };
      });
  },
});

export const {
  forgotPasswordSettled,
  changePasswordFailed,
  changePasswordSucceeded,
  recoveryErrorCleared,
  passwordlessCodeSent,
  passwordlessFailed,
  passwordlessRestarted,
  forgotEmailSettled,
  recoveryReset,
} = recoverySlice.actions;

// Loaded with the recovery chunk (no one needs it to log in): injected when this module is evaluated; read with
// selectRecovery (its initial state until then).
declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazySlices extends WithSlice<typeof recoverySlice> {}
}

const injected = recoverySlice.injectInto(rootReducer);
export const selectRecovery = (state: RootState) => injected.selectSlice(state);
