// The session-activity cookie: written at sign-in and on activity, it lives 900 seconds (the idle time plus
// the prompt). A stored session found without it has been idle longer than that, and is over.
import { readCookie, writeCookie } from './cookies';

export const SESSION_ACTIVITY_COOKIE = 'session_active';
export const SESSION_ACTIVITY_MAX_AGE = 900;

export function markSessionActive(): void {
  writeCookie(SESSION_ACTIVITY_COOKIE, '1', { maxAgeSeconds: SESSION_ACTIVITY_MAX_AGE });
}

export function isSessionActive(): boolean {
  return readCookie(SESSION_ACTIVITY_COOKIE) !== undefined;
}

export function clearSessionActivity(): void {
  writeCookie(SESSION_ACTIVITY_COOKIE, '');
}
