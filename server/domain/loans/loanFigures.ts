// A loan's payment amount types (application spec 3.12) as of one day, in cents, from its schedule and what has
// been paid on it:
// - next payment: what is left to pay of the first installment due today or later;
// - past due: what is left to pay of the installments due before today;
// - total due: the past due and the next payment (what brings the loan up to date through its next due date);
// - balance: what is left of the amount borrowed (payments go to interest first, then to principal);
// - payoff: what closes the loan today. A single-payment (payday) loan's fee is earned in full; an installment
//   loan's interest is owed only as it accrues: the balance, the interest left unpaid of installments already due,
//   and the current period's interest for the days elapsed (pro rata, rounded half up).
import type { StoredInstallment } from '../../db/schema/loans';

export interface LoanFigures {
  balance: number;
  nextPayment: number;
  nextPaymentDate: string | null;
  pastDue: number;
  totalDue: number;
  payoff: number;
}

const DAY = 86_400_000;
const days = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
const unpaid = (installment: StoredInstallment) => Math.max(0, installment.paymentCents - installment.paidCents);
/**
 * What was paid on an installment, split between interest (paid first) and principal. An installment whose interest
 * is more than its payment (a long first period) has a negative principal: paid in full, it adds the interest it did
 * not cover to the balance.
 */
function paidSplit(installment: StoredInstallment): { interest: number; principal: number } {
  if (installment.paidCents >= installment.paymentCents)
    return { interest: installment.interestCents, principal: installment.principalCents };
  const interest = Math.min(installment.paidCents, installment.interestCents);
  return { interest, principal: Math.min(Math.max(0, installment.principalCents), installment.paidCents - interest) };
}

export interface LoanForFigures {
  open: boolean;
  singlePayment: boolean;
  amountCents: number;
  /** The day the loan was made (ISO, Eastern). */
  originatedOn: string;
  schedule: readonly StoredInstallment[];
}

export function loanFigures(loan: LoanForFigures, today: string): LoanFigures {
  if (!loan.open) return { balance: 0, nextPayment: 0, nextPaymentDate: null, pastDue: 0, totalDue: 0, payoff: 0 };
  const schedule = [...loan.schedule].sort((a, b) => a.installmentNumber - b.installmentNumber);
  const pastDue = schedule
    .filter((installment) => installment.dueDate < today)
    .reduce((sum, installment) => sum + unpaid(installment), 0);
  const next = schedule.find((installment) => installment.dueDate >= today && unpaid(installment) > 0);
  const nextPayment = next ? unpaid(next) : 0;
  const balance = loan.amountCents - schedule.reduce((sum, installment) => sum + paidSplit(installment).principal, 0);
  const payoff = loan.singlePayment
    ? schedule.reduce((sum, installment) => sum + unpaid(installment), 0)
    : Math.max(0, balance + interestOwed(schedule, loan.originatedOn, today));
  return {
    balance,
    nextPayment,
    nextPaymentDate: next?.dueDate ?? null,
    pastDue,
    totalDue: pastDue + nextPayment,
    payoff,
  };
}

/** The current period's interest earned by `today` (pro rata, rounded half up) on the first installment due after it. */
function accruedOn(
  schedule: readonly StoredInstallment[],
  current: StoredInstallment,
  originatedOn: string,
  today: string,
): number {
  const previous = schedule.filter((installment) => installment.dueDate < current.dueDate).at(-1);
  const start = previous?.dueDate ?? originatedOn;
  const period = Math.max(1, days(start, current.dueDate));
  const elapsed = Math.min(period, Math.max(0, days(start, today)));
  return Math.floor((2 * current.interestCents * elapsed + period) / (2 * period));
}

/**
 * The interest a payoff today includes: what was earned by today (the interest of the installments due, and the
 * current period's accrued), less what was paid of any interest. Interest paid ahead, on installments not yet due, was
 * not earned: it counts towards the payoff, so a borrower who pays early never pays interest for time not borrowed.
 */
function interestOwed(schedule: readonly StoredInstallment[], originatedOn: string, today: string): number {
  const current = schedule.find((installment) => installment.dueDate > today);
  const earned =
    schedule
      .filter((installment) => installment.dueDate <= today)
      .reduce((sum, installment) => sum + installment.interestCents, 0) +
    (current ? accruedOn(schedule, current, originatedOn, today) : 0);
  const paid = schedule.reduce((sum, installment) => sum + paidSplit(installment).interest, 0);
  return earned - paid;
}

/**
 * The schedule after a payment of `amount` cents posted `today`. A payment of the whole payoff settles the loan: each
 * installment already due is paid as scheduled; the current one takes the rest of the balance with only the interest
 * earned so far; later ones keep only what was paid on them (the interest not yet earned is never charged). Any other
 * payment goes to the oldest amount unpaid first, as scheduled.
 */
export function applyPayment(
  loan: LoanForFigures,
  amount: number,
  today: string,
): { schedule: StoredInstallment[]; settled: boolean } {
  const schedule = [...loan.schedule]
    .sort((a, b) => a.installmentNumber - b.installmentNumber)
    .map((installment) => ({ ...installment }));
  if (amount >= loanFigures(loan, today).payoff) {
    const current = loan.singlePayment ? undefined : schedule.find((installment) => installment.dueDate > today);
    for (const installment of schedule)
      if (!current || installment.dueDate < current.dueDate) installment.paidCents = installment.paymentCents;
    if (current) {
      // The current installment takes the principal left once the installments due are paid and what was paid ahead
      // counts as principal, with only the interest earned so far; the later ones keep what was paid on them, as
      // principal: the interest not yet earned is never charged, and the principal still adds up to the amount lent.
      const later = schedule.filter((installment) => installment.dueDate > current.dueDate);
      for (const installment of later) {
        installment.principalCents = installment.paidCents;
        installment.interestCents = 0;
        installment.paymentCents = installment.paidCents;
      }
      const due = schedule.filter((installment) => installment.dueDate < current.dueDate);
      const interest = accruedOn(loan.schedule, current, loan.originatedOn, today);
      current.principalCents =
        loan.amountCents -
        due.reduce((sum, installment) => sum + installment.principalCents, 0) -
        later.reduce((sum, installment) => sum + installment.paidCents, 0);
      current.interestCents = interest;
      current.paymentCents = current.principalCents + interest;
      current.paidCents = current.paymentCents;
    }
    return { schedule, settled: true };
  }
  let left = amount;
  for (const installment of schedule) {
    if (left === 0) break;
    const take = Math.min(left, unpaid(installment));
    installment.paidCents += take;
    left -= take;
  }
  return { schedule, settled: false };
}

/**
 * The figures once payments taken but not yet posted (`pendingCents`, oldest first) are applied as they will be: what
 * may still be paid. A payment may never be taken for money that a pending payment already covers.
 */
export function figuresAfter(loan: LoanForFigures, pendingCents: readonly number[], today: string): LoanFigures {
  let current = loan;
  for (const amount of pendingCents) {
    const { schedule, settled } = applyPayment(current, amount, today);
    if (settled) return loanFigures({ ...current, open: false }, today);
    current = { ...current, schedule };
  }
  return loanFigures(current, today);
}
