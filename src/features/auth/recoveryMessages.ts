// The texts of the recovery screens. Quoted from the account-access specification (section 8) where it
// gives them; the others (marked) are ours, where the specification leaves the wording open.
export const RESET_LINK_SENT = 'Please check your email and click on the provided link to reset your password.';
/** With the forgotPassword flag off. */
export const RESET_INSTRUCTIONS_SENT = 'Instructions for resetting your password have been sent to your email';
export const EMAIL_NOT_FOUND =
  "We couldn't find an account matching the email address you entered. Please review and try again.";
/** With the forgotPassword flag off, when there is nothing to reset. */
export const NO_SAVED_DATA =
  'Either your account information entered is incorrect or you no longer have saved data. We only keep incomplete applications for 21 days.';
export const LINK_NO_LONGER_VALID = 'This link is no longer valid.';
export const WRONG_CODE = 'Verification failed. Please make sure the code was entered correctly and try again.';

/** Ours: the forgot-password fail page (the check refused an online reset). */
export const RESET_REFUSED = "We can't reset your password online.";
/** Ours: the forgot-email fail page. */
export const FORGOT_EMAIL_NO_MATCH = "We couldn't find an account matching the information you entered.";
