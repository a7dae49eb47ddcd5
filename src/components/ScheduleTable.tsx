// A loan's payment schedule as a table: one row a payment, in dollars. The Truth in Lending box, the account's
// loan page and the conversion quote all show it; `last` picks the closing column (the balance left after the
// payment, or what has been paid of it). The table scrolls inside a labelled region, so a phone scrolls the
// table, not the page, and the keyboard reaches it.
import type { ReactNode } from 'react';
import { formatUsd } from '../lib/rules/money';
import { toUsDate } from '../lib/validation/applicationDates';
import styles from './ScheduleTable.module.scss';

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

const usd = (value: number | null | undefined) => (value == null ? '' : formatUsd(value));
const paidLabel = (paid: number | null | undefined, amount: number) =>
  paid == null ? '' : paid >= amount ? 'Paid' : paid > 0 ? `${formatUsd(paid)} paid` : '';

export function ScheduleTable({ rows, label, caption, last, tall = false }: Props) {
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
            <th scope="col">Payment</th>
            <th scope="col">Due</th>
            <th scope="col">Amount</th>
            <th scope="col">Principal</th>
            <th scope="col">Interest</th>
            <th scope="col">{last === 'paid' ? 'Paid' : 'Balance after'}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.installmentNumber}>
              <td>{row.installmentNumber}</td>
              <td>{toUsDate(row.dueDate)}</td>
              <td>{formatUsd(row.paymentAmount)}</td>
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
