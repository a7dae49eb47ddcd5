// The account's home pages, one for each page of the rule table (src/lib/rules/accountPage.ts): not in the
// first chunk, which carries only /account and the pages beside the home.
import { ACCOUNT, within } from './paths';

export const accountPaths = {
  openLoan: within(ACCOUNT, 'open-loan'),
  openLoanPastDue: within(ACCOUNT, 'open-loan-past-due'),
  /** A loan still within its right to cancel (our path: the specification does not show one). */
  loanInRescission: within(ACCOUNT, 'loan-in-rescission'),
  noOpenLoan: within(ACCOUNT, 'no-open-loan'),
  applyNow: within(ACCOUNT, 'apply-now'),
  /** The pages of a loan serviced in LoanPro, in good standing or in default. */
  paymentLoanPro: within(ACCOUNT, 'payment-loanpro'),
  paymentLoanProDefault: within(ACCOUNT, 'payment-loanpro-default'),
  /** An application waiting: a store loan approved online, a funding held, a refinance or conversion, a payment plan. */
  conditionallyApprovedLoan: within(ACCOUNT, 'conditionally-approved-loan'),
  originationOnHold: within(ACCOUNT, 'origination-on-hold'),
  pendingRefinance: within(ACCOUNT, 'pending-refinance'),
  refinancePendingOrigination: within(ACCOUNT, 'refinance-pending-origination'),
  pendingEpp: within(ACCOUNT, 'pending-epp'),
  /** An open payday loan that may be converted or refinanced (the LOAN_CONVERSION flag). */
  refinance: within(ACCOUNT, 'refinance'),
} as const;
