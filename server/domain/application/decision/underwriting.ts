// The reference back end's underwriting (issues 14 and 31): deterministic, so every outcome can be reached by hand
// and by tests. In this order:
// 1. Sandbox applicants, by the last four digits of the SSN (as a credit bureau's test files work): each leads to one
//    outcome (the outcome personas of tests/fixtures/personas.json use them). Only where the sandbox setting is on
//    (UNDERWRITING_SANDBOX: on in development and the tests, refused in production): a real applicant whose SSN ends
//    in 0201 is decided by the rules below like anyone else.
// 2. The rules, for everyone else:
//    - step 1's SSN already another login's (the application's pre-check failed): the lender's duplicate check
//      (CANEBAY_DUPLICATE, the applicant is asked to call);
//    - a loan with us in default or charged off: declined ("Poor credit performance with us");
//    - a loan with us still open: declined ("Excessive obligations in relation to income": one loan at a time, as
//      most states' payday and small-loan laws require);
//    - an amount outside the state's limits for the product (its minimum and maximum in product availability, which
//      may have changed since the offer): declined ("We do not grant credit … on the terms and conditions you
//      request");
//    - a net income under $1,000 a month, or a payment over 30% of the net pay it falls on: declined ("Income
//      insufficient for amount of credit requested");
//    - otherwise approved.
// Reasons are worded as Regulation B's sample notice (12 CFR 1002, appendix C, form C-1) words them.
import type { StoredDecision } from '../../../db/schema/applications';
import { easternDate } from '../../../../src/lib/rules/easternTime';
import { addDays } from '../../../../src/lib/rules/loanTerms';
import { FREQUENCY, type PaymentFrequency } from '../../../../src/lib/rules/paymentFrequency';

export const INCOME_INSUFFICIENT = 'Income insufficient for amount of credit requested';
export const CREDIT_REFERENCES = 'Unable to verify credit references';
export const DELINQUENT = 'Delinquent past or present credit obligations with others';
export const TOO_MANY_INQUIRIES = 'Number of recent inquiries on credit bureau report';
export const POOR_PERFORMANCE_WITH_US = 'Poor credit performance with us';
export const EXCESSIVE_OBLIGATIONS = 'Excessive obligations in relation to income';
export const TERMS_NOT_GRANTED = 'We do not grant credit to any applicant on the terms and conditions you request';
/** A conversion or refinance asked of a payday loan (decision 0056): the loan no longer qualifies for the change. */
export const LOAN_NO_LONGER_QUALIFIES = 'The loan you asked to change no longer qualifies';
/** A conversion or refinance the brand does not offer in the customer's state today. */
export const CHANGE_NOT_OFFERED = 'We do not offer this change to a loan in your state';

/** Each reason in plain words, given beside the regulation's wording on the notice of action taken (issue 48). */
export const REASON_EXPLANATIONS: Readonly<Record<string, string>> = {
  [INCOME_INSUFFICIENT]: 'The payments on this loan would take more of your pay than we lend against.',
  [CREDIT_REFERENCES]:
    'Your credit report did not show enough accounts paid as agreed for us to check your credit history.',
  [DELINQUENT]: 'Your credit report shows payments to other lenders that were late or missed.',
  [TOO_MANY_INQUIRIES]: 'Your credit report shows many recent applications for credit.',
  [POOR_PERFORMANCE_WITH_US]: 'A loan you have with us is behind on its payments or was not repaid.',
  [EXCESSIVE_OBLIGATIONS]: 'You already have a loan with us that is not paid off.',
  [TERMS_NOT_GRANTED]: 'The amount you asked for is not one we lend in your state for this loan.',
  [LOAN_NO_LONGER_QUALIFIES]:
    'Since we offered the change, your payday loan was paid off, fell behind, or its payoff changed, so the offer ended.',
  [CHANGE_NOT_OFFERED]: 'The loan you asked for is not one we offer in your state today.',
};

/** The smallest net income a month the lender lends on. */
export const MIN_MONTHLY_NET_INCOME = 1000;

/** Largest share of a paycheck one payment may take. */
export const MAX_PAYMENT_SHARE = 0.3;

export type UnderwritingOutcome = Omit<StoredDecision, 'customerCode' | 'decidedAt'>;

const approve = (overrides: Partial<UnderwritingOutcome> = {}): UnderwritingOutcome => ({
  outcome: 'APPROVE',
  reasons: [],
  anotherOption: false,
  onlineEligible: true,
  retailEligible: true,
  esignHold: null,
  esignFailsOnce: false,
  bankCheckRequired: false,
  ...overrides,
});

