// The auth profile of the specification, held in the browser: who signed in (the identity provider's
// profile) and how; the customer's record is the `me` query's (src/api/customerEndpoints). Serialisable; never a token. The transient
// password (kept briefly for new customers) is masked in DevTools and dropped as soon as it has served.
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { mfaCheckPassed } from '../../events/mfaEvents';
import { sessionNotFound, sessionRestored, type SignedInPayload } from '../../events/sessionEvents';
import { IDENTITY_GROUPS } from '../../services/authService';
import { newCustomerSignInSettled, newCustomerSigningIn } from '../../events/applicationEvents';
import { rootReducer } from '../../store/rootReducer';

export type SessionStatus = 'unknown' | 'signedOut' | 'signedIn';

export interface AuthState {
  status: SessionStatus;
  email: string | null;
  /** The agent's own email while an agent acts for a customer (email is then the customer's). */
  adminEmail: string | null;
  /** The agent views the customer's screen share: sees their pages, enters nothing. */
  actingReadOnly: boolean;
  isAuthenticated: boolean;
  isAuthenticating: boolean;
  /** Signed in here through single sign-on from a partner brand, not with a password on this site. */
  isLegacyAuthenticated: boolean;
  isAdmin: boolean;
  error: string | null;
  /** When the error is the account belonging to another brand: that brand's key (for a link to it). */
  otherBrand: string | null;
  transient: string | null;
  firstName: string | null;
  lastName: string | null;
  customSource: string | null;
  customBrand: string | null;
  isPasswordless: boolean;
  /** Why acting for a customer failed ('Not admin', or no such customer). */
  actingError: string | null;
  /** Single sign-on progress on this page. */
  singleSignOn: 'idle' | 'establishing' | 'authenticated';
  /** This sign-in still owes its multi-factor check: guarded pages send the customer to it. */
  mfaPending: boolean;
}

export const initialAuthState: AuthState = {
  status: 'unknown',
  email: null,
  adminEmail: null,
  actingReadOnly: false,
  isAuthenticated: false,
  isAuthenticating: false,
  isLegacyAuthenticated: false,
  isAdmin: false,
  error: null,
  otherBrand: null,
  transient: null,
  firstName: null,
  lastName: null,
  customSource: null,
  customBrand: null,
  isPasswordless: false,
  actingError: null,
  singleSignOn: 'idle',
  mfaPending: false,
};

function signedIn(state: AuthState, { profile, viaSingleSignOn, mfaPending }: SignedInPayload): void {
  state.mfaPending = mfaPending ?? false;
  state.status = 'signedIn';
  state.isAuthenticated = true;
  state.isAuthenticating = false;
  state.isLegacyAuthenticated = viaSingleSignOn ?? state.isLegacyAuthenticated;
  state.error = null;
  state.otherBrand = null;
  state.email = profile.email;
  state.adminEmail = null;
  state.firstName = profile.firstName;
  state.lastName = profile.lastName;
  state.customSource = profile.customSource;
  state.customBrand = profile.customBrand;
  state.isPasswordless = profile.isPasswordless;
  state.isAdmin = profile.groups.includes(IDENTITY_GROUPS.agent);
  // A new customer's password is kept only until the sign-in completes.
  state.transient = null;
}

/** A sign-in with a passkey (decision 0070): the email says whose passkeys the browser is to offer. */
export type PasskeySignInRequest = Omit<SignInRequest, 'password'>;

export interface SignInRequest {
  email: string;
  password: string;
  /** Where to go after success: the guarded page the visitor first asked for. */
  redirectTo?: string;
  /** Signing in on /admin/login: only agents may, and they land on /admin/landing. */
  admin?: boolean;
}

export interface ActingFor {
  customerEmail: string;
  firstName: string;
  lastName: string;
  /** Joined through the customer's screen share: view only. */
  readOnly: boolean;
}

/** Tokens handed over by a partner brand arrived in this page's URL hash. */
export interface HandedOver {
  idToken: string;
  accessToken: string;
  sessionId: string | null;
  /** Where to go after success ('/' from the SSO landing screen). */
  redirectTo?: string;
}
export const singleSignOnRequested = createAction<HandedOver>('auth/singleSignOnRequested');

