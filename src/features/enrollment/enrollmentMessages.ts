// The enrollment's own messages (ours where the specification shows none).
import type { Words } from '../../lib/apiError';
export const PASSWORDLESS_MESSAGE =
  'You already have an account with us that logs in with a one-time code sent to your email.';

/** The residential answers did not match the record: how many tries are left. */
export const addressMismatchMessage = (attemptsLeft: number): Words => ({
  key:
    attemptsLeft === 1
      ? "These details don't match our records. You have {left} try left."
      : "These details don't match our records. You have {left} tries left.",
  values: { left: attemptsLeft },
});
