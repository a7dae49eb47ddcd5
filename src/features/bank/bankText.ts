// The bank link's texts: the spec's where it gives them ('Processing, please wait...', SIGN IN AGAIN, MANUALLY ENTER
// ACCOUNT INFO), ours elsewhere.
export const BANK_TEXT = {
  processing: 'Processing, please wait...',
  signInAgain: 'SIGN IN AGAIN',
  manualEntry: 'MANUALLY ENTER ACCOUNT INFO',
  loginRequired: (bank: string | null) =>
    `${bank ?? 'Your bank'} needs you to sign in again before we can read your checking account.`,
  linkUnavailable: 'We could not start the bank link. Please try again, or enter your account by hand.',
  saveFailed: 'We could not save your bank account. Please try again.',
  checkingRule: 'It must be a checking account that has been open at least 30 days.',
} as const;
