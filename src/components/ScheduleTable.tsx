// A loan's payment schedule as a table: one row a payment, in dollars. The Truth in Lending box, the account's
// loan page and the conversion quote all show it; `last` picks the closing column (the balance left after the
// payment, or what has been paid of it). The table scrolls inside a labelled region, so a phone scrolls the
// table, not the page, and the keyboard reaches it.
import type { ReactNode } from 'react';
import { useFormats } from '../i18n/useFormats';
import { useTexts } from '../i18n/useTexts';
import styles from './ScheduleTable.module.scss';
import { scheduleTexts, type ScheduleText } from './texts/schedule/catalog';

export interface SchedulePayment {
  installmentNumber: number;
  dueDate: string;
  paymentAmount: number;
  principal?: number | null;
  interest?: number | null;
  balance?: number | null;
  paidAmount?: number | null;
}

interface Props {
  rows: readonly SchedulePayment[];
  /** The region's accessible name. */
  label: string;
  caption?: ReactNode;
  last: 'balance' | 'paid';
  /** A tall schedule scrolls within a fixed height. */
  tall?: boolean;
}

export function ScheduleTable({ rows, label, caption, last, tall = false }: Props) {
  const text = useTexts<ScheduleText>(scheduleTexts);
  const { money, date } = useFormats();
  const usd = (value: number | null | undefined) => (value == null ? '' : money(value));
  const paidLabel = (paid: number | null | undefined, amount: number) =>
    paid == null
      ? ''
      : paid >= amount
        ? text('schedule.paid')
        : paid > 0
          ? text('schedule.paidSome', { amount: money(paid) })
          : '';
  return (
    <div className={tall ? `${styles.wrap} ${styles.tall}` : styles.wrap} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table}>
        {caption && (
          <caption>
            <span className={styles.caption}>{caption}</span>
          </caption>
        )}
        <thead>
          <tr>
            <th scope="col">{text('schedule.payment')}</th>
            <th scope="col">{text('schedule.due')}</th>
            <th scope="col">{text('schedule.amount')}</th>
            <th scope="col">{text('schedule.principal')}</th>
            <th scope="col">{text('schedule.interest')}</th>
            <th scope="col">{last === 'paid' ? text('schedule.paid') : text('schedule.balanceAfter')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.installmentNumber}>
              <td>{row.installmentNumber}</td>
              <td>{date(row.dueDate)}</td>
              <td>{money(row.paymentAmount)}</td>
              <td>{usd(row.principal)}</td>
              <td>{usd(row.interest)}</td>
              <td>{last === 'paid' ? paidLabel(row.paidAmount, row.paymentAmount) : usd(row.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
