// The route table: every page of the portal the first chunk does not show itself, as data (src/config/appRoute.ts),
// in one place. The boot code (routes.tsx) keeps the pages it must show without a fetch (the root, the login, single
// sign-on's landing, the error pages) and one catch-all route that loads this table (a small chunk of its own, fetched
// while the browser is idle). Each screen loads with its chunk (named by webpackChunkName, as the byte budgets in
// .size-limit.cjs name them) and the features whose sagas it needs (`chunkWith`); one wrapper (RouteElement.tsx)
// applies each route's guard, flag, partner-site rule and page view. A route with children is a frame they show in.
import type { ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import { chunk, chunkWith, eager, type AppRoute } from '../config/appRoute';
import { applicationPaths } from '../config/applicationPaths';
import { enrollmentPaths } from '../config/enrollmentPaths';
import { paths } from '../config/paths';
import type { AccountPage } from '../lib/rules/accountPage';
import { ACCOUNT_PAGE_HREF } from '../features/account/accountPages';
import type { RecoveryScreenName } from '../features/auth/recoveryFeature';
import { notFoundRoute } from './RouteElement';

type Load = () => Promise<ComponentType>;
/** Picks the screen named from its module: `import(…).then(take('WelcomeScreen'))`. */
const take =
  <K extends string>(name: K) =>
  (module: Record<K, ComponentType>) =>
    module[name];
/** The pages of a feature: each loaded with the feature's module, whose sagas join the store with it. */
const pagesOf =
  (feature: () => Promise<unknown>) =>
  (path: string | undefined, load: Load, meta: Pick<AppRoute, 'guard' | 'partnerRedirect'> = {}): AppRoute => ({
    path,
    ...meta,
    screen: chunkWith([feature], load),
  });
/** A frame that only shows its child pages (its guard, when it has one, applies to all of them). */
const frame = eager(Outlet);

// ---- Getting back into an account, and the multi-factor check (account-access spec 3, 8) ----
const recovery = (name: RecoveryScreenName) =>
  chunk(() =>
    import(/* webpackChunkName: "recovery" */ '../features/auth/recoveryFeature').then((m) => m.recoveryScreens[name]),
  );
const mfaFeature = () => import(/* webpackChunkName: "mfa" */ '../features/mfa/mfaFeature');

const authentication: readonly AppRoute[] = [
  { path: paths.forgotPassword.path, partnerRedirect: true, screen: recovery('forgotPassword') },
  { path: paths.forgotPasswordFail.path, flag: 'forgotPassword', screen: recovery('forgotPasswordFail') },
  { path: paths.forgotEmail.path, flag: 'forgotEmail', screen: recovery('forgotEmail') },
  { path: paths.forgotEmailFail.path, flag: 'forgotEmail', screen: recovery('forgotEmailFail') },
  { path: paths.changePassword.path, screen: recovery('changePassword') },
  { path: paths.passwordlessResume.path, flag: 'enablePasswordlessFlow', screen: recovery('passwordlessResume') },
  {
    path: paths.mfa.path,
    guard: 'mfaCheck',
    screen: chunkWith([mfaFeature], () =>
      import(/* webpackChunkName: "mfa" */ '../features/mfa/screens/MfaScreen').then(take('MfaScreen')),
    ),
  },
  {
    path: paths.mfaFail.path,
    screen: chunk(() =>
      import(/* webpackChunkName: "mfa" */ '../features/mfa/screens/MfaFailScreen').then(take('MfaFailScreen')),
    ),
  },
];

// ---- Enrollment (account-access spec 2): its pages under /enrollment, each with the feature's sagas ----
const enrollmentFeature = () => import(/* webpackChunkName: "enrollment" */ '../features/enrollment/enrollmentFeature');
const enrolling = pagesOf(enrollmentFeature);
const E = enrollmentPaths;
const otpScreen = () =>
  import(/* webpackChunkName: "enrollment" */ '../features/enrollment/screens/OtpScreen').then(take('OtpScreen'));

const enrollment: readonly AppRoute[] = [
  // The start page is offered on the partner's site when the partner-redirect flag is on.
  enrolling(
    undefined,
    () =>
      import(/* webpackChunkName: "enrollment" */ '../features/enrollment/screens/EnrollmentScreen').then(
        take('EnrollmentScreen'),
      ),
    { partnerRedirect: true },
  ),
  enrolling(E.personalForm.path, () =>
    import(/* webpackChunkName: "enrollment" */ '../features/enrollment/screens/PersonalFormScreen').then(
      take('PersonalFormScreen'),
    ),
  ),
  enrolling(E.residentialForm.path, () =>
    import(/* webpackChunkName: "enrollment" */ '../features/enrollment/screens/ResidentialFormScreen').then(
      take('ResidentialFormScreen'),
    ),
  ),
  // A screen of its own for each address, so moving from sending to verifying starts it afresh.
  enrolling(E.otpSendCode.path, otpScreen),
  enrolling(E.otpVerifyCode.path, otpScreen),
  enrolling(E.otpFailed.path, () =>
    import(/* webpackChunkName: "enrollment" */ '../features/enrollment/screens/OtpFailedScreen').then(
      take('OtpFailedScreen'),
    ),
  ),
  enrolling(E.emailVerification.path, () =>
    import(/* webpackChunkName: "enrollment" */ '../features/enrollment/screens/EmailVerificationScreen').then(
      take('EmailVerificationScreen'),
    ),
  ),
  enrolling(E.emailFailed.path, () =>
    import(/* webpackChunkName: "enrollment" */ '../features/enrollment/screens/EmailVerificationFailedScreen').then(
      take('EmailVerificationFailedScreen'),
    ),
  ),
  enrolling(E.emailNotEligible.path, () =>
    import(/* webpackChunkName: "enrollment" */ '../features/enrollment/screens/EmailNotEligibleScreen').then(
      take('EmailNotEligibleScreen'),
    ),
  ),
  enrolling(E.emailAlreadyInUse.path, () =>
    import(/* webpackChunkName: "enrollment" */ '../features/enrollment/screens/EmailAlreadyInUseScreen').then(
      take('EmailAlreadyInUseScreen'),
    ),
  ),
  enrolling(E.customerAlreadyInUse.path, () =>
    import(/* webpackChunkName: "enrollment" */ '../features/enrollment/screens/CustomerAlreadyInUseScreen').then(
      take('CustomerAlreadyInUseScreen'),
    ),
  ),
  enrolling(E.noRecordLocated.path, () =>
    import(/* webpackChunkName: "enrollment" */ '../features/enrollment/screens/NoRecordLocatedScreen').then(
      take('NoRecordLocatedScreen'),
    ),
  ),
  enrolling(E.success.path, () =>
    import(/* webpackChunkName: "enrollment" */ '../features/enrollment/screens/SuccessScreen').then(
      take('SuccessScreen'),
    ),
  ),
  enrolling(E.thankYou.path, () =>
    import(/* webpackChunkName: "enrollment" */ '../features/enrollment/screens/ThankYouScreen').then(
      take('ThankYouScreen'),
    ),
  ),
  enrolling(E.error.path, () =>
    import(/* webpackChunkName: "enrollment" */ '../features/enrollment/screens/EnrollmentErrorScreen').then(
      take('EnrollmentErrorScreen'),
    ),
  ),
];

// ---- The account (account-access spec 2), signed in: /account chooses its page with the rule table ----
const accountFeature = () => import(/* webpackChunkName: "account" */ '../features/account/accountFeature');
const inAccount = pagesOf(accountFeature);
const homeScreens = () => import(/* webpackChunkName: "account" */ '../features/account/homeScreens');
/** The home pages with an address of their own under /account (/pending has its own, outside). */
const HOME_PAGES = (Object.keys(ACCOUNT_PAGE_HREF) as AccountPage[]).filter((page) => page !== 'pending');

const account: readonly AppRoute[] = [
  inAccount(undefined, () =>
    import(/* webpackChunkName: "account" */ '../features/account/screens/AccountScreen').then(take('AccountScreen')),
  ),
  ...HOME_PAGES.map((page) =>
    inAccount(ACCOUNT_PAGE_HREF[page], () => homeScreens().then((m) => m.homePageRoute(page))),
  ),
  inAccount(paths.account.payment.path, () =>
    import(/* webpackChunkName: "account" */ '../features/account/payments/PaymentScreen').then(
      take('StandardPaymentScreen'),
    ),
  ),
  inAccount(paths.account.ivr.path, () =>
    import(/* webpackChunkName: "account" */ '../features/account/screens/IvrScreen').then(take('IvrScreen')),
  ),
  inAccount(paths.account.creditView.path, () =>
    import(/* webpackChunkName: "account" */ '../features/account/screens/CreditViewScreen').then(
      take('CreditViewScreen'),
    ),
  ),
  inAccount(paths.account.personal.path, () =>
    import(/* webpackChunkName: "account" */ '../features/account/personal/PersonalScreen').then(
      take('PersonalScreen'),
    ),
  ),
];

// ---- Converting or refinancing a payday loan: only with the brand's LOAN_CONVERSION flag (without it, the account) ----
const conversionFeature = () => import(/* webpackChunkName: "conversion" */ '../features/conversion/conversionFeature');
const converting = pagesOf(conversionFeature);

const conversion: readonly AppRoute[] = [
  converting(undefined, () =>
    import(/* webpackChunkName: "conversion" */ '../features/conversion/screens/OffersScreen').then(
      take('OffersScreen'),
    ),
  ),
  converting(paths.loanConversion.convert.path, () =>
    import(/* webpackChunkName: "conversion" */ '../features/conversion/screens/ConvertScreen').then(
      take('ConvertScreen'),
    ),
  ),
  converting(paths.loanConversion.refinance.path, () =>
    import(/* webpackChunkName: "conversion" */ '../features/conversion/screens/RefinanceScreen').then(
      take('RefinanceScreen'),
    ),
  ),
];

// ---- The application (application spec 2.2): its pages under /application, each with the feature's sagas; the
// pages that need the login are guarded (a signed-out visit goes to login and comes back) ----
const applicationFeature = () =>
  import(/* webpackChunkName: "application" */ '../features/application/applicationFeature');
/** A page anyone may open (the entry, the login, the pages that turn a visitor away). */
const open = pagesOf(applicationFeature);
/** A page behind the login. */
const signedIn = (path: string, load: Load) => open(path, load, { guard: 'signedIn' });
const A = applicationPaths;

// Step 3's bank account: the bank link's pages (src/features/bank), matched under /application/bank inside the bank
// layout, which the application's frame holds (application/BankArea.tsx).
const bankOutcome = (
  name: 'InvalidCredentialsScreen' | 'NoCheckingScreen' | 'NoAuthScreen' | 'NoDataScreen' | 'ErrorInitializingScreen',
) => chunk(() => import(/* webpackChunkName: "bank" */ '../features/bank/screens/OutcomeScreens').then(take(name)));
const B = A.bank;

const bank: readonly AppRoute[] = [
  {
    screen: chunk(() =>
      import(/* webpackChunkName: "bank" */ '../features/bank/screens/BankStartScreen').then(take('BankStartScreen')),
    ),
  },
  {
    path: B.plaid.path,
    screen: chunk(() =>
      import(/* webpackChunkName: "bank" */ '../features/bank/screens/PlaidIntroScreen').then(take('PlaidIntroScreen')),
    ),
  },
  {
    path: B.consent.path,
    screen: chunk(() =>
      import(/* webpackChunkName: "bank" */ '../features/bank/screens/ConsentScreen').then(take('ConsentScreen')),
    ),
  },
  {
    path: B.open.path,
    screen: chunk(() =>
      import(/* webpackChunkName: "bank" */ '../features/bank/screens/LinkOpenScreen').then(take('LinkOpenScreen')),
    ),
  },
  {
    path: B.verify.path,
    screen: chunk(() =>
      import(/* webpackChunkName: "bank" */ '../features/bank/screens/VerifyScreen').then(take('VerifyScreen')),
    ),
  },
  {
    path: B.accountSelect.path,
    screen: chunk(() =>
      import(/* webpackChunkName: "bank" */ '../features/bank/screens/AccountSelectScreen').then(
        take('AccountSelectScreen'),
      ),
    ),
  },
  {
    path: B.manual.path,
    screen: chunk(() =>
      import(/* webpackChunkName: "bank" */ '../features/bank/screens/ManualScreen').then(take('ManualScreen')),
    ),
  },
  { path: B.invalidCredentials.path, screen: bankOutcome('InvalidCredentialsScreen') },
  { path: B.noChecking.path, screen: bankOutcome('NoCheckingScreen') },
  { path: B.noAuth.path, screen: bankOutcome('NoAuthScreen') },
  { path: B.noData.path, screen: bankOutcome('NoDataScreen') },
  { path: B.errorInitializing.path, screen: bankOutcome('ErrorInitializingScreen') },
];

const application: readonly AppRoute[] = [
  open(undefined, () =>
    import(/* webpackChunkName: "application" */ '../features/application/entry/EntryScreen').then(take('EntryScreen')),
  ),
  open(A.account.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/account/AccountScreen').then(
      take('AccountScreen'),
    ),
  ),
  signedIn(A.welcome.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/entry/WelcomeScreen').then(
      take('WelcomeScreen'),
    ),
  ),
  signedIn(A.privacyNotice.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/entry/PrivacyNoticeScreen').then(
      take('PrivacyNoticeScreen'),
    ),
  ),
  signedIn(A.personal.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/personal/PersonalScreen').then(
      take('PersonalScreen'),
    ),
  ),
  signedIn(A.productPreference.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/loanDetails/ProductPreferenceScreen').then(
      take('ProductPreferenceScreen'),
    ),
  ),
  signedIn(A.income.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/income/IncomeScreen').then(
      take('IncomeScreen'),
    ),
  ),
  signedIn(A.products.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/finalSteps/loan/ProductsScreen').then(
      take('ProductsScreen'),
    ),
  ),
  signedIn(A.amount.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/finalSteps/loan/AmountScreen').then(
      take('AmountScreen'),
    ),
  ),
  signedIn(A.otp.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/finalSteps/checks/OtpScreen').then(
      take('OtpScreen'),
    ),
  ),
  signedIn(A.identity.root.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/finalSteps/checks/IdentityScreens').then(
      take('IdentityScreen'),
    ),
  ),
  signedIn(A.identity.verify.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/finalSteps/checks/IdentityScreens').then(
      take('IdentityVerifyScreen'),
    ),
  ),
  signedIn(A.identity.optOut.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/finalSteps/checks/IdentityScreens').then(
      take('IdentityOptOutScreen'),
    ),
  ),
  signedIn(A.verificationFailed.path, () =>
    import(
      /* webpackChunkName: "application" */ '../features/application/finalSteps/checks/VerificationFailedScreen'
    ).then(take('VerificationFailedScreen')),
  ),
  signedIn(A.agreements.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/finalSteps/agreements/AgreementsScreen').then(
      take('AgreementsScreen'),
    ),
  ),
  signedIn(A.approvedAgreements.path, () =>
    import(
      /* webpackChunkName: "application" */ '../features/application/finalSteps/agreements/ApprovedAgreementsScreen'
    ).then(take('ApprovedAgreementsScreen')),
  ),
  signedIn(A.fundingIssue.path, () =>
    import(
      /* webpackChunkName: "application" */ '../features/application/finalSteps/agreements/FundingIssueScreen'
    ).then(take('FundingIssueScreen')),
  ),
  signedIn(A.newBank.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/finalSteps/agreements/NewBankScreen').then(
      take('NewBankScreen'),
    ),
  ),
  signedIn(A.agreementsNotReady.path, () =>
    import(
      /* webpackChunkName: "application" */ '../features/application/finalSteps/agreements/AgreementsNotReadyScreen'
    ).then(take('AgreementsNotReadyScreen')),
  ),
  signedIn(A.submit.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/finalSteps/decision/SubmitScreen').then(
      take('SubmitScreen'),
    ),
  ),
  signedIn(A.bankVerification.path, () =>
    import(
      /* webpackChunkName: "application" */ '../features/application/finalSteps/bankCheck/BankVerificationScreen'
    ).then(take('BankVerificationScreen')),
  ),
  signedIn(A.uploadDocs.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/finalSteps/documents/UploadDocsScreen').then(
      take('UploadDocsScreen'),
    ),
  ),
  signedIn(A.transition.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/finalSteps/decision/TransitionScreen').then(
      take('TransitionScreen'),
    ),
  ),
  signedIn(A.esign.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/finalSteps/decision/EsignScreen').then(
      take('EsignScreen'),
    ),
  ),
  signedIn(A.holdEsign.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/finalSteps/decision/HoldEsignScreen').then(
      take('HoldEsignScreen'),
    ),
  ),
  signedIn(A.thankYou.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/finalSteps/decision/ThankYouScreen').then(
      take('ThankYouScreen'),
    ),
  ),
  signedIn(A.adverseAction.root.path, () =>
    import(
      /* webpackChunkName: "application" */ '../features/application/finalSteps/decision/AdverseActionScreen'
    ).then(take('AdverseActionEntryScreen')),
  ),
  signedIn(A.adverseAction.retail.path, () =>
    import(
      /* webpackChunkName: "application" */ '../features/application/finalSteps/decision/AdverseActionScreen'
    ).then(take('AdverseActionRetailScreen')),
  ),
  signedIn(A.adverseAction.keepInMind.path, () =>
    import(
      /* webpackChunkName: "application" */ '../features/application/finalSteps/decision/AdverseActionScreen'
    ).then(take('AdverseActionKeepInMindScreen')),
  ),
  signedIn(A.adverseAction.thankYou.path, () =>
    import(
      /* webpackChunkName: "application" */ '../features/application/finalSteps/decision/AdverseActionScreen'
    ).then(take('AdverseActionThankYouScreen')),
  ),
  signedIn(A.anotherOptionSelected.path, () =>
    import(
      /* webpackChunkName: "application" */ '../features/application/finalSteps/decision/AdverseActionScreen'
    ).then(take('AnotherOptionSelectedScreen')),
  ),
  open(A.notInState.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/entry/NotInStateScreen').then(
      take('NotInStateScreen'),
    ),
  ),
  open(A.forceEnrollment.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/entry/ForceEnrollmentScreen').then(
      take('ForceEnrollmentScreen'),
    ),
  ),
  open(A.resume.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/entry/ResumeScreen').then(
      take('ResumeScreen'),
    ),
  ),
  open(A.notEligible.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/entry/NotEligibleScreen').then(
      take('NotEligibleScreen'),
    ),
  ),
  open(A.conversionEligibleEnrollment.path, () =>
    import(
      /* webpackChunkName: "application" */ '../features/application/entry/ConversionEligibleEnrollmentScreen'
    ).then(take('ConversionEligibleEnrollmentScreen')),
  ),
  signedIn(A.continueConversion.path, () =>
    import(/* webpackChunkName: "application" */ '../features/application/entry/ContinueConversionScreen').then(
      take('ContinueConversionScreen'),
    ),
  ),
  // The two steps that join the application with another feature: the store select (with the store locator) and the
  // bank account (with the bank link's pages); each composed in src/app/application/.
  {
    path: A.storeSelect.path,
    guard: 'signedIn',
    screen: chunkWith(
      [
        applicationFeature,
        () => import(/* webpackChunkName: "application-store" */ '../features/stores/storesFeature'),
      ],
      () =>
        import(/* webpackChunkName: "application-store" */ './application/StoreSelectPage').then(
          take('StoreSelectPage'),
        ),
    ),
  },
  {
    path: A.bank.root.path,
    guard: 'signedIn',
    screen: chunkWith(
      [applicationFeature, () => import(/* webpackChunkName: "bank" */ '../features/bank/bankFeature')],
      () => import(/* webpackChunkName: "bank" */ './application/BankArea').then(take('BankArea')),
    ),
    children: bank,
  },
];

