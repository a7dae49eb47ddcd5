// The enrollment area's pages (matched under /enrollment in the route table, src/app/routeTable.ts). Not in the first
// chunk, which carries only the root and the error page.
import { ENROLLMENT, paths, within } from './paths';

export const enrollmentPaths = {
  root: paths.enrollment.root,
  personalForm: within(ENROLLMENT, 'personal-form'),
  residentialForm: within(ENROLLMENT, 'residential-form'),
  otpSendCode: within(ENROLLMENT, 'otp-send-code'),
  otpVerifyCode: within(ENROLLMENT, 'otp-verify-code'),
  otpFailed: within(ENROLLMENT, 'otp-failed'),
  emailVerification: within(ENROLLMENT, 'email-verification'),
  emailFailed: within(ENROLLMENT, 'email-verification-failed'),
  emailNotEligible: within(ENROLLMENT, 'email-verification-not-eligible'),
  emailAlreadyInUse: within(ENROLLMENT, 'email-already-in-use'),
  customerAlreadyInUse: within(ENROLLMENT, 'customer-already-in-use'),
  noRecordLocated: within(ENROLLMENT, 'no-record-located'),
  success: within(ENROLLMENT, 'success'),
  thankYou: within(ENROLLMENT, 'thank-you'),
  error: paths.enrollment.error,
} as const;
