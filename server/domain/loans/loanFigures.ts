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
/** The part of what was paid on an installment that went to principal (interest is paid first). */
const principalPaid = (installment: StoredInstallment) => Math.min(installment.principalCents, Math.max(0, installment.paidCents - installment.interestCents));
const interestUnpaid = (installment: StoredInstallment) => Math.max(0, installment.interestCents - installment.paidCents);

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
  const balance = loan.amountCents - schedule.reduce((sum, installment) => sum + principalPaid(installment), 0);
  let payoff: number;
  if (loan.singlePayment) {
    payoff = schedule.reduce((sum, installment) => sum + unpaid(installment), 0);
  } else {
    const dueInterest = schedule.filter((installment) => installment.dueDate <= today).reduce((sum, installment) => sum + interestUnpaid(installment), 0);
    const current = schedule.find((installment) => installment.dueDate > today);
    let accrued = 0;
    if (current) {
      const previous = schedule.filter((installment) => installment.dueDate < current.dueDate).at(-1);
      const start = previous?.dueDate ?? loan.originatedOn;
      const period = Math.max(1, days(start, current.dueDate));
      const elapsed = Math.min(period, Math.max(0, days(start, today)));
      const earned = Math.floor((2 * current.interestCents * elapsed + period) / (2 * period));
      accrued = Math.max(0, earned - Math.min(current.paidCents, current.interestCents));
    }
    payoff = balance + dueInterest + accrued;
  }
  return { balance, nextPayment, nextPaymentDate: next?.dueDate ?? null, pastDue, totalDue: pastDue + nextPayment, payoff };
}
