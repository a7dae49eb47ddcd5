// The enrollment area's child table (account-access spec, section 2): its pages under /enrollment, loaded
// with the enrollment chunk. The start page is offered on the partner's site when the partner-redirect
// flag is on.
import type { ComponentType } from 'react';
import { chunkWith, type AppRoute } from '../../config/appRoute';
import { enrollmentPaths } from '../../config/enrollmentPaths';

// Each page's module, with the feature's sagas (they join the store with the chunk).
const screen = (load: () => Promise<ComponentType>) =>
  chunkWith([() => import(/* webpackChunkName: "enrollment" */ './enrollmentFeature')], load);

const page = enrollmentPaths;

export const enrollmentRoutes: readonly AppRoute[] = [
  {
    screen: screen(() =>
      import(/* webpackChunkName: "enrollment" */ './screens/EnrollmentScreen').then((m) => m.EnrollmentScreen),
    ),
    partnerRedirect: true,
  },
  {
    path: page.personalForm.path,
    screen: screen(() =>
      import(/* webpackChunkName: "enrollment" */ './screens/PersonalFormScreen').then((m) => m.PersonalFormScreen),
    ),
  },
  {
    path: page.residentialForm.path,
    screen: screen(() =>
      import(/* webpackChunkName: "enrollment" */ './screens/ResidentialFormScreen').then(
        (m) => m.ResidentialFormScreen,
      ),
    ),
  },
  {
    path: page.otpSendCode.path,
    screen: screen(() => import(/* webpackChunkName: "enrollment" */ './screens/OtpScreen').then((m) => m.OtpScreen)),
  },
  // A screen of its own for each address, so moving from sending to verifying starts it afresh.
  {
    path: page.otpVerifyCode.path,
    screen: screen(() => import(/* webpackChunkName: "enrollment" */ './screens/OtpScreen').then((m) => m.OtpScreen)),
  },
  {
    path: page.otpFailed.path,
    screen: screen(() =>
      import(/* webpackChunkName: "enrollment" */ './screens/OtpFailedScreen').then((m) => m.OtpFailedScreen),
    ),
  },
  {
    path: page.emailVerification.path,
    screen: screen(() =>
      import(/* webpackChunkName: "enrollment" */ './screens/EmailVerificationScreen').then(
        (m) => m.EmailVerificationScreen,
      ),
    ),
  },
  {
    path: page.emailFailed.path,
    screen: screen(() =>
      import(/* webpackChunkName: "enrollment" */ './screens/EmailVerificationFailedScreen').then(
        (m) => m.EmailVerificationFailedScreen,
      ),
    ),
  },
  {
    path: page.emailNotEligible.path,
    screen: screen(() =>
      import(/* webpackChunkName: "enrollment" */ './screens/EmailNotEligibleScreen').then(
        (m) => m.EmailNotEligibleScreen,
      ),
    ),
  },
  {
    path: page.emailAlreadyInUse.path,
    screen: screen(() =>
      import(/* webpackChunkName: "enrollment" */ './screens/EmailAlreadyInUseScreen').then(
        (m) => m.EmailAlreadyInUseScreen,
      ),
    ),
  },
  {
    path: page.customerAlreadyInUse.path,
    screen: screen(() =>
      import(/* webpackChunkName: "enrollment" */ './screens/CustomerAlreadyInUseScreen').then(
        (m) => m.CustomerAlreadyInUseScreen,
      ),
    ),
  },
  {
    path: page.noRecordLocated.path,
    screen: screen(() =>
      import(/* webpackChunkName: "enrollment" */ './screens/NoRecordLocatedScreen').then(
        (m) => m.NoRecordLocatedScreen,
      ),
    ),
  },
  {
    path: page.success.path,
    screen: screen(() =>
      import(/* webpackChunkName: "enrollment" */ './screens/SuccessScreen').then((m) => m.SuccessScreen),
    ),
  },
  {
    path: page.thankYou.path,
    screen: screen(() =>
      import(/* webpackChunkName: "enrollment" */ './screens/ThankYouScreen').then((m) => m.ThankYouScreen),
    ),
  },
  {
    path: page.error.path,
    screen: screen(() =>
      import(/* webpackChunkName: "enrollment" */ './screens/EnrollmentErrorScreen').then(
        (m) => m.EnrollmentErrorScreen,
      ),
    ),
  },
];