// ---- The whole table: the pages outside the first chunk, areas holding their pages ----
export const routeTable: readonly AppRoute[] = [
  {
    path: paths.ssoTransfer.path,
    screen: chunk(() =>
      import(/* webpackChunkName: "sign-in" */ '../features/auth/screens/TransferScreen').then(take('TransferScreen')),
    ),
  },
  {
    path: paths.admin.login.path,
    guard: 'adminLogin',
    screen: chunk(() =>
      import(/* webpackChunkName: "admin" */ '../features/auth/screens/AdminLoginScreen').then(
        take('AdminLoginScreen'),
      ),
    ),
  },
  {
    path: paths.admin.landing.path,
    guard: 'admin',
    screen: chunk(() =>
      import(/* webpackChunkName: "admin" */ '../features/auth/screens/AdminLandingScreen').then(
        take('AdminLandingScreen'),
      ),
    ),
  },
  // /authentication itself has no page: the brand's 404 page.
  { path: paths.authentication.path, screen: frame, children: [...authentication, { screen: notFoundRoute.screen }] },
  { path: paths.enrollment.root.path, screen: frame, children: enrollment },
  { path: paths.account.root.path, guard: 'signedIn', screen: frame, children: account },
  {
    path: paths.pending.path,
    guard: 'signedIn',
    screen: chunk(() => homeScreens().then((m) => m.homePageRoute('pending'))),
  },
  {
    path: paths.loanConversion.root.path,
    guard: 'signedIn',
    screen: chunkWith([conversionFeature], () =>
      import(/* webpackChunkName: "conversion" */ '../features/conversion/ConversionGate').then(take('ConversionGate')),
    ),
    children: conversion,
  },
  { path: paths.application.root.path, screen: frame, children: application },
  {
    path: paths.findAStore.path,
    screen: chunkWith([() => import(/* webpackChunkName: "stores" */ '../features/stores/storesFeature')], () =>
      import(/* webpackChunkName: "stores" */ '../features/stores/screens/StoreLocatorScreen').then(
        take('StoreLocatorScreen'),
      ),
    ),
  },
];
