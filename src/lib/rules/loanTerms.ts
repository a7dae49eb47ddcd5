// The terms of a loan offer (application spec 3.9, 3.10, 9; Regulation Z 12 CFR 1026.18 and its Appendix J), one
// pure rule shared by the amount page (a live preview as the applicant moves the amount) and the reference back end
// (which computes the same figures when the choice is saved, and the agreements are filled from them):
// - A payday loan (PDL) is repaid in one payment on the applicant's first payday at least 14 days away; its finance
//   charge is the product's APR as simple interest for those days (391.07% over 14 days is $15 per $100).
// - Any other loan is repaid in level instalments on the applicant's paydays (every 7, 14, 15 or 30 days: spec 9),
//   the first on the first payday at least 10 days away. Interest is charged as Appendix J counts it: the periodic
//   rate (the APR over the unit periods in a year) compounds per whole unit period, and an odd first period is
//   charged pro rata (simple interest for the fraction). The last payment absorbs the rounding to cents.
// - Every amount is worked in whole cents (money.ts: `toCents` in, `toDollars` out); each charge is rounded to the
//   cent once, where it arises, so the schedule's balance never drifts by a binary fraction.
// - The disclosed APR is worked back from the rounded payments with Appendix J's actuarial method (actuarialApr.ts),
//   so the Truth in Lending box states what the payments really cost, to 2 decimal places.
// - The unit-period is the period between payments (Appendix J (b)(4)): a week or two weeks make 52 or 26 a year; the
//   15- and 30-day periods of spec 9 are neither a semimonth nor a month, so they are counted in days, 365/15 and
//   365/30 a year (ours). The periodic rate charged is the APR over those, so the APR disclosed is the APR offered.

import { daysBetween } from '../validation/applicationDates';
import { actuarialApr, singlePaymentUnit, unitPeriods, type UnitPeriod } from './actuarialApr';
import { formatUsd, toCents, toDollars, type Cents } from './money';
import { FREQUENCY, type PaymentFrequency } from './paymentFrequency';

/** The fewest days from the loan to the first payment: a payday loan's minimum term, and an instalment loan's. */
export const FIRST_PAYMENT_MIN_DAYS = { single: 14, installment: 10 } as const;

export interface LoanOffer {
  productCode: string;
  /** The loan's annual percentage rate, in percent (192.77). */
  apr: number;
  /** Dollars, whole or with cents. */
  amount: number;
  /** Months; ignored for a single-payment loan. */
  termMonths: number;
  paymentFrequency: PaymentFrequency;
  /** The applicant's next payday as stated on the income step (ISO yyyy-mm-dd). */
  nextPayDate: string;
  /** The day the loan is made (ISO). */
  today: string;
}

export interface ScheduledPayment {
  installmentNumber: number;
  paymentAmount: number;
  dueDate: string;
  principal: number;
  interest: number;
  balance: number;
}

export interface LoanTerms {
  loanAmount: number;
  /** Regulation Z's disclosed APR, in percent, 2 decimal places. */
  apr: number;
  financeCharge: number;
  amountFinanced: number;
  totalOfPayments: number;
  paymentAmount: number;
  paymentDueDate: string;
  paymentFrequency: PaymentFrequency | 'SINGLE';
  paymentSchedule: ScheduledPayment[];
}

const DAY = 86_400_000;
/** A charge worked out on whole cents, rounded to the cent (half up). */
const roundCents = (value: number): Cents => Math.round(value);
export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

export const isSinglePayment = (productCode: string) => productCode === 'PDL';

/** The applicant's first payday at least `minimumDays` after `today`, counted on from the stated next payday. */
export function firstPayday(
  nextPayDate: string,
  frequency: PaymentFrequency,
  today: string,
  minimumDays: number,
): string {
  const step = FREQUENCY[frequency].days;
  const earliest = addDays(today, minimumDays);
  let date = nextPayDate;
  const behind = daysBetween(date, earliest);
  if (behind > 0) date = addDays(date, Math.ceil(behind / step) * step);
  return date;
}

/** How many payments a term of `months` makes at this frequency. */
export const paymentCount = (months: number, frequency: PaymentFrequency) =>
  Math.max(1, Math.round((months * FREQUENCY[frequency].paymentsPerYear) / 12));

/** The APR to disclose (percent, 2 places) of `amount` advanced on `advancedOn` and repaid by `payments`: one payment's unit-period is its whole term, else the period between payments. */
export function disclosedApr(
  amount: number,
  payments: readonly { dueDate: string; paymentAmount: number }[],
  advancedOn: string,
  frequency: PaymentFrequency | 'SINGLE',
): number {
  const unit =
    frequency === 'SINGLE' || payments.length === 1
      ? singlePaymentUnit(advancedOn, payments[0]?.dueDate ?? advancedOn)
      : FREQUENCY[frequency];
  return actuarialApr({ amountFinanced: amount, advancedOn, payments, unit });
}

/** Appendix J's discount factor of a payment `days` after the loan, for periodic rate `rate` and unit period `unit`. */
function discount(days: number, unit: UnitPeriod, rate: number): number {
  const { whole, fraction } = unitPeriods(days, unit);
  return 1 / ((1 + fraction * rate) * (1 + rate) ** whole);
}

