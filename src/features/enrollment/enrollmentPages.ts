// The enrollment page of each state and result (account-access spec, sections 2 and 4).
import type { EnrollmentResult, EnrollmentState } from '../../api/generated/graphql';

export const ENROLLMENT_PAGES = {
  personalForm: '/enrollment/personal-form',
  residentialForm: '/enrollment/residential-form',
  otpSendCode: '/enrollment/otp-send-code',
  otpVerifyCode: '/enrollment/otp-verify-code',
  emailVerification: '/enrollment/email-verification',
  success: '/enrollment/success',
  thankYou: '/enrollment/thank-you',
  error: '/enrollment/error',
  noRecordLocated: '/enrollment/no-record-located',
  customerAlreadyInUse: '/enrollment/customer-already-in-use',
  emailAlreadyInUse: '/enrollment/email-already-in-use',
  emailNotEligible: '/enrollment/email-verification-not-eligible',
  emailFailed: '/enrollment/email-verification-failed',
  otpFailed: '/enrollment/otp-failed',
} as const;


const DENIED_PAGES: Record<string, string> = {
  CUSTOMER_NOT_FOUND: ENROLLMENT_PAGES.noRecordLocated,
  USER_ALREADY_EXISTS: ENROLLMENT_PAGES.customerAlreadyInUse,
  EMAIL_INELIGIBLE: ENROLLMENT_PAGES.emailNotEligible,
  OTP_FAILED: ENROLLMENT_PAGES.otpFailed,
  EMAIL_FAILED: ENROLLMENT_PAGES.emailFailed,
};

export function pageFor(state: EnrollmentState, result: EnrollmentResult | null): string {
  switch (state) {
    case 'SEARCH_ENROLLMENT':
      return ENROLLMENT_PAGES.personalForm;
    case 'NEEDS_RESIDENTIAL_INFO':
      return ENROLLMENT_PAGES.residentialForm;
    case 'NEEDS_OTP_VERIFICATION':
      return ENROLLMENT_PAGES.otpSendCode;
    case 'NEEDS_EMAIL_VERIFICATION':
      return ENROLLMENT_PAGES.emailVerification;
    case 'APPROVED':
      return ENROLLMENT_PAGES.success;
    case 'THANK_YOU':
      return ENROLLMENT_PAGES.thankYou;
    case 'DENIED':
      return (result && DENIED_PAGES[result]) ?? ENROLLMENT_PAGES.error;
    default:
      return ENROLLMENT_PAGES.error;
  }
}
