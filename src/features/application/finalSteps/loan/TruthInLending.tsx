// The Truth in Lending disclosure of a closed-end loan as Regulation Z 12 CFR 1026.18 lays it out (model form H-2):
// the four boxes (annual percentage rate, finance charge, amount financed, total of payments) with the regulation's
// own descriptions, then the payment schedule (number, amount and timing of the payments: 1026.18(g)), prepayment
// (1026.18(k)) and the reference to the contract (1026.18(p)). Money in US dollars, dates mm/dd/yyyy. The full
// schedule (each payment's principal, interest and balance) opens beneath it.
import { useId } from 'react';
import { ScheduleTable, type SchedulePayment } from '../../../../components/ScheduleTable';
import { formatPercent, formatUsd } from '../../../../lib/rules/money';
import { FREQUENCY, type PaymentFrequency } from '../../../../lib/rules/paymentFrequency';
import { toUsDate } from '../../../../lib/rules/usDate';
import styles from './loan.module.scss';

export interface DisclosedLoan {
  apr: number;
  financeCharge: number;
  amountFinanced: number;
  totalOfPayments: number;
  /** Days between payments; null for a single payment. */
  intervalDays: number | null;
  paymentSchedule: readonly SchedulePayment[];
}

/** The box's figures with the days between payments of the loan's frequency. */
export const disclosed = (
  figures: Omit<DisclosedLoan, 'intervalDays'>,
  frequency: string | null | undefined,
): DisclosedLoan => ({
  ...figures,
  intervalDays: frequency && frequency in FREQUENCY ? FREQUENCY[frequency as PaymentFrequency].days : null,
});

/** A saved loan's box (null for a store loan, whose terms the store sets). */
export function savedDisclosure(
  loan:
    | {
        apr?: number | null;
        financeCharge?: number | null;
        amountFinanced?: number | null;
        totalOfPayments?: number | null;
        paymentSchedule?: readonly SchedulePayment[] | null;
        paymentFrequency?: string | null;
      }
    | null
    | undefined,
): DisclosedLoan | null {
  if (!loan || loan.apr == null || !loan.paymentSchedule) return null;
  return disclosed(
    {
      apr: loan.apr,
      financeCharge: loan.financeCharge ?? 0,
      amountFinanced: loan.amountFinanced ?? 0,
      totalOfPayments: loan.totalOfPayments ?? 0,
      paymentSchedule: loan.paymentSchedule,
    },
    loan.paymentFrequency,
  );
}

/** Consecutive payments of the same amount, as the schedule box groups them. */
function groups(rows: readonly SchedulePayment[]) {
  const result: { count: number; amount: number; first: string; last: string }[] = [];
  for (const row of rows) {
    const group = result.at(-1);
    if (group && group.amount === row.paymentAmount) {
      group.count += 1;
      group.last = row.dueDate;
    } else result.push({ count: 1, amount: row.paymentAmount, first: row.dueDate, last: row.dueDate });
  }
  return result;
}

const when = (group: { count: number; first: string; last: string }, intervalDays: number | null) =>
  group.count === 1
    ? toUsDate(group.first)
    : `Every ${intervalDays} days, from ${toUsDate(group.first)} to ${toUsDate(group.last)}`;

export function TruthInLending({
  loan,
  title = 'Truth in Lending disclosure',
}: {
  loan: DisclosedLoan;
  title?: string;
}) {
  const count = loan.paymentSchedule.length;
  const titleId = useId();
  return (
    <section className={styles.tila} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.tilaTitle}>
        {title}
      </h2>
      <dl className={styles.boxes}>
        <div className={styles.box}>
          <dt>
            <strong>ANNUAL PERCENTAGE RATE</strong> The cost of your credit as a yearly rate.
          </dt>
          <dd>{formatPercent(loan.apr)}</dd>
        </div>
        <div className={styles.box}>
          <dt>
            <strong>FINANCE CHARGE</strong> The dollar amount the credit will cost you.
          </dt>
          <dd>{formatUsd(loan.financeCharge)}</dd>
        </div>
        <div className={styles.box}>
          <dt>
            <strong>Amount Financed</strong> The amount of credit provided to you or on your behalf.
          </dt>
          <dd>{formatUsd(loan.amountFinanced)}</dd>
        </div>
        <div className={styles.box}>
          <dt>
            <strong>Total of Payments</strong> The amount you will have paid after you have made all payments as
            scheduled.
          </dt>
          <dd>{formatUsd(loan.totalOfPayments)}</dd>
        </div>
      </dl>
      <table className={styles.table}>
        <caption>Your payment schedule will be:</caption>
        <thead>
          <tr>
            <th scope="col">Number of payments</th>
            <th scope="col">Amount of payments</th>
            <th scope="col">When payments are due</th>
          </tr>
        </thead>
        <tbody>
          {groups(loan.paymentSchedule).map((group) => (
            <tr key={group.first}>
              <td>{group.count}</td>
              <td>{formatUsd(group.amount)}</td>
              <td>{when(group, loan.intervalDays)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>
        <strong>Prepayment:</strong> If you pay off early, you will not have to pay a penalty
        {count > 1 ? ', and you will pay less interest' : ''}.
      </p>
      <p className={styles.note}>
        See your loan agreement for any additional information about nonpayment, default, any required repayment in full
        before the scheduled date, and prepayment refunds and penalties.
      </p>
      {count > 1 && (
        <details className={styles.details}>
          <summary>See all {count} payments</summary>
          <ScheduleTable rows={loan.paymentSchedule} label="Every payment" last="balance" tall />
        </details>
      )}
    </section>
  );
}
