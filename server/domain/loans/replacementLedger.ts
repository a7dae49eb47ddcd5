// What happens to the money when a signed conversion or refinance replaces a payday loan (issue 31, section 2): the
// entries of the loan ledger, worked out in cents from the old loan as it stands at origination and the new loan's
// principal. Pure; the decision machine records them once (server/domain/loans/loanLedger.ts).
//
// The old loan is paid in full: its fee earned (the payoff less the principal left) and its principal left.
// - A conversion pays all of it from the new loan; what is left of the new loan is paid out to the customer (spec 9:
//   cash to customer = amount − payoff).
// - A refinance collects the current fee from the customer's bank account now; option 2 collects what they pay back
//   with it; the new loan pays the rest of the principal. Option 3 takes the fee out of the amount borrowed first
//   (spec 9: cash back = the amount borrowed − the fee), and only what it does not cover is collected.
// - Should the old loan's payoff have grown past what the new loan covers (a fee posted since the offer), the
//   customer's source pays the difference: the new loan never pays out less than nothing.
// Every cent of the old payoff is paid exactly once, and every cent of the new principal goes to the old loan or
// to the customer (the property test in replacementLedger.test.ts).
import type { RefinanceOptionName } from '../../../src/lib/rules/conversionMath';

export interface ReplacedLoan {
  /** The principal left and the payoff today (the principal left and the fee earned), in cents. */
  balanceCents: number;
  payoffCents: number;
}

export interface Replacement {
  kind: 'CONVERSION' | 'REFINANCE';
  option: RefinanceOptionName | null;
  /** What the customer typed: paid back (option 2) or borrowed (option 3); 0 otherwise. */
  inputCents: number;
  newPrincipalCents: number;
}

export interface ReplacementMoney {
  /** The fee earned and the principal left on the old loan, which the payoff is made of. */
  feeDue: number;
  principalDue: number;
  /** Collected from the customer's bank account now. */
  fromCustomer: { fee: number; principal: number };
  /** Paid to the old loan from the new loan's principal. */
  fromNewLoan: { fee: number; principal: number };
  /** Paid out to the customer from the new loan. */
  cashOut: number;
}

export function replacementMoney(old: ReplacedLoan, replacement: Replacement): ReplacementMoney {
  const payoff = Math.max(0, old.payoffCents);
  const principalDue = Math.min(Math.max(0, old.balanceCents), payoff);
  const feeDue = payoff - principalDue;
  const refinance = replacement.kind === 'REFINANCE';
  const input = Math.max(0, replacement.inputCents);
  // The fee: a conversion pays it from the new loan; option 3 from the amount borrowed, as far as it goes.
  let loanFee = !refinance ? feeDue : replacement.option === 'repayAndBorrow' ? Math.min(feeDue, input) : 0;
  let customerPrincipal = refinance && replacement.option === 'repayAndReduce' ? Math.min(principalDue, input) : 0;
  let loanPrincipal = principalDue - customerPrincipal;
  let cashOut = replacement.newPrincipalCents - loanFee - loanPrincipal;
  if (cashOut < 0) {
    // The new loan does not cover what it was to pay: the customer pays the rest, principal first.
    const short = -cashOut;
    const fromPrincipal = Math.min(short, loanPrincipal);
    loanPrincipal -= fromPrincipal;
    customerPrincipal += fromPrincipal;
    loanFee -= short - fromPrincipal;
    cashOut = 0;
  }
  return {
    feeDue,
    principalDue,
    fromCustomer: { fee: feeDue - loanFee, principal: customerPrincipal },
    fromNewLoan: { fee: loanFee, principal: loanPrincipal },
    cashOut,
  };
}

export type LedgerKind = 'FEE' | 'PRINCIPAL' | 'PAYOFF' | 'CASH_OUT';
export type LedgerParty = 'BANK' | 'CARD' | 'LOAN';

export interface LedgerEntry {
  /** The loan the entry is on: the replaced one (OLD) or the new one (NEW). */
  on: 'OLD' | 'NEW';
  kind: LedgerKind;
  /** Where the money came from (entries on the old loan) or went to (entries on the new one). */
  party: LedgerParty;
  /** The bank account's or card's last four digits, or the other loan's number. */
  partyRef: string;
  amountCents: number;
  /** When the money moves (ISO, Eastern): today, or the day a payout reaches the customer. */
  effectiveOn: string;
}

export interface LedgerContext {
  oldLoanNumber: string;
  newLoanNumber: string;
  bankLast4: string;
  /** Where the cash out goes, and the day it arrives. */
  payout: { party: 'BANK' | 'CARD'; last4: string; on: string };
  today: string;
}

/** The entries of one replacement; amounts of zero are not entries. */
export function ledgerEntries(money: ReplacementMoney, context: LedgerContext): LedgerEntry[] {
  const entries: LedgerEntry[] = [
    {
      on: 'OLD',
      kind: 'FEE',
      party: 'BANK',
      partyRef: context.bankLast4,
      amountCents: money.fromCustomer.fee,
      effectiveOn: context.today,
    },
    {
      on: 'OLD',
      kind: 'FEE',
      party: 'LOAN',
      partyRef: context.newLoanNumber,
      amountCents: money.fromNewLoan.fee,
      effectiveOn: context.today,
    },
    {
      on: 'OLD',
      kind: 'PRINCIPAL',
      party: 'BANK',
      partyRef: context.bankLast4,
      amountCents: money.fromCustomer.principal,
      effectiveOn: context.today,
    },
    {
      on: 'OLD',
      kind: 'PRINCIPAL',
      party: 'LOAN',
      partyRef: context.newLoanNumber,
      amountCents: money.fromNewLoan.principal,
      effectiveOn: context.today,
    },
    {
      on: 'NEW',
      kind: 'PAYOFF',
      party: 'LOAN',
      partyRef: context.oldLoanNumber,
      amountCents: money.fromNewLoan.fee + money.fromNewLoan.principal,
      effectiveOn: context.today,
    },
    {
      on: 'NEW',
      kind: 'CASH_OUT',
      party: context.payout.party,
      partyRef: context.payout.last4,
      amountCents: money.cashOut,
      effectiveOn: context.payout.on,
    },
  ];
  return entries.filter((entry) => entry.amountCents > 0);
}