/** A sign-in is under way (with a password or a passkey): the last one's error goes. */
function signInStarted(state: AuthState): void {
  state.isAuthenticating = true;
  state.error = null;
  state.otherBrand = null;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signInRequested: {
      reducer: (state, _action: PayloadAction<SignInRequest>) => signInStarted(state),
      prepare: (request: SignInRequest) => ({ payload: { ...request, email: request.email.trim().toLowerCase() } }),
    },
    passkeySignInRequested: {
      reducer: (state, _action: PayloadAction<PasskeySignInRequest>) => signInStarted(state),
      prepare: (request: PasskeySignInRequest) => ({
        payload: { ...request, email: request.email.trim().toLowerCase() },
      }),
    },
    signInSucceeded(state, action: PayloadAction<SignedInPayload>) {
      signedIn(state, action.payload);
    },
    signInFailed(state, action: PayloadAction<{ message: string; otherBrand?: string }>) {
      state.isAuthenticating = false;
      state.error = action.payload.message;
      state.otherBrand = action.payload.otherBrand ?? null;
    },
    signInErrorDismissed(state) {
      state.error = null;
      state.otherBrand = null;
    },
    /** An agent now acts for a customer: the profile becomes the customer's, the agent's email is kept. */
    actingStarted(state, action: PayloadAction<ActingFor>) {
      if (!state.isAdmin) return;
      state.actingError = null;
      state.adminEmail ??= state.email;
      state.email = action.payload.customerEmail;
      state.firstName = action.payload.firstName;
      state.lastName = action.payload.lastName;
      state.actingReadOnly = action.payload.readOnly;
    },
    actingStopped(state, action: PayloadAction<{ firstName: string; lastName: string }>) {
      if (!state.adminEmail) return;
      state.email = state.adminEmail;
      state.adminEmail = null;
      state.actingReadOnly = false;
      state.firstName = action.payload.firstName;
      state.lastName = action.payload.lastName;
    },
    actingFailed(state, action: PayloadAction<string>) {
      state.actingError = action.payload;
    },
    singleSignOnProgressed(state, action: PayloadAction<AuthState['singleSignOn']>) {
      state.singleSignOn = action.payload;
    },
    transientKept(state, action: PayloadAction<string>) {
      state.transient = action.payload;
    },
    transientDropped(state) {
      state.transient = null;
    },
  },
  extraReducers: (builder) => {
    // Set at once (not when the saga gets to it): the login removes the tokens from the hash in the same moment.
    builder.addCase(singleSignOnRequested, (state) => {
      state.singleSignOn = 'establishing';
    });
    builder.addCase(mfaCheckPassed, (state) => {
      state.mfaPending = false;
    });
    builder.addCase(sessionRestored, (state, action) => {
      signedIn(state, action.payload);
    });
    builder.addCase(newCustomerSigningIn, (state, action) => {
      state.transient = action.payload.password;
      state.isAuthenticating = true;
      state.error = null;
      state.otherBrand = null;
    });
    // The application's own screen says why a new customer is not signed in: the login page starts clean.
    builder.addCase(newCustomerSignInSettled, (state) => {
      state.transient = null;
      state.error = null;
      state.otherBrand = null;
    });
    builder.addCase(sessionNotFound, (state) => {
      state.status = 'signedOut';
      state.isAuthenticating = false;
    });
  },
});

/** An agent asks to act for the customer with this email, or to stop. */
export const actAsRequested = createAction<string>('auth/actAsRequested');
/** An agent joins a customer's screen share with its code. */
export const joinScreenShareRequested = createAction<string>('auth/joinScreenShareRequested');
export const stopActingRequested = createAction('auth/stopActingRequested');

/** Hand the signed-in customer to their own brand's site (single sign-on there). */
export const handoffRequested = createAction<{ to: string }>('auth/handoffRequested');

export const {
  signInRequested,
  passkeySignInRequested,
  signInSucceeded,
  signInFailed,
  signInErrorDismissed,
  actingStarted,
  actingStopped,
  actingFailed,
  singleSignOnProgressed,
  transientKept,
  transientDropped,
} = authSlice.actions;

// In the first chunk: present in every store from the start (the app imports this module before making one).
declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface StaticSlices extends WithSlice<typeof authSlice> {}
}

authSlice.injectInto(rootReducer);
