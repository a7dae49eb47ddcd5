// The figures of converting or refinancing a payday loan (account-access spec 3, 5, 9), one pure module shared by the
// conversion pages (a live preview) and the reference back end (which works the same figures out again when the
// customer continues, and keeps them). Every amount is an integer number of cents; the only division rounds half up
// in integers, so no binary fraction ever reaches an amount shown or saved.
//
// - Convert: payment per period = amount × (1 + apr) ÷ numberOfPayments; finance charge = amount × apr (apr is a
//   fraction: 1.2999 is shown as 129.99%); cash to the customer = amount − what pays the payday loan off. The schedule
//   shows 7 rows, due every 7, 14, 15 or 30 days (WK, BI, BIM, MON) from the new due date.
// - Refinance: base = loanAmount + financeCharge; option 2 subtracts what the customer pays back, option 3 adds what
//   they borrow; option 3's cash back = the amount borrowed − the fee. A blank input counts as 0.
// - The spec's `apr` of a conversion is the offer's rate (a flat charge over the year): it is shown as that. What a
//   new loan discloses as its APR is Regulation Z's, worked out from its own schedule (actuarialApr.ts): 26 payments
//   at a rate of 129.99% make an APR of about 195%.
// - Borrowing more (option 3) prices the next period's finance charge on the new principal, at the payday loan's own
//   rate (ours, issue 31): base + the amount borrowed + the charge on it.

import { addDays, disclosedApr } from './loanTerms';
import { formatCents, MAX_CENTS, toDollars, type Cents } from './money';
import { FREQUENCY, type PaymentFrequency } from './paymentFrequency';

const APR_SCALE = 1_000_000; // the APR is held in millionths (1.299900 → 1299900)

/** numerator ÷ denominator rounded half up, for non-negative integers. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The APR as the API gives it (a fraction) in whole millionths. */
export const aprMillionths = (apr: number) => Math.round(apr * APR_SCALE);

/** The APR as the pages show it: × 100, in percent (1.2999 → 129.99). */
export const aprPercent = (apr: number) => aprMillionths(apr) / 10_000;

/** amount × apr, to the cent. */
export const financeChargeOf = (amount: Cents, apr: number): Cents =>
  divideRounded(amount * aprMillionths(apr), APR_SCALE);

// ---------------------------------------------------------------------------------------------- the amount slider

export interface SliderRange {
  minimum: Cents;
  maximum: Cents;
  interval: Cents;
}

/** Every amount the slider stops at: the minimum, then each interval on, up to the maximum. */
export function sliderSteps({ minimum, maximum, interval }: SliderRange): Cents[] {
  if (interval <= 0 || maximum < minimum) return [minimum];
  return Array.from(
    { length: Math.floor((maximum - minimum) / interval) + 1 },
    (_, index) => minimum + index * interval,
  );
}

/** Where the slider starts: its middle step (the lower of the two middles when the count is even). */
export function middleStep(range: SliderRange): Cents {
  const steps = sliderSteps(range);
  return steps[Math.floor((steps.length - 1) / 2)] ?? range.minimum;
}

// ---------------------------------------------------------------------------------------------- converting

export interface ConvertTerms {
  /** The offer's rate, a fraction (1.2999). */
  apr: number;
  /** The day the new loan is made (ISO): its APR is counted from it. */
  loanDate: string;
  numberOfPayments: number;
  paymentFrequency: PaymentFrequency;
  /** The first payment of the new loan (ISO date). */
  newDueDate: string;
  /** What pays the payday loan off (its amount and its fee). */
  payoff: Cents;
}

export interface ScheduleRow {
  dueDate: string;
  paymentAmount: Cents;
  interest: Cents;
  principle: Cents;
  /** What is left of the amount borrowed after this payment. */
  balance: Cents;
}

export interface ConvertQuote {
  amount: Cents;
  /** amount × (1 + apr) ÷ numberOfPayments: every payment but the last, which takes the cents left over. */
  paymentAmount: Cents;
  financeCharge: Cents;
  totalOfPayments: Cents;
  /** amount − payoff (never below zero: the range offered starts at the payoff). */
  cashToCustomer: Cents;
  /** Regulation Z's APR of the whole schedule, in percent to 2 places. */
  disclosedApr: number;
  /** The first 7 payments (fewer when the loan has fewer). */
  schedule: ScheduleRow[];
}

/** The APR (percent) of a conversion of `amount` made on `loanDate` and repaid by its whole schedule. */
export const convertApr = (
  amount: Cents,
  schedule: readonly ScheduleRow[],
  terms: Pick<ConvertTerms, 'loanDate' | 'paymentFrequency'>,
) =>
  disclosedApr(
    toDollars(amount),
    schedule.map((row) => ({ dueDate: row.dueDate, paymentAmount: toDollars(row.paymentAmount) })),
    terms.loanDate,
    terms.paymentFrequency,
  );

/** Rows the conversion page shows of the schedule. */
export const SCHEDULE_ROWS = 7;

