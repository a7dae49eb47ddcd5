// The reference back end's underwriting (issue 14): deterministic, so every outcome can be reached by hand and by
// tests. Two kinds of rule, in this order:
// 1. Sandbox applicants, by the last four digits of the SSN (as a credit bureau's test files work): each leads to
//    one outcome (the outcome personas of tests/fixtures/personas.json use them).
// 2. The data: a payment larger than 30% of the net pay it falls on is declined (Regulation B's reason "Income
//    insufficient for amount of credit requested"); otherwise the application is approved.
// Reasons are worded as Regulation B's sample notice (12 CFR 1002, appendix C, form C-1) words them.
import type { StoredDecision } from '../../../db/schema';
import { easternDate } from '../../../../src/lib/rules/easternTime';
import { addDays } from '../../../../src/lib/rules/loanTerms';

export const INCOME_INSUFFICIENT = 'Income insufficient for amount of credit requested';
export const CREDIT_REFERENCES = 'Unable to verify credit references';
export const DELINQUENT = 'Delinquent past or present credit obligations with others';
export const TOO_MANY_INQUIRIES = 'Number of recent inquiries on credit bureau report';

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

const deny = (reasons: string[], eligibility: { anotherOption?: boolean; onlineEligible?: boolean; retailEligible?: boolean } = {}): UnderwritingOutcome => ({
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
  '0203': (today) => approve({ esignHold: { reasons: ['We need to confirm your bank account before you can sign your loan agreement.'], until: addDays(easternDate(today), 2) } }),
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
  ssnLast4: string | null;
  /** The payment per period (the single payment of a single-payment loan); null for a store product. */
  paymentAmount: number | null;
  /** Net pay per paycheck. */
  netPay: number;
  /** A second submission after SUBMIT_ERROR goes through. */
  resubmission: boolean;
  today: Date;
}

export function underwrite(input: UnderwritingInput): UnderwritingOutcome {
  const sandbox = input.ssnLast4 ? SANDBOX_OUTCOMES[input.ssnLast4] : undefined;
  if (sandbox) {
    const outcome = sandbox(input.today);
    if (!(outcome.outcome === 'SUBMIT_ERROR' && input.resubmission)) return outcome;
  }
  if (input.paymentAmount !== null && input.paymentAmount > input.netPay * MAX_PAYMENT_SHARE) return deny([INCOME_INSUFFICIENT], { anotherOption: false, retailEligible: true });
  return approve();
}
