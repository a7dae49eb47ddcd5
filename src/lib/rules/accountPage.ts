// Which account page /account shows (account-access spec 2 and 3): one ordered rule table, read top to bottom, the
// first rule that holds wins. The reference back end decides with it (accountOverview.page); docs/flows/account.md prints the
// same table (accountPage.test.ts checks that it does, rule for rule). Loan kinds CONVERSION, REFINANCE, STANDARD,
// EPP; statuses OPEN, CLOSED, VOID; system states REPAYING, DEFAULT, CHARGED_OFF, BANKRUPTCY, PAID_IN_FULL,
// REFINANCED, CONVERTED, RESCINDED, VOIDED (the back end's loans table says what each means).

export type AccountPage =
  | 'refinance-pending-origination'
  | 'pending-refinance'
  | 'pending-epp'
  | 'loan-in-rescission'
  | 'payment-loanpro-default'
  | 'payment-loanpro'
  | 'open-loan-past-due'
  | 'refinance'
  | 'open-loan'
  | 'origination-on-hold'
  | 'conditionally-approved-loan'
  | 'pending'
  | 'apply-now'
  | 'no-open-loan';

export interface LoanFacts {
  kind: 'STANDARD' | 'CONVERSION' | 'REFINANCE' | 'EPP';
  status: 'OPEN' | 'CLOSED' | 'VOID';
  systemState: string;
  sourceSystem: string;
  productCode: string;
  pastDueCents: number;
  /** Still within the right to cancel. */
  inRescission: boolean;
}

/** The customer's newest application that is not finished (null when none is). */
export interface ApplicationFacts {
  kind: 'STANDARD' | 'CONVERSION' | 'REFINANCE' | 'EPP';
  status: 'UNSUBMITTED' | 'APPROVED' | 'DENIED';
  /** Spec 4.1's state (null before submission). */
  state: string | null;
  channel: 'ONLINE' | 'RETAIL';
  /** The signed loan's funding is held for a review. */
  originationHeld: boolean;
}

export interface AccountFacts {
  loans: readonly LoanFacts[];
  application: ApplicationFacts | null;
  /** The brand's LOAN_CONVERSION flag: a payday loan may be converted or refinanced online. */
  loanConversion: boolean;
}

/** States in which the application waits on the lender, not on the customer (spec 4.1). */
export const LENDER_STATES: readonly string[] = [
  'SUBMITTING',
  'PENDING_ASSET_REPORT_DOWNLOAD',
  'PENDING_SAS_CALL_1',
  'PENDING_UNDERWRITING',
  'SUBMIT_APPROVED',
  'ESIGNING',
  'PENDING_ESIGN_VALIDATIONS',
  'PENDING_ESIGN_DOCUMENT_UPLOAD',
  'PENDING_ORIGINATION',
];

/** The states after the signature, before the money is sent. */
export const SIGNED_STATES: readonly string[] = [
  'ESIGNING',
  'PENDING_ESIGN_VALIDATIONS',
  'PENDING_ESIGN_DOCUMENT_UPLOAD',
  'PENDING_ORIGINATION',
];

/** The system states of a loan that is being collected on; a loan in bankruptcy is not (the automatic stay). */
export const IN_DEFAULT: readonly string[] = ['DEFAULT', 'CHARGED_OFF'];

const openLoans = (facts: AccountFacts) => facts.loans.filter((loan) => loan.status === 'OPEN');
/** The application changes an open loan (a refinance or a conversion) and is not denied. */
const changesLoan = (facts: AccountFacts) =>
  ['REFINANCE', 'CONVERSION'].includes(facts.application?.kind ?? '') && facts.application?.status !== 'DENIED';

export interface AccountRule {
  page: AccountPage;
  /** The rule in words (the table in docs/flows/account.md). */
  when: string;
  holds: (facts: AccountFacts) => boolean;
}

export const ACCOUNT_RULES: readonly AccountRule[] = [
  {
    page: 'refinance-pending-origination',
    when: 'a REFINANCE or CONVERSION application is signed and its new loan is being made',
    holds: (facts) => changesLoan(facts) && SIGNED_STATES.includes(facts.application?.state ?? ''),
  },
  {
    page: 'pending-refinance',
    when: 'a REFINANCE or CONVERSION application is started, under review, or waiting for the signature',
    holds: changesLoan,
  },
  {
    page: 'pending-epp',
    when: 'an EPP (extended payment plan) application is waiting',
    holds: (facts) => facts.application?.kind === 'EPP' && facts.application.status !== 'DENIED',
  },
  {
    page: 'loan-in-rescission',
    when: 'an OPEN loan is still within its right to cancel',
    holds: (facts) => openLoans(facts).some((loan) => loan.inRescission),
  },
  {
    page: 'payment-loanpro-default',
    when: 'an OPEN loan serviced in LOANPRO is in DEFAULT or CHARGED_OFF',
    holds: (facts) =>
      openLoans(facts).some((loan) => loan.sourceSystem === 'LOANPRO' && IN_DEFAULT.includes(loan.systemState)),
  },
  {
    page: 'payment-loanpro',
    when: 'an OPEN loan is serviced in LOANPRO (not in BANKRUPTCY)',
    holds: (facts) =>
      openLoans(facts).some((loan) => loan.sourceSystem === 'LOANPRO' && loan.systemState !== 'BANKRUPTCY'),
  },
  {
    page: 'open-loan-past-due',
    when: 'an OPEN loan has an amount past due, or is in DEFAULT or CHARGED_OFF',
    holds: (facts) => openLoans(facts).some((loan) => loan.pastDueCents > 0 || IN_DEFAULT.includes(loan.systemState)),
  },
  {
    page: 'refinance',
    when: 'an OPEN payday loan (PDL) is REPAYING with nothing past due, and the LOAN_CONVERSION flag is on: it may be converted or refinanced',
    holds: (facts) =>
      facts.loanConversion &&
      openLoans(facts).some(
        (loan) => loan.productCode === 'PDL' && loan.systemState === 'REPAYING' && loan.pastDueCents === 0,
      ),
  },
  {
    page: 'open-loan',
    when: 'any other OPEN loan (REPAYING, or in BANKRUPTCY: shown without a request to pay)',
    holds: (facts) => openLoans(facts).length > 0,
  },
  {
    page: 'origination-on-hold',
    when: 'a signed application waits in PENDING_ORIGINATION with its funding held for a review',
    holds: (facts) => facts.application?.state === 'PENDING_ORIGINATION' && facts.application.originationHeld,
  },
  {
    page: 'conditionally-approved-loan',
    when: 'a RETAIL application is approved (SUBMIT_APPROVED): the loan is finished at the store',
    holds: (facts) => facts.application?.channel === 'RETAIL' && facts.application.state === 'SUBMIT_APPROVED',
  },
  {
    page: 'pending',
    when: 'an application waits on the lender (submitted, under review, or signed and being funded)',
    holds: (facts) => LENDER_STATES.includes(facts.application?.state ?? ''),
  },
  {
    page: 'apply-now',
    when: 'no loan yet, or an application waits on the customer (to finish, or to sign)',
    holds: (facts) => facts.loans.length === 0 || (facts.application !== null && facts.application.status !== 'DENIED'),
  },
  {
    page: 'no-open-loan',
    when: 'otherwise: every loan is CLOSED or VOID',
    holds: () => true,
  },
];

export function accountPage(facts: AccountFacts): AccountPage {
  return (ACCOUNT_RULES.find((rule) => rule.holds(facts)) ?? ACCOUNT_RULES[ACCOUNT_RULES.length - 1]!).page;
}
