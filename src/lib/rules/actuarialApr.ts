// The annual percentage rate a loan discloses (Regulation Z, 12 CFR 1026.22 and its Appendix J, the actuarial method),
// one pure rule for every disclosure of the portal, in the browser and on the server: the Truth in Lending box, the
// loan agreement, the account's loan pages, a conversion's and a refinance's figures.
//
// The APR is the unit-period rate i times the unit-periods in a year, where i makes the payments' present value equal
// the amount financed (Appendix J (b)(8), the general equation):
//
//   amountFinanced = Σ payment_k / ((1 + f_k·i) · (1 + i)^t_k)
//
// with t_k the whole unit-periods and f_k the fraction of one from the day the money is advanced to payment k's due
// date (every fraction counted at the start of the term). How the unit-period is chosen is the caller's (loanTerms'
// `disclosedApr`): the period between payments, or a single payment's whole term.

import { daysBetween } from '../validation/applicationDates';

/** A unit-period as Appendix J counts it: its length in days and how many make a year. */
export interface UnitPeriod {
  days: number;
  perYear: number;
}

export interface AprPayment {
  dueDate: string;
  /** Dollars (cents as a 2-decimal number). */
  paymentAmount: number;
}

export interface AprInput {
  /** Dollars. */
  amountFinanced: number;
  /** The day the money is advanced (ISO yyyy-mm-dd): the term begins. */
  advancedOn: string;
  payments: readonly AprPayment[];
  unit: UnitPeriod;
}

/** Whole unit-periods and the fraction of one between the advance and a payment `days` later. */
export function unitPeriods(days: number, unit: UnitPeriod): { whole: number; fraction: number } {
  const whole = Math.floor(days / unit.days);
  return { whole, fraction: (days - whole * unit.days) / unit.days };
}

/** The unit-period rate, to full precision: the root of the general equation (bisection, monotone in the rate). */
function unitPeriodRate({ amountFinanced, advancedOn, payments, unit }: AprInput): number {
  const times = payments.map((payment) => ({
    amount: payment.paymentAmount,
    ...unitPeriods(daysBetween(advancedOn, payment.dueDate), unit),
  }));
  const presentValue = (rate: number) =>
    times.reduce((sum, time) => sum + time.amount / ((1 + time.fraction * rate) * (1 + rate) ** time.whole), 0);
  if (!(amountFinanced > 0) || presentValue(0) <= amountFinanced) return 0;
  let low = 0;
  let high = 1;
  while (presentValue(high) > amountFinanced && high < 1e6) high *= 2;
  for (let step = 0; step < 200 && high - low > 1e-15; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > amountFinanced) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** The disclosed APR, in percent to 2 decimal places (192.77): Regulation Z's tolerance is 1/8 of a point. */
export const actuarialApr = (input: AprInput): number =>
  Math.round(unitPeriodRate(input) * input.unit.perYear * 10_000) / 100;

/** A single payment's unit-period is its whole term, and a year holds 365 ÷ its days of them (Appendix J (b)(5)(vii)). */
export function singlePaymentUnit(advancedOn: string, dueDate: string): UnitPeriod {
  const days = Math.max(1, daysBetween(advancedOn, dueDate));
  return { days, perYear: 365 / days };
}
