// The bank link's messages that travel in the store, by their English (each a key of the bank's catalog): the
// spec's 'Processing, please wait...', ours elsewhere. The pages' own words, the spec's SIGN IN AGAIN and MANUALLY
// ENTER ACCOUNT INFO among them, are the catalog's (texts/en.json).
export const BANK_TEXT = {
  processing: 'Processing, please wait...',
  linkUnavailable: 'We could not start the bank link. Please try again, or enter your account by hand.',
  saveFailed: 'We could not save your bank account. Please try again.',
} as const;
