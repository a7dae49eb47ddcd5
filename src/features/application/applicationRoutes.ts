// The application area's child table (application spec 2.2): its pages under /application, loaded with the
// application chunk. The pages that need the login are guarded (a signed-out visit goes to login and comes back).
import type { ComponentType } from 'react';
import { chunkWith, type AppRoute } from '../../config/appRoute';
import { applicationPaths } from '../../config/applicationPaths';

/** The application's feature (its sagas) joins the store with its first page. */
export const applicationFeature = () => import(/* webpackChunkName: "application" */ './applicationFeature');

type Load = () => Promise<ComponentType>;
const screen = (load: Load) => chunkWith([applicationFeature], load);
/** A page anyone may open (the entry, the login, the pages that turn a visitor away). */
const open = (path: string | undefined, load: Load): AppRoute => ({ path, screen: screen(load) });
/** A page behind the login (a signed-out visit goes to login and comes back). */
const signedIn = (path: string, load: Load): AppRoute => ({ path, guard: 'signedIn', screen: screen(load) });

const page = applicationPaths;

export const applicationRoutes: readonly AppRoute[] = [
  open(undefined, () => import(/* webpackChunkName: "application" */ './entry/EntryScreen').then((m) => m.EntryScreen)),
  open(page.account.path, () =>
    import(/* webpackChunkName: "application" */ './account/AccountScreen').then((m) => m.AccountScreen),
  ),
  signedIn(page.welcome.path, () =>
    import(/* webpackChunkName: "application" */ './entry/WelcomeScreen').then((m) => m.WelcomeScreen),
  ),
  signedIn(page.privacyNotice.path, () =>
    import(/* webpackChunkName: "application" */ './entry/PrivacyNoticeScreen').then((m) => m.PrivacyNoticeScreen),
  ),
  signedIn(page.personal.path, () =>
    import(/* webpackChunkName: "application" */ './personal/PersonalScreen').then((m) => m.PersonalScreen),
  ),
  signedIn(page.productPreference.path, () =>
    import(/* webpackChunkName: "application" */ './loanDetails/ProductPreferenceScreen').then(
      (m) => m.ProductPreferenceScreen,
    ),
  ),
  signedIn(page.income.path, () =>
    import(/* webpackChunkName: "application" */ './income/IncomeScreen').then((m) => m.IncomeScreen),
  ),
  signedIn(page.products.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/loan/ProductsScreen').then((m) => m.ProductsScreen),
  ),
  signedIn(page.amount.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/loan/AmountScreen').then((m) => m.AmountScreen),
  ),
  signedIn(page.otp.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/checks/OtpScreen').then((m) => m.OtpScreen),
  ),
  signedIn(page.identity.root.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/checks/IdentityScreens').then((m) => m.IdentityScreen),
  ),
  signedIn(page.identity.verify.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/checks/IdentityScreens').then(
      (m) => m.IdentityVerifyScreen,
    ),
  ),
  signedIn(page.identity.optOut.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/checks/IdentityScreens').then(
      (m) => m.IdentityOptOutScreen,
    ),
  ),
  signedIn(page.verificationFailed.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/checks/VerificationFailedScreen').then(
      (m) => m.VerificationFailedScreen,
    ),
  ),
  signedIn(page.agreements.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/agreements/AgreementsScreen').then(
      (m) => m.AgreementsScreen,
    ),
  ),
  signedIn(page.approvedAgreements.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/agreements/ApprovedAgreementsScreen').then(
      (m) => m.ApprovedAgreementsScreen,
    ),
  ),
  signedIn(page.fundingIssue.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/agreements/FundingIssueScreen').then(
      (m) => m.FundingIssueScreen,
    ),
  ),
  signedIn(page.newBank.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/agreements/NewBankScreen').then((m) => m.NewBankScreen),
  ),
  signedIn(page.agreementsNotReady.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/agreements/AgreementsNotReadyScreen').then(
      (m) => m.AgreementsNotReadyScreen,
    ),
  ),
  signedIn(page.submit.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/decision/SubmitScreen').then((m) => m.SubmitScreen),
  ),
  signedIn(page.bankVerification.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/bankCheck/BankVerificationScreen').then(
      (m) => m.BankVerificationScreen,
    ),
  ),
  signedIn(page.uploadDocs.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/documents/UploadDocsScreen').then(
      (m) => m.UploadDocsScreen,
    ),
  ),
  signedIn(page.transition.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/decision/TransitionScreen').then(
      (m) => m.TransitionScreen,
    ),
  ),
  signedIn(page.esign.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/decision/EsignScreen').then((m) => m.EsignScreen),
  ),
  signedIn(page.holdEsign.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/decision/HoldEsignScreen').then(
      (m) => m.HoldEsignScreen,
    ),
  ),
  signedIn(page.thankYou.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/decision/ThankYouScreen').then((m) => m.ThankYouScreen),
  ),
  signedIn(page.adverseAction.root.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/decision/AdverseActionScreen').then(
      (m) => m.AdverseActionEntryScreen,
    ),
  ),
  signedIn(page.adverseAction.retail.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/decision/AdverseActionScreen').then(
      (m) => m.AdverseActionRetailScreen,
    ),
  ),
  signedIn(page.adverseAction.keepInMind.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/decision/AdverseActionScreen').then(
      (m) => m.AdverseActionKeepInMindScreen,
    ),
  ),
  signedIn(page.adverseAction.thankYou.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/decision/AdverseActionScreen').then(
      (m) => m.AdverseActionThankYouScreen,
    ),
  ),
  signedIn(page.anotherOptionSelected.path, () =>
    import(/* webpackChunkName: "application" */ './finalSteps/decision/AdverseActionScreen').then(
      (m) => m.AnotherOptionSelectedScreen,
    ),
  ),
  open(page.notInState.path, () =>
    import(/* webpackChunkName: "application" */ './entry/NotInStateScreen').then((m) => m.NotInStateScreen),
  ),
  open(page.forceEnrollment.path, () =>
    import(/* webpackChunkName: "application" */ './entry/ForceEnrollmentScreen').then((m) => m.ForceEnrollmentScreen),
  ),
  open(page.resume.path, () =>
    import(/* webpackChunkName: "application" */ './entry/ResumeScreen').then((m) => m.ResumeScreen),
  ),
  open(page.notEligible.path, () =>
    import(/* webpackChunkName: "application" */ './entry/NotEligibleScreen').then((m) => m.NotEligibleScreen),
  ),
  open(page.conversionEligibleEnrollment.path, () =>
    import(/* webpackChunkName: "application" */ './entry/ConversionEligibleEnrollmentScreen').then(
      (m) => m.ConversionEligibleEnrollmentScreen,
    ),
  ),
  signedIn(page.continueConversion.path, () =>
    import(/* webpackChunkName: "application" */ './entry/ContinueConversionScreen').then(
      (m) => m.ContinueConversionScreen,
    ),
  ),
];
