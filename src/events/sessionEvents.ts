// The session's events (features do not import each other): the session feature restores a stored session
// at start, or finds none, and ends sessions (Log Out, the idle prompt, a failed check, a refused token);
// the auth feature keeps the profile they carry, the app empties the store on `session/signedOut`.
import { createAction } from '@reduxjs/toolkit';
import type { AuthProfile } from '../services/authService';

export interface SignedInPayload {
  profile: AuthProfile;
  viaSingleSignOn?: boolean;
  /** The multi-factor rules pick this customer and this sign-in has not passed its check yet. */
  mfaPending?: boolean;
}

/** A stored session is valid: who it is, and whether the sign-in still owes its check. */
export const sessionRestored = createAction<SignedInPayload>('session/restored');
/** No stored session (or it could not be used): a visitor. */
export const sessionNotFound = createAction('session/notFound');
/**
 * Log Out, or an API answer that ends the session (timeout true: login says the session timed out), or a change of
 * the login's email (emailChanged true: login says to use the new one).
 */
export const signOutRequested = createAction<{ timeout?: boolean; emailChanged?: boolean } | undefined>(
  'session/signOutRequested',
);
/** The session has ended; the store starts afresh. */
export const signedOut = createAction('session/signedOut');
/** The idle prompt ran out (manual false) or the customer answered No (manual true). */
export const sessionExpired = createAction<{ manual: boolean }>('session/expired');
