import type { Language } from '../lib/rules/language';
// What the sagas need from the identity provider. The browser uses the aws-amplify implementation
// (features/auth/amplifyAuthService.ts); tests provide fakes.

/** The identity provider's groups (the id token's cognito:groups) that the app tells apart. */
export const IDENTITY_GROUPS = {
  /** Customer-service agents, who may act for a customer. */
  agent: 'my.account.csr',
  /** An enrollment in progress (an enrollment user, not yet a customer's login). */
  enrollment: 'enrollment.user',
} as const;
export interface AuthProfile {
  email: string;
  firstName: string;
  lastName: string;
  groups: string[];
  customSource: string;
  customBrand: string;
  isPasswordless: boolean;
}

export interface SessionTokens {
  idToken: string;
  accessToken: string;
}

/** A stored session whose tokens can no longer be refreshed (refresh token missing, expired or revoked). */
export class SessionExpiredError extends Error {
  override name = 'SessionExpiredError';
  constructor() {
    super('The session has expired');
  }
}

/** What a custom-challenge answer led to: signed in, or asked again (a wrong code with tries left). */
export type ChallengeOutcome = 'SIGNED_IN' | 'RETRY';

/** What a new account is created with (the spec's sign-up attributes). */
export interface SignUpDetails {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  customSource: string;
  customBrand: string;
  isPasswordless: boolean;
  /**
   * 'enrollment': an enrollment user (group enrollment.user), confirmed at once; the enrollment verifies it.
   * 'application': a new customer's login made on the application's first screen, confirmed at once.
   */
  flow?: 'enrollment' | 'application';
}

export interface AuthService {
  /** Loads the identity library ahead of need (on idle), so a submit does not wait for it. */
  preload: () => void;
  /** True when this browser holds tokens from an earlier sign-in (no network, no library load). */
  hasStoredSession: () => boolean;
  signIn: (email: string, password: string) => Promise<void>;
  /**
   * The signed-in user's profile from the id token and GetUser, or null when nobody is signed in. Throws
   * SessionExpiredError when a stored session can no longer be refreshed.
   */
  currentProfile: () => Promise<AuthProfile | null>;
  /** A valid id token (refreshed when needed), or null when nobody is signed in. */
  getIdToken: () => Promise<string | null>;
  /** The current id and access tokens (for the hand-off to a partner brand), or null. */
  sessionTokens: () => Promise<SessionTokens | null>;
  /** Forgets the refresh token, so the session ends when its tokens expire. */
  dropRefreshToken: () => void;
  /** Ends the session; `local` only forgets it in this browser (the hand-off keeps it alive for the partner). */
  signOut: (options?: { local?: boolean }) => Promise<void>;
  /** Creates an account: unconfirmed (the code to confirm it is mailed), or an enrollment user. Failures: see src/lib/signUpErrors.ts. */
  signUp: (details: SignUpDetails) => Promise<void>;
  confirmSignUp: (email: string, code: string) => Promise<void>;
  /** Mails the reset link, its words in `language` (the page's: the identity service's mail is told it). */
  forgotPassword: (email: string, language: Language) => Promise<void>;
  /** Sets the new password; the notice that it was changed is mailed in `language`. */
  confirmForgotPassword: (email: string, code: string, newPassword: string, language: Language) => Promise<void>;
  /** Passwordless sign-in: asks for a one-time code by email. */
  startPasswordless: (email: string) => Promise<void>;
  answerPasswordless: (code: string) => Promise<ChallengeOutcome>;
  /** Single sign-on: exchanges a partner brand's handed-over id token for a session on this brand. */
  signInWithHandoff: (email: string, idToken: string, brandKey: string) => Promise<void>;
  /**
   * Signs in with a passkey of this account for this site, alone (decision 0070): the browser asks for the device's
   * lock. Failures carry aws-amplify's names (PasskeyAuthenticationCanceled when the person or the device found none).
   */
  signInWithPasskey: (email: string) => Promise<void>;
  /** Makes a passkey on this device for the signed-in login, for this site (the browser asks for the device's lock). */
  addPasskey: () => Promise<void>;
  /** Removes one of the signed-in login's passkeys. */
  removePasskey: (credentialId: string) => Promise<void>;
}
