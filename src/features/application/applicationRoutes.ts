// The application area's child table (application spec 2.2): its pages under /application, loaded with the
// application chunk. The pages that need the login are guarded (a signed-out visit goes to login and comes back).
import type { ComponentType } from 'react';
import { chunkWith, type AppRoute } from '../../config/appRoute';
import { applicationPaths } from '../../config/applicationPaths';

/** The application's feature (its sagas) joins the store with its first page. */
export const applicationFeature = () => import(/* webpackChunkName: "application" */ './applicationFeature');

const screen = (load: () => Promise<ComponentType>) => chunkWith([applicationFeature], load);

const page = applicationPaths;

export const applicationRoutes: readonly AppRoute[] = [
  {
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './entry/EntryScreen').then((m) => m.EntryScreen),
    ),
  },
  {
    path: page.account.path,
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './account/AccountScreen').then((m) => m.AccountScreen),
    ),
  },
  {
    path: page.welcome.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './entry/WelcomeScreen').then((m) => m.WelcomeScreen),
    ),
  },
  {
    path: page.privacyNotice.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './entry/PrivacyNoticeScreen').then((m) => m.PrivacyNoticeScreen),
    ),
  },
  {
    path: page.personal.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './personal/PersonalScreen').then((m) => m.PersonalScreen),
    ),
  },
  {
    path: page.productPreference.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './loanDetails/ProductPreferenceScreen').then(
        (m) => m.ProductPreferenceScreen,
      ),
    ),
  },
  {
    path: page.income.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './income/IncomeScreen').then((m) => m.IncomeScreen),
    ),
  },
  {
    path: page.products.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/loan/ProductsScreen').then((m) => m.ProductsScreen),
    ),
  },
  {
    path: page.amount.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/loan/AmountScreen').then((m) => m.AmountScreen),
    ),
  },
  {
    path: page.otp.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/checks/OtpScreen').then((m) => m.OtpScreen),
    ),
  },
  {
    path: page.identity.root.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/checks/IdentityScreens').then((m) => m.IdentityScreen),
    ),
  },
  {
    path: page.identity.verify.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/checks/IdentityScreens').then(
        (m) => m.IdentityVerifyScreen,
      ),
    ),
  },
  {
    path: page.identity.optOut.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/checks/IdentityScreens').then(
        (m) => m.IdentityOptOutScreen,
      ),
    ),
  },
  {
    path: page.verificationFailed.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/checks/VerificationFailedScreen').then(
        (m) => m.VerificationFailedScreen,
      ),
    ),
  },
  {
    path: page.agreements.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/agreements/AgreementsScreen').then(
        (m) => m.AgreementsScreen,
      ),
    ),
  },
  {
    path: page.approvedAgreements.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/agreements/ApprovedAgreementsScreen').then(
        (m) => m.ApprovedAgreementsScreen,
      ),
    ),
  },
  {
    path: page.fundingIssue.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/agreements/FundingIssueScreen').then(
        (m) => m.FundingIssueScreen,
      ),
    ),
  },
  {
    path: page.newBank.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/agreements/NewBankScreen').then(
        (m) => m.NewBankScreen,
      ),
    ),
  },
  {
    path: page.agreementsNotReady.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/agreements/AgreementsNotReadyScreen').then(
        (m) => m.AgreementsNotReadyScreen,
      ),
    ),
  },
  {
    path: page.submit.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/decision/SubmitScreen').then((m) => m.SubmitScreen),
    ),
  },
  {
    path: page.bankVerification.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/bankCheck/BankVerificationScreen').then(
        (m) => m.BankVerificationScreen,
      ),
    ),
  },
  {
    path: page.uploadDocs.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/documents/UploadDocsScreen').then(
        (m) => m.UploadDocsScreen,
      ),
    ),
  },
  {
    path: page.transition.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/decision/TransitionScreen').then(
        (m) => m.TransitionScreen,
      ),
    ),
  },
  {
    path: page.esign.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/decision/EsignScreen').then((m) => m.EsignScreen),
    ),
  },
  {
    path: page.holdEsign.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/decision/HoldEsignScreen').then(
        (m) => m.HoldEsignScreen,
      ),
    ),
  },
  {
    path: page.thankYou.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/decision/ThankYouScreen').then(
        (m) => m.ThankYouScreen,
      ),
    ),
  },
  {
    path: page.adverseAction.root.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/decision/AdverseActionScreen').then(
        (m) => m.AdverseActionEntryScreen,
      ),
    ),
  },
  {
    path: page.adverseAction.retail.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/decision/AdverseActionScreen').then(
        (m) => m.AdverseActionRetailScreen,
      ),
    ),
  },
  {
    path: page.adverseAction.keepInMind.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/decision/AdverseActionScreen').then(
        (m) => m.AdverseActionKeepInMindScreen,
      ),
    ),
  },
  {
    path: page.adverseAction.thankYou.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/decision/AdverseActionScreen').then(
        (m) => m.AdverseActionThankYouScreen,
      ),
    ),
  },
  {
    path: page.anotherOptionSelected.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './finalSteps/decision/AdverseActionScreen').then(
        (m) => m.AnotherOptionSelectedScreen,
      ),
    ),
  },
  {
    path: page.notInState.path,
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './entry/NotInStateScreen').then((m) => m.NotInStateScreen),
    ),
  },
  {
    path: page.forceEnrollment.path,
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './entry/ForceEnrollmentScreen').then(
        (m) => m.ForceEnrollmentScreen,
      ),
    ),
  },
  {
    path: page.resume.path,
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './entry/ResumeScreen').then((m) => m.ResumeScreen),
    ),
  },
  {
    path: page.notEligible.path,
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './entry/NotEligibleScreen').then((m) => m.NotEligibleScreen),
    ),
  },
  {
    path: page.conversionEligibleEnrollment.path,
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './entry/ConversionEligibleEnrollmentScreen').then(
        (m) => m.ConversionEligibleEnrollmentScreen,
      ),
    ),
  },
  {
    path: page.continueConversion.path,
    guard: 'signedIn',
    screen: screen(() =>
      import(/* webpackChunkName: "application" */ './entry/ContinueConversionScreen').then(
        (m) => m.ContinueConversionScreen,
      ),
    ),
  },
];