/** The whole schedule: level payments and level interest, the last payment and its interest taking the remainders. */
export function convertSchedule(amount: Cents, terms: ConvertTerms): ScheduleRow[] {
  const count = Math.max(1, terms.numberOfPayments);
  const financeCharge = financeChargeOf(amount, terms.apr);
  const total = amount + financeCharge;
  const level = divideRounded(amount * (APR_SCALE + aprMillionths(terms.apr)), APR_SCALE * count);
  const levelInterest = divideRounded(financeCharge, count);
  const days = FREQUENCY[terms.paymentFrequency].days;
  const rows: ScheduleRow[] = [];
  let balance = amount;
  for (let index = 0; index < count; index += 1) {
    const last = index === count - 1;
    const paymentAmount = last ? total - level * (count - 1) : level;
    const interest = last ? financeCharge - levelInterest * (count - 1) : levelInterest;
    const principle = paymentAmount - interest;
    balance -= principle;
    rows.push({ dueDate: addDays(terms.newDueDate, index * days), paymentAmount, interest, principle, balance });
  }
  return rows;
}

export function convertQuote(amount: Cents, terms: ConvertTerms): ConvertQuote {
  const schedule = convertSchedule(amount, terms);
  const financeCharge = financeChargeOf(amount, terms.apr);
  return {
    amount,
    paymentAmount: schedule[0]?.paymentAmount ?? 0,
    financeCharge,
    totalOfPayments: amount + financeCharge,
    cashToCustomer: Math.max(0, amount - terms.payoff),
    disclosedApr: convertApr(amount, schedule, terms),
    schedule: schedule.slice(0, SCHEDULE_ROWS),
  };
}

// ---------------------------------------------------------------------------------------------- refinancing

/** The fixed list of refinance options (account-access spec 3). */
export const REFINANCE_OPTIONS = [
  { id: 1, name: 'repayOriginal', input: null },
  { id: 2, name: 'repayAndReduce', input: "I'd like to pay back" },
  { id: 3, name: 'repayAndBorrow', input: 'Borrow an additional' },
] as const;

export type RefinanceOptionName = (typeof REFINANCE_OPTIONS)[number]['name'];

export interface RefinanceTerms {
  loanAmount: Cents;
  /** The next period's charge on the loan amount. */
  financeCharge: Cents;
  /** The current fee (due now). */
  loanFeeAmount: Cents;
  /** The day the refinance is made, and the new due date (ISO). */
  loanDate: string;
  newDueDate: string;
}

export interface RefinanceQuote {
  option: RefinanceOptionName;
  /** What the customer entered (0 for option 1, or a blank). */
  input: Cents;
  /** loanAmount + financeCharge. */
  base: Cents;
  /** The base, less what is paid back (option 2) or plus what is borrowed (option 3): due on the new due date. */
  total: Cents;
  /** Option 3: the amount borrowed − the fee (never below zero); 0 otherwise. */
  cashBack: Cents;
  /** The new loan: its principal, the charge for the new period (on that principal for option 3), its APR (percent). */
  principal: Cents;
  financeCharge: Cents;
  disclosedApr: number;
}

/**
 * A refinance input as typed: digits and at most one dot with up to 2 decimals; a blank is 0. Anything else is null
 * (the page says so and nothing changes).
 */
export function parseRefinanceInput(text: string): Cents | null {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (trimmed === '') return 0;
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents <= MAX_CENTS ? cents : null;
}

/** What the page and the server say of a refinance input that is not an amount from nothing to `max`. */
export const refinanceInputMessage = (max: Cents) => `Enter an amount from ${formatCents(0)} to ${formatCents(max)}.`;

/** The charge for the new period on `principal`, at the rate the loan's own charge makes on its amount. */
export const refinanceChargeOn = (
  principal: Cents,
  terms: Pick<RefinanceTerms, 'loanAmount' | 'financeCharge'>,
): Cents => (terms.loanAmount > 0 ? divideRounded(principal * terms.financeCharge, terms.loanAmount) : 0);

export function refinanceQuote(terms: RefinanceTerms, option: RefinanceOptionName, input: Cents): RefinanceQuote {
  const base = terms.loanAmount + terms.financeCharge;
  const typed = option === 'repayOriginal' ? 0 : input;
  const principal = option === 'repayAndReduce' ? terms.loanAmount - typed : terms.loanAmount + typed;
  const financeCharge = option === 'repayAndBorrow' ? refinanceChargeOn(principal, terms) : terms.financeCharge;
  const total = principal + financeCharge;
  const cashBack = option === 'repayAndBorrow' ? Math.max(0, typed - terms.loanFeeAmount) : 0;
  const apr =
    principal > 0
      ? disclosedApr(
          toDollars(principal),
          [{ dueDate: terms.newDueDate, paymentAmount: toDollars(total) }],
          terms.loanDate,
          'SINGLE',
        )
      : 0;
  return { option, input: typed, base, total, cashBack, principal, financeCharge, disclosedApr: apr };
}
