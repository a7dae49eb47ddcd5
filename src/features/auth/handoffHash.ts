// How single sign-on's tokens travel between brands: in the URL hash of the partner brand's login. Read by the
// login page (first chunk) and written by the hand-off saga.
import type { SessionTokens } from '../../services/authService';
import type { HandedOver } from './authSlice';

/** The hash a partner brand's login receives: id and access tokens and the session id. */
export function handoffHash(tokens: SessionTokens, session: string): string {
  return `#${new URLSearchParams({ id_token: tokens.idToken, access_token: tokens.accessToken, session_id: session }).toString()}`;
}

/** Reads handed-over tokens from a URL hash; null unless both tokens are there. */
export function readHandoffHash(hash: string): HandedOver | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const idToken = params.get('id_token');
  const accessToken = params.get('access_token');
  if (!idToken || !accessToken) return null;
  return { idToken, accessToken, sessionId: params.get('session_id') };
}

/** The email inside an id token (not trusted: the server verifies the token when it is exchanged). */
export function emailInToken(idToken: string): string {
  try {
    const payload = JSON.parse(atob((idToken.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as {
      email?: unknown;
    };
    return typeof payload.email === 'string' ? payload.email : '';
  } catch {
    return '';
  }
}
