// The application's own texts (the spec's where it gives them: the form banner, 'Processing, please wait...', the
// email-not-found message; ours elsewhere).
export const APPLICATION_TEXT = {
  processing: 'Processing, please wait...',
  emailNotFound:
    'We couldn\u2019t find an email address matching the information you entered. Please review and try again.',
  saveFailed: 'We could not save this step. What you entered is still here: please try again.',
  loadFailed: 'We could not load your application. Please try again in a moment.',
  signInFailed: 'Your login was made, but we could not sign you in. Please log in to go on with your application.',
  passwordless:
    'You already have an account that logs in with a code sent by email. Continue your application with a code instead.',
  passwordlessOff: (phone: string) =>
    `Your account logs in with a code, which we cannot send right now. Please call us at ${phone} to continue your application.`,
  legacy:
    'You started an application on our earlier website, and it can’t be continued here. Please start again below: saving this step replaces the earlier application.',
  expired:
    'Either your account information entered is incorrect or you no longer have saved data. We only keep incomplete applications for 21 days.',
} as const;
