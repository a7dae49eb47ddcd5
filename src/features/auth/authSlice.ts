// The auth profile held in the browser. Serialisable; never a password or a token.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthProfile } from './authService';

export const AGENT_GROUP = 'my.account.csr';
export const ENROLLMENT_GROUP = 'enrollment.user';

export type SessionStatus = 'unknown' | 'signedOut' | 'signedIn';

export interface AuthState {
  status: SessionStatus;
  isAuthenticated: boolean;
  isAuthenticating: boolean;
  isAdmin: boolean;
  isEnrollment: boolean;
  isPasswordless: boolean;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  customSource: string | null;
  customBrand: string | null;
  error: string | null;
}

const initialState: AuthState = {
  status: 'unknown',
  isAuthenticated: false,
  isAuthenticating: false,
  isAdmin: false,
  isEnrollment: false,
  isPasswordless: false,
  email: null,
  firstName: null,
  lastName: null,
  customSource: null,
  customBrand: null,
  error: null,
};

function signedIn(state: AuthState, profile: AuthProfile): void {
  state.status = 'signedIn';
  state.isAuthenticated = true;
  state.isAuthenticating = false;
  state.error = null;
  state.email = profile.email;
  state.firstName = profile.firstName;
  state.lastName = profile.lastName;
  state.customSource = profile.customSource;
  state.customBrand = profile.customBrand;
  state.isPasswordless = profile.isPasswordless;
  state.isAdmin = profile.groups.includes(AGENT_GROUP);
  state.isEnrollment = profile.groups.includes(ENROLLMENT_GROUP);
}

export interface SignInRequest {
  email: string;
  password: string;
  /** Where to go after success: the guarded page the visitor first asked for. */
  redirectTo?: string;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signInRequested: {
      reducer(state, _action: PayloadAction<SignInRequest>) {
        state.isAuthenticating = true;
        state.error = null;
      },
      prepare: (request: SignInRequest) => ({ payload: { ...request, email: request.email.trim().toLowerCase() } }),
    },
    signInSucceeded(state, action: PayloadAction<AuthProfile>) {
      signedIn(state, action.payload);
    },
    signInFailed(state, action: PayloadAction<string>) {
      state.isAuthenticating = false;
      state.error = action.payload;
    },
    sessionRestored(state, action: PayloadAction<AuthProfile>) {
      signedIn(state, action.payload);
    },
    sessionNotFound(state) {
      state.status = 'signedOut';
    },
    signInErrorDismissed(state) {
      state.error = null;
    },
  },
});

/** Sign-out is asked for, then done; the root reducer empties the store on `auth/signedOut`. */
export const signOutRequested = createAction('auth/signOutRequested');
export const signedOut = createAction('auth/signedOut');

export const { signInRequested, signInSucceeded, signInFailed, sessionRestored, sessionNotFound, signInErrorDismissed } = authSlice.actions;
