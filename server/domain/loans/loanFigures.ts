// A loan's payment amount types (application spec 3.12) as of one day, in cents, from its schedule and what has
// been paid on it:
// - next payment: what is left to pay of the first installment due today or later;
// - past due: what is left to pay of the installments due before today;
// - total due: the past due and the next payment (what brings the loan up to date through its next due date);
// - balance: what is left of the amount borrowed (payments go to interest first, then to principal);
// - payoff: what closes the loan today. A single-payment (payday) loan's fee is earned in full; an installment
//   loan's interest is owed only as it accrues: the balance, the interest left unpaid of installments already due,
//   and the current period's interest for the days elapsed (pro rata, rounded half up).
import type { StoredInstallment } from '../../db/schema';

export interface LoanFigures {
  balance: number;
  nextPayment: number;
  nextPaymentDate: string | null;
  pastDue: number;
  totalDue: number;
  payoff: number;
}

const DAY = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
const unpaid = (installment: StoredInstallment) => Math.max(0, installment.paymentCents - installment.paidCents);
/**
 * What was paid on an installment, split between interest (paid first) and principal. An installment whose interest
 * is more than its payment (a long first period) has a negative principal: paid in full, it adds the interest it did
 * not cover to the balance.
 */
function paidSplit(installment: StoredInstallment): { interest: number; principal: number } {
  if (installment.paidCents >= installment.paymentCents) return { interest: installment.interestCents, principal: installment.principalCents };
  const interest = Math.min(installment.paidCents, installment.interestCents);
  return { interest, principal: Math.min(Math.max(0, installment.principalCents), installment.paidCents - interest) };
}
const interestUnpaid = (installment: StoredInstallment) => installment.interestCents - paidSplit(installment).interest;

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
  const pastDue = schedule.filter((installment) => installment.dueDate < today).reduce((sum, installment) => sum + unpaid(installment), 0);
  const next = schedule.find((installment) => installment.dueDate >= today && unpaid(installment) > 0);
  const nextPayment = next ? unpaid(next) : 0;
  const balance = loan.amountCents - schedule.reduce((sum, installment) => sum + paidSplit(installment).principal, 0);
  const payoff = loan.singlePayment ? schedule.reduce((sum, installment) => sum + unpaid(installment), 0) : balance + payoffParts(schedule, loan.originatedOn, today).interest;
  return { balance, nextPayment, nextPaymentDate: next?.dueDate ?? null, pastDue, totalDue: pastDue + nextPayment, payoff };
}

/** The current period's interest earned by `today` (pro rata, rounded half up) on the first installment due after it. */
function accruedOn(schedule: readonly StoredInstallment[], current: StoredInstallment, originatedOn: string, today: string): number {
  const previous = schedule.filter((installment) => installment.dueDate < current.dueDate).at(-1);
  const start = previous?.dueDate ?? originatedOn;
  const period = Math.max(1, days(start, current.dueDate));
  const elapsed = Math.min(period, Math.max(0, days(start, today)));
  return Math.floor((2 * current.interestCents * elapsed + period) / (2 * period));
}

/** The interest a payoff today includes: unpaid interest of installments already due, and the current period's accrued. */
function payoffParts(schedule: readonly StoredInstallment[], originatedOn: string, today: string): { interest: number } {
  const dueInterest = schedule.filter((installment) => installment.dueDate <= today).reduce((sum, installment) => sum + interestUnpaid(installment), 0);
  const current = schedule.find((installment) => installment.dueDate > today);
  const accrued = current ? Math.max(0, accruedOn(schedule, current, originatedOn, today) - paidSplit(current).interest) : 0;
  return { interest: dueInterest + accrued };
}

/**
 * The schedule after a payment of `amount` cents posted `today`. A payment of the whole payoff settles the loan: each
 * installment already due is paid as scheduled; the current one takes the rest of the balance with only the interest
 * earned so far; later ones keep only what was paid on them (the interest not yet earned is never charged). Any other
 * payment goes to the oldest amount unpaid first, as scheduled.
 */
export function applyPayment(loan: LoanForFigures, amount: number, today: string): { schedule: StoredInstallment[]; settled: boolean } {
  const schedule = [...loan.schedule].sort((a, b) => a.installmentNumber - b.installmentNumber).map((installment) => ({ ...installment }));
  if (amount >= loanFigures(loan, today).payoff) {
    const current = loan.singlePayment ? undefined : schedule.find((installment) => installment.dueDate > today);
    for (const installment of schedule) if (!current || installment.dueDate < current.dueDate) installment.paidCents = installment.paymentCents;
    if (current) {
      const afterDue = loanFigures({ ...loan, schedule }, today).balance;
      const later = schedule.filter((installment) => installment.dueDate > current.dueDate);
      const split = paidSplit(current);
      const interest = Math.max(split.interest, accruedOn(loan.schedule, current, loan.originatedOn, today));
      // The current installment takes the whole balance left once the installments due are paid (with what of its own
      // principal was paid already); the later ones keep what was paid on them, so the principal still adds up.
      current.principalCents = split.principal + afterDue;
      current.interestCents = interest;
      current.paymentCents = current.principalCents + interest;
      current.paidCents = current.paymentCents;
      for (const installment of later) {
        const paid = paidSplit(installment);
        installment.principalCents = paid.principal;
        installment.interestCents = paid.interest;
        installment.paymentCents = installment.paidCents;
      }
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
