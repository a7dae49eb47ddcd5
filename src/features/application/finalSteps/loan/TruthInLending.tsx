// The Truth in Lending disclosure of a closed-end loan as Regulation Z 12 CFR 1026.18 lays it out (model form H-2):
// the four boxes (annual percentage rate, finance charge, amount financed, total of payments) with the regulation's
// own descriptions, then the payment schedule (number, amount and timing of the payments: 1026.18(g)), prepayment
// (1026.18(k)) and the reference to the contract (1026.18(p)). Money in US dollars, dates mm/dd/yyyy in English (in
// Spanish written out, useFormats). The full schedule (each payment's principal, interest and balance) opens beneath
// it. In Spanish the boxes use the terms lenders use in US Spanish disclosures (docs/languages.md).
import { useId } from 'react';
import { ScheduleTable, type SchedulePayment } from '../../../../components/ScheduleTable';
import { useFormats, type Formats } from '../../../../i18n/useFormats';
import { useTexts, type TextOf } from '../../../../i18n/useTexts';
import { FREQUENCY, type PaymentFrequency } from '../../../../lib/rules/paymentFrequency';
import { applicationTexts, type ApplicationText } from '../../texts/catalog';
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

const when = (
  group: { count: number; first: string; last: string },
  intervalDays: number | null,
  text: TextOf<ApplicationText>,
  date: Formats['date'],
) =>
  group.count === 1
    ? date(group.first)
    : text('til.every', { days: intervalDays ?? '', first: date(group.first), last: date(group.last) });

/** `forAmount`: the box of an amount the person is choosing (not yet the one saved). */
export function TruthInLending({ loan, forAmount = false }: { loan: DisclosedLoan; forAmount?: boolean }) {
  const text = useTexts<ApplicationText>(applicationTexts);
  const { money, percent, date } = useFormats();
  const count = loan.paymentSchedule.length;
  const titleId = useId();
  return (
    <section className={styles.tila} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.tilaTitle}>
        {text(forAmount ? 'til.titleForAmount' : 'til.title')}
      </h2>
      <dl className={styles.boxes}>
        <div className={styles.box}>
          <dt>
            <strong>{text('til.apr')}</strong> {text('til.aprMeans')}
          </dt>
          <dd>{percent(loan.apr)}</dd>
        </div>
        <div className={styles.box}>
          <dt>
            <strong>{text('til.financeCharge')}</strong> {text('til.financeChargeMeans')}
          </dt>
          <dd>{money(loan.financeCharge)}</dd>
        </div>
        <div className={styles.box}>
          <dt>
            <strong>{text('til.amountFinanced')}</strong> {text('til.amountFinancedMeans')}
          </dt>
          <dd>{money(loan.amountFinanced)}</dd>
        </div>
        <div className={styles.box}>
          <dt>
            <strong>{text('til.totalOfPayments')}</strong> {text('til.totalOfPaymentsMeans')}
          </dt>
          <dd>{money(loan.totalOfPayments)}</dd>
        </div>
      </dl>
      <table className={styles.table}>
        <caption>{text('til.schedule')}</caption>
        <thead>
          <tr>
            <th scope="col">{text('til.numberOfPayments')}</th>
            <th scope="col">{text('til.amountOfPayments')}</th>
            <th scope="col">{text('til.whenDue')}</th>
          </tr>
        </thead>
        <tbody>
          {groups(loan.paymentSchedule).map((group) => (
            <tr key={group.first}>
              <td>{group.count}</td>
              <td>{money(group.amount)}</td>
              <td>{when(group, loan.intervalDays, text, date)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>
        <strong>{text('til.prepayment')}</strong> {text(count > 1 ? 'til.prepaymentMany' : 'til.prepaymentOne')}
      </p>
      <p className={styles.note}>{text('til.seeAgreement')}</p>
      {count > 1 && (
        <details className={styles.details}>
          <summary>{text('til.seeAll', { count })}</summary>
          <ScheduleTable rows={loan.paymentSchedule} label={text('til.everyPayment')} last="balance" tall />
        </details>
      )}
    </section>
  );
}
