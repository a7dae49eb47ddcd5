// The enrollment area's child table (account-access spec, section 2): its pages under /enrollment, loaded
// with the enrollment chunk. The start page is offered on the partner's site when the partner-redirect
// flag is on.
import { chunk, type AppRoute } from '../../config/appRoute';
import { paths } from '../../config/paths';

const screens = () => import(/* webpackChunkName: "enrollment" */ './screens/EnrollmentScreens');
const screen = (name: keyof Awaited<ReturnType<typeof screens>>) => chunk(() => screens().then((m) => m[name]));

const page = paths.enrollment;

export const enrollmentRoutes: readonly AppRoute[] = [
  { screen: screen('EnrollmentScreen'), partnerRedirect: true },
  { path: page.personalForm.path, screen: screen('PersonalFormScreen') },
  { path: page.residentialForm.path, screen: screen('ResidentialFormScreen') },
  { path: page.otpSendCode.path, screen: screen('OtpScreen') },
  // A screen of its own for each address, so moving from sending to verifying starts it afresh.
  { path: page.otpVerifyCode.path, screen: screen('OtpScreen') },
  { path: page.otpFailed.path, screen: screen('OtpFailedScreen') },
  { path: page.emailVerification.path, screen: screen('EmailVerificationScreen') },
  { path: page.emailFailed.path, screen: screen('EmailVerificationFailedScreen') },
  { path: page.emailNotEligible.path, screen: screen('EmailNotEligibleScreen') },
  { path: page.emailAlreadyInUse.path, screen: screen('EmailAlreadyInUseScreen') },
  { path: page.customerAlreadyInUse.path, screen: screen('CustomerAlreadyInUseScreen') },
  { path: page.noRecordLocated.path, screen: screen('NoRecordLocatedScreen') },
  { path: page.success.path, screen: screen('SuccessScreen') },
  { path: page.thankYou.path, screen: screen('ThankYouScreen') },
  { path: page.error.path, screen: screen('EnrollmentErrorScreen') },
];
