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

/** Ours (decision 0070): a passkey sign-in that did not happen, in words that say what to do next. */
export const PASSKEY_TEXTS = {
  /** The browser found no passkey of this account for this site, or the person closed its window. */
  none: 'No passkey was used. If this device has a passkey for this account, try again; or log in with your password.',
  unsupported: 'This browser cannot use passkeys. Please log in with your password.',
  notRecognized: 'We did not recognize that passkey. Please log in with your password.',
} as const;

/** The message for a failed passkey sign-in: the browser's refusals by aws-amplify's names, else the provider's. */
export function passkeySignInMessage(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'PasskeyNotSupported') return PASSKEY_TEXTS.unsupported;
  if (typeof name === 'string' && name.startsWith('Passkey')) return PASSKEY_TEXTS.none;
  if (name === 'NotAuthorizedException' || name === 'RelyingPartyMismatch') return PASSKEY_TEXTS.notRecognized;
  return signInErrorMessage(error);
}
