// The texts of the sign-in path. Quoted from the account-access specification where it gives them; the
// others (marked) are ours, where the specification leaves the wording open.
export const INCORRECT_CREDENTIALS = 'Incorrect username or password.';
export const SIGN_IN_ERROR = 'SignIn Error';
export const SSO_ERROR = 'SSO Error';
export const NOT_ADMIN = 'Not admin';
export const NO_SSO_DATA = 'No SSO data found';
export const TIMEOUT_MESSAGE =
  'Uh oh! This page has timed out due to inactivity (we do this to protect your information). The good news is your information was saved. To pick up where you left off, please log in.';

/** Ours: shown on the login screen after a password change (the recovery's change-password page leads there). */
export const PASSWORD_CHANGED = 'Your password has been changed. Please log in with your new password.';
/** Ours: the customer changed their email at /account/personal; every session ended with it. */
export const EMAIL_CHANGED = 'Your email address has been changed. Log in with your new email address.';

/** Ours: the account belongs to a brand this site does not serve, and the partner redirect is off. */
export const otherBrandMessage = (brandName: string): string =>
  `Your account is with ${brandName}. Please log in on the ${brandName} site.`;

/** Ours: no brand is configured for the account's source system (the fault is logged). */
export const NO_BRAND_FOR_ACCOUNT =
  "We couldn't find the site for your account. Please call us and we will help you log in.";

/** The message for a failed sign-in: user not found reads as incorrect credentials; else the provider's. */
export function signInErrorMessage(error: unknown, fallback = SIGN_IN_ERROR): string {
  if (error && typeof error === 'object') {
    const { name, message } = error as { name?: unknown; message?: unknown };
    if (name === 'UserNotFoundException') return INCORRECT_CREDENTIALS;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}
