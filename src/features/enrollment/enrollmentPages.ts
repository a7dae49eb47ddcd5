// The enrollment page of each state and result (account-access spec, sections 2 and 4).
import type { EnrollmentResult, EnrollmentState } from '../../api/generated/graphql';
import { enrollmentPaths } from '../../config/enrollmentPaths';

const page = enrollmentPaths;

const DENIED_PAGES: Record<string, string | undefined> = {
  CUSTOMER_NOT_FOUND: page.noRecordLocated.href(),
  USER_ALREADY_EXISTS: page.customerAlreadyInUse.href(),
  EMAIL_INELIGIBLE: page.emailNotEligible.href(),
  OTP_FAILED: page.otpFailed.href(),
  EMAIL_FAILED: page.emailFailed.href(),
};

export function pageFor(state: EnrollmentState, result: EnrollmentResult | null): string {
  switch (state) {
    case 'SEARCH_ENROLLMENT':
      return page.personalForm.href();
    case 'NEEDS_RESIDENTIAL_INFO':
      return page.residentialForm.href();
    case 'NEEDS_OTP_VERIFICATION':
      return page.otpSendCode.href();
    case 'NEEDS_EMAIL_VERIFICATION':
      return page.emailVerification.href();
    case 'APPROVED':
      return page.success.href();
    case 'THANK_YOU':
      return page.thankYou.href();
    case 'DENIED':
      return (result && DENIED_PAGES[result]) ?? page.error.href();
    default:
      return page.error.href();
  }
}
