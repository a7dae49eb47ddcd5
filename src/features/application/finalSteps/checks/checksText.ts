// The words of /otp, /identity and /mfa/verification-failed (ours: the spec names the pages, not their texts; the
// code form's messages are the verification module's), in English: each is a key of the application's catalog, and
// the pages show them in the page's language (useChecksText). Those with a value are the catalog's own (checks.*).
export const CHECKS_TEXT = {
  otpTitle: 'Verify your mobile number',
  otpWhy:
    'Before you submit your application, we make sure this mobile number is yours. We use it to tell you about your loan.',
  textMeACode: 'Text me a code',
  carrierButton: 'Verify with my mobile carrier instead',
  carrierHint:
    'Your mobile carrier confirms that the number is yours, with no code to type. You come back here when it is done.',
  carrierUnconfirmed:
    'Your mobile carrier could not confirm that this number is yours. Verify it with a code by text message instead.',
  carrierExpired:
    'The link to your mobile carrier’s check has expired. Start the check again, or verify with a code by text message.',
  noPhone: 'There is no mobile number on your application. Add one in your personal information.',
  continue: 'Continue',
  identityTitle: 'Verify your identity',
  identityWhy: 'To protect you from identity theft, we check your photo ID against what you told us.',
  identityHow:
    'Have your driver’s license or state ID ready: you scan the front and the back with your camera. It takes about a minute.',
  scan: 'Scan my ID',
  scanAgain: 'Scan my ID again',
  continueScan: 'Continue the scan',
  optOutLink: 'I can’t scan my ID now',
  anotherWay: 'Show my ID another way',
  identityVerified: 'Your ID is verified.',
  noScansLeft: 'You have no scans left. You can still show your ID another way.',
  scanPending: 'Your ID scan did not finish. Continue it, or show your ID another way.',
  scanExpired: 'That ID scan has ended. Start a new scan, or show your ID another way.',
  resultTitle: 'Your ID check',
  optOutTitle: 'Show your ID another way',
  optOutIntro:
    'You can apply without scanning your ID now. If your loan is approved, we ask you for these before you sign your loan agreement:',
  optOutDocuments: [
    'a clear photo of the front and back of your driver’s license or state ID, and',
    'a proof of your address dated in the last 60 days: a utility bill, a bank statement or a lease.',
  ],
  optOutHow:
    'You upload them on this site, or bring them to one of our stores. We cannot fund your loan until we have checked them.',
  optOutConfirm: 'Continue without scanning',
  scanInstead: 'Scan my ID instead',
  failedTitle: 'We could not verify your mobile number',
  failedText:
    'Too many incorrect codes were entered, so we stopped this check to protect you. Your application is saved: call us and we will verify your number with you.',
} as const;
