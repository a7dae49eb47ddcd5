// The messages of the one-time code screens (account-access spec, section 8, and ours for the phone).
export const WRONG_CODE = 'Verification failed. Please make sure the code was entered correctly and try again.';
export const RESEND_NOTICE = 'A new code has been resent. It may take up to 2 minutes to receive the new code.';
export const PHONE_CODE_EXPIRED = 'This code has expired. Please send a new code and enter it here.';
export const DEFAULT_RESEND_WAIT_SECONDS = 30;