const deny = (
  reasons: string[],
  eligibility: { anotherOption?: boolean; onlineEligible?: boolean; retailEligible?: boolean } = {},
): UnderwritingOutcome => ({
  ...approve(),
  outcome: 'DENY',
  reasons,
  anotherOption: eligibility.anotherOption ?? false,
  onlineEligible: eligibility.onlineEligible ?? false,
  retailEligible: eligibility.retailEligible ?? true,
});

/** The sandbox applicants: SSN last four digits → the outcome. */
export const SANDBOX_OUTCOMES: Readonly<Record<string, (today: Date) => UnderwritingOutcome>> = {
  // Declined online; a partner's other option remains (adverse action → keep-in-mind).
  '0201': () => deny([CREDIT_REFERENCES], { anotherOption: true }),
  // Declined online; a store loan may still be possible where the state has stores (→ retail, else thank-you).
  // 0209 and 0210 are the same, for more personas (an SSN belongs to one customer).
  '0202': () => deny([DELINQUENT]),
  '0209': () => deny([DELINQUENT]),
  '0210': () => deny([DELINQUENT]),
  // Approved, but the e-sign waits until the bank account is confirmed (→ hold-esign).
  '0203': (today) =>
    approve({
      esignHold: {
        reasons: ['We need to confirm your bank account before you can sign your loan agreement.'],
        until: addDays(easternDate(today), 2),
      },
    }),
  // The submission fails on the lender's side (SUBMIT_ERROR); submitting again goes through.
  '0205': () => ({ ...approve(), outcome: 'SUBMIT_ERROR' }),
  // The lender's system already has an application for this person (CANEBAY_DUPLICATE).
  '0206': () => ({ ...approve(), outcome: 'DUPLICATE' }),
  // Declined and eligible for nothing else (adverse action straight to thank-you).
  '0207': () => deny([TOO_MANY_INQUIRIES], { retailEligible: false }),
  // Approved; the first e-sign fails (ESIGN_ERROR) and signing again goes through.
  '0208': () => approve({ esignFailsOnce: true }),
  // Approved; the account typed by hand is verified by a trial deposit first (PENDING_BRFR → /bank-verification).
  '0212': () => approve({ bankCheckRequired: true }),
};

export interface UnderwritingInput {
  /** Whether the sandbox table may decide (the UNDERWRITING_SANDBOX setting). */
  sandbox: boolean;
  ssnLast4: string | null;
  /** Step 1's SSN is already another login's (the application's pre-check failed). */
  invalidPrecheck: boolean;
  /** The payment per period (the single payment of a single-payment loan); null for a store product. */
  paymentAmount: number | null;
  /** Net pay per paycheck, and how often it is paid. */
  netPay: number;
  paymentFrequency: PaymentFrequency;
  /** The amount asked for, and the state's limits for the product (null when the state no longer offers it). */
  amount: number | null;
  limits: { minLoan: number; maxLoan: number } | null;
  /** The customer's loans with us: how many are open, and how many are in default or charged off. */
  openLoans: number;
  troubledLoans: number;
  /** A second submission after SUBMIT_ERROR goes through. */
  resubmission: boolean;
  today: Date;
}

/** The net income a month of a paycheck paid at this frequency. */
export const monthlyNetIncome = (netPay: number, frequency: PaymentFrequency) =>
  (netPay * FREQUENCY[frequency].paymentsPerYear) / 12;

export function underwrite(input: UnderwritingInput): UnderwritingOutcome {
  const sandbox = input.sandbox && input.ssnLast4 ? SANDBOX_OUTCOMES[input.ssnLast4] : undefined;
  if (sandbox) {
    const outcome = sandbox(input.today);
    if (!(outcome.outcome === 'SUBMIT_ERROR' && input.resubmission)) return outcome;
  }
  if (input.invalidPrecheck) return { ...approve(), outcome: 'DUPLICATE' };
  if (input.troubledLoans > 0) return deny([POOR_PERFORMANCE_WITH_US], { retailEligible: false });
  if (input.openLoans > 0) return deny([EXCESSIVE_OBLIGATIONS], { retailEligible: false });
  if (
    input.amount !== null &&
    (!input.limits || input.amount < input.limits.minLoan || input.amount > input.limits.maxLoan)
  )
    return deny([TERMS_NOT_GRANTED]);
  if (monthlyNetIncome(input.netPay, input.paymentFrequency) < MIN_MONTHLY_NET_INCOME)
    return deny([INCOME_INSUFFICIENT]);
  if (input.paymentAmount !== null && input.paymentAmount > input.netPay * MAX_PAYMENT_SHARE)
    return deny([INCOME_INSUFFICIENT]);
  return approve();
}