function singlePayment(offer: LoanOffer): LoanTerms {
  const dueDate = firstPayday(offer.nextPayDate, offer.paymentFrequency, offer.today, FIRST_PAYMENT_MIN_DAYS.single);
  const days = daysBetween(offer.today, dueDate);
  const amount = toCents(offer.amount);
  const charge = roundCents((amount * offer.apr * days) / 36_500);
  const total = toDollars(amount + charge);
  return {
    loanAmount: offer.amount,
    apr: disclosedApr(offer.amount, [{ dueDate, paymentAmount: total }], offer.today, 'SINGLE'),
    financeCharge: toDollars(charge),
    amountFinanced: offer.amount,
    totalOfPayments: total,
    paymentAmount: total,
    paymentDueDate: dueDate,
    paymentFrequency: 'SINGLE',
    paymentSchedule: [
      {
        installmentNumber: 1,
        paymentAmount: total,
        dueDate,
        principal: offer.amount,
        interest: toDollars(charge),
        balance: 0,
      },
    ],
  };
}

function installments(offer: LoanOffer): LoanTerms {
  const first = firstPayday(offer.nextPayDate, offer.paymentFrequency, offer.today, FIRST_PAYMENT_MIN_DAYS.installment);
  const count = paymentCount(offer.termMonths, offer.paymentFrequency);
  const dueDates = Array.from({ length: count }, (_, index) =>
    addDays(first, index * FREQUENCY[offer.paymentFrequency].days),
  );
  // One payment is charged simple interest for its whole term, the unit-period Appendix J gives it.
  const unit = count === 1 ? singlePaymentUnit(offer.today, first) : FREQUENCY[offer.paymentFrequency];
  const rate = offer.apr / 100 / unit.perYear;
  const amount = toCents(offer.amount);
  const level = roundCents(
    amount / dueDates.reduce((sum, dueDate) => sum + discount(daysBetween(offer.today, dueDate), unit, rate), 0),
  );
  const schedule: ScheduledPayment[] = [];
  let balance = amount;
  let total = 0;
  let previous = offer.today;
  dueDates.forEach((dueDate, index) => {
    const span = daysBetween(previous, dueDate);
    const interest = roundCents(balance * (1 / discount(span, unit, rate) - 1));
    const last = index === dueDates.length - 1;
    const payment = last ? balance + interest : level;
    const principal = payment - interest;
    balance = last ? 0 : balance - principal;
    total += payment;
    schedule.push({
      installmentNumber: index + 1,
      paymentAmount: toDollars(payment),
      dueDate,
      principal: toDollars(principal),
      interest: toDollars(interest),
      balance: toDollars(balance),
    });
    previous = dueDate;
  });
  return {
    loanAmount: offer.amount,
    apr: disclosedApr(offer.amount, schedule, offer.today, offer.paymentFrequency),
    financeCharge: toDollars(total - amount),
    amountFinanced: offer.amount,
    totalOfPayments: toDollars(total),
    paymentAmount: toDollars(level),
    paymentDueDate: first,
    paymentFrequency: offer.paymentFrequency,
    paymentSchedule: schedule,
  };
}

/** The offer's figures: the schedule, and the Truth in Lending box's APR, finance charge, amount financed, total. */
export const loanTerms = (offer: LoanOffer): LoanTerms =>
  isSinglePayment(offer.productCode) ? singlePayment(offer) : installments(offer);

/** The terms (months) an applicant may choose for an instalment product: every 3 months from its least to its most. */
export function termChoices(minTerm: number, maxTerm: number): number[] {
  const terms: number[] = [];
  for (let term = Math.max(1, minTerm); term < maxTerm; term += 3) terms.push(term);
  return [...terms, maxTerm];
}

/** The amount steps of the amount control: $25 up to a $1,000 maximum, else $50. */
export const amountStep = (maxLoan: number) => (maxLoan <= 1000 ? 25 : 50);

/** What the offer rules read of a product (application spec 3.9). */
export interface OfferedProduct {
  productCode: string;
  channel: string;
  minLoan: number | null;
  maxLoan: number | null;
  minTerm: number | null;
  maxTerm: number | null;
  aprLow: number | null;
  aprHigh: number | null;
  xactExamples?: { terms: readonly { term: number; returningRefiOnly: boolean }[] } | null;
}

/** The APR offered: a returning customer's is the product's lowest, a new customer's its highest. */
export const offerApr = (product: OfferedProduct, returning: boolean): number =>
  returning ? (product.aprLow ?? product.aprHigh ?? 0) : (product.aprHigh ?? product.aprLow ?? 0);

/** The terms (months) this applicant may choose: a term only for returning customers (Xact's 24 months) is left out for new ones. */
export function allowedTerms(product: OfferedProduct, returning: boolean): number[] {
  if (isSinglePayment(product.productCode)) return [];
  const returningOnly = (product.xactExamples?.terms ?? [])
    .filter((term) => term.returningRefiOnly)
    .map((term) => term.term);
  const ceiling = returning || returningOnly.length === 0 ? Infinity : Math.min(...returningOnly);
  return termChoices(product.minTerm ?? 1, product.maxTerm ?? 1).filter((term) => term < ceiling);
}

/** Why an amount cannot be borrowed (null when it can): whole dollars within the product's least and most. */
export function amountProblem(product: OfferedProduct, amount: number): string | null {
  const min = product.minLoan ?? 0;
  const max = product.maxLoan ?? 0;
  if (!Number.isInteger(amount) || amount < min || amount > max)
    return `Choose a whole-dollar amount from ${formatUsd(min)} to ${formatUsd(max)}.`;
  return null;
}
