// The texts of the sign-in path, quoted from the account-access specification.
export const INCORRECT_CREDENTIALS = 'Incorrect username or password.';
export const SIGN_IN_ERROR = 'SignIn Error';
export const TIMEOUT_MESSAGE =
  'Uh oh! This page has timed out due to inactivity (we do this to protect your information). The good news is your information was saved. To pick up where you left off, please log in.';

/** The message for a failed sign-in: user not found reads as incorrect credentials; else the provider's. */
export function signInErrorMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const { name, message } = error as { name?: unknown; message?: unknown };
    if (name === 'UserNotFoundException') return INCORRECT_CREDENTIALS;
    if (typeof message === 'string' && message) return message;
  }
  return SIGN_IN_ERROR;
}
