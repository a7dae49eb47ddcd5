// The application area's pages (matched under /application in the route table, src/app/routeTable.ts; its steps in
// order in src/features/application/applicationPages.ts). Not in the first chunk, which carries only the root.
import { APPLICATION, paths, within } from './paths';

const BANK = `${APPLICATION}/bank`;

export const applicationPaths = {
  root: paths.application.root,
  account: within(APPLICATION, 'account'),
  personal: within(APPLICATION, 'personal'),
  privacyNotice: within(APPLICATION, 'privacy-notice'),
  resume: within(APPLICATION, 'resume'),
  welcome: within(APPLICATION, 'welcome'),
  notInState: within(APPLICATION, 'not-in-state'),
  productPreference: within(APPLICATION, 'product-preference'),
  storeSelect: within(APPLICATION, 'store-select'),
  notEligible: within(APPLICATION, 'not-eligible'),
  continueConversion: within(APPLICATION, 'continue-conversion'),
  conversionEligibleEnrollment: within(APPLICATION, 'conversion-eligible-enrollment'),
  forceEnrollment: within(APPLICATION, 'force-enrollment'),
  income: within(APPLICATION, 'income'),
  /** Step 3's bank account (the bank feature's pages, matched under `bank`; application spec 2.2, 4.4). */
  bank: {
    root: within(APPLICATION, 'bank'),
    /** The bank link is available: what Plaid is, what is shared. */
    plaid: within(BANK, 'plaid'),
    consent: within(BANK, 'consent'),
    /** Link is open (launched). */
    open: within(BANK, 'open'),
    /** The connection is being made; the bank asking to sign in again is answered here. */
    verify: within(BANK, 'verify'),
    accountSelect: within(BANK, 'account-select'),
    manual: within(BANK, 'manual'),
    errorInitializing: within(BANK, 'error-initializing'),
    invalidCredentials: within(BANK, 'invalid-credentials'),
    noAuth: within(BANK, 'no-auth'),
    noData: within(BANK, 'no-data'),
    noChecking: within(BANK, 'no-checking'),
  },
  /** Step 4: the loan offered to this applicant, then its amount and term with the Truth in Lending box. */
  products: within(APPLICATION, 'products'),
  amount: within(APPLICATION, 'amount'),
  /** The mobile number verified (a texted code, or the carrier's check), then the photo ID (or another way to show it). */
  otp: within(APPLICATION, 'otp'),
  identity: {
    root: within(APPLICATION, 'identity'),
    verify: within(APPLICATION, 'identity/verify'),
    optOut: within(APPLICATION, 'identity/opt-out'),
  },
  /** The mobile number could not be verified (too many wrong codes). */
  verificationFailed: within(APPLICATION, 'mfa/verification-failed'),
  /**
   * The documents agreed before submission (the E-SIGN consent first); the approved loan's documents agreed before
   * the e-sign; and the page that says the loan's documents are not ready yet (the decision is still under way).
   */
  agreements: within(APPLICATION, 'agreements'),
  approvedAgreements: within(APPLICATION, 'approved/agreements'),
  agreementsNotReady: within(APPLICATION, 'agreements/not-ready'),
  /** The funding and repayment check asked for something (issue 31): what happened and what to do; another bank account. */
  fundingIssue: within(APPLICATION, 'approved/funding-issue'),
  newBank: within(APPLICATION, 'approved/new-bank'),
  /** Submission and the decision arriving live (src/features/application/finalSteps/decision/decisionScreens.ts maps states to these). */
  submit: within(APPLICATION, 'submit'),
  transition: within(APPLICATION, 'transition'),
  /** Approved, the account typed by hand verified by a trial deposit before signing (PENDING_BRFR). */
  bankVerification: within(APPLICATION, 'bank-verification'),
  /** Approved, the documents asked for before signing (an applicant who showed their ID another way). */
  uploadDocs: within(APPLICATION, 'upload-docs'),
  esign: within(APPLICATION, 'esign'),
  holdEsign: within(APPLICATION, 'hold-esign'),
  /** Step 5. */
  thankYou: within(APPLICATION, 'thank-you'),
  /** Adverse action (application spec 2.4, 4.6): the entry, and the three pages its routing leads to. */
  adverseAction: {
    root: paths.application.adverseAction,
    retail: within(APPLICATION, 'adverse-action/retail'),
    thankYou: within(APPLICATION, 'adverse-action/thank-you'),
    keepInMind: within(APPLICATION, 'adverse-action/keep-in-mind'),
  },
  /** The declined applicant chose the other option offered at keep-in-mind. */
  anotherOptionSelected: within(APPLICATION, 'another-option-selected'),
} as const;
