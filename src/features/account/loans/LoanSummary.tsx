// One loan as a lender's account page shows it: its number and product, the payment amount types of application
// spec 3.12 (next payment and its date, past due, total due, payoff), the balance, the schedule (each payment and
// what has been paid of it) and the loan's documents.
import { ScheduleTable } from '../../../components/ScheduleTable';
import { formatPercent, formatUsd } from '../../../lib/rules/money';
import { easternDate } from '../../../lib/rules/easternTime';
import { toUsDate } from '../../../lib/validation/applicationDates';
import type { AccountLoan } from '../accountEndpoints';
import styles from '../screens/account.module.scss';
import { LoanDocuments } from './LoanDocuments';
import { LoanLedger } from './LoanLedger';

const PAYMENT_STATUS: Record<string, string> = { PENDING: 'Processing', POSTED: 'Posted', DECLINED: 'Declined' };

/** A payment's status, with the refund entry of one that reached a loan already closed or paid more than its payoff. */
function paymentStatus(payment: AccountLoan['payments'][number]): string {
  if (payment.status === 'RETURNED')
    return `Returned: the loan was already closed, so ${formatUsd(payment.refundedAmount)} goes back to you`;
  const label = PAYMENT_STATUS[payment.status] ?? payment.status;
  return payment.refundedAmount > 0
    ? `${label}; ${formatUsd(payment.refundedAmount)} over the payoff goes back to you`
    : label;
}

export function LoanSummary({ loan }: { loan: AccountLoan }) {
  const open = loan.status === 'OPEN';
  const headingId = `loan-${loan.loanNumber}`;
  return (
    <section className={styles.loan} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.loanTitle}>
        {loan.productName} {loan.loanNumber}
      </h3>
      <dl className={styles.figures}>
        <div>
          <dt>Amount borrowed</dt>
          <dd>{formatUsd(loan.loanAmount)}</dd>
        </div>
        {open ? (
          <>
            <div>
              <dt>Next payment</dt>
              <dd>
                {loan.nextPaymentDate
                  ? `${formatUsd(loan.nextPaymentAmount)} on ${toUsDate(loan.nextPaymentDate)}`
                  : 'None scheduled'}
              </dd>
            </div>
            <div>
              <dt>Past due</dt>
              <dd className={loan.pastDueAmount > 0 ? styles.due : undefined}>{formatUsd(loan.pastDueAmount)}</dd>
            </div>
            <div>
              <dt>Total due</dt>
              <dd>{formatUsd(loan.totalAmountDue)}</dd>
            </div>
            <div>
              <dt>Balance (principal left)</dt>
              <dd>{formatUsd(loan.balance)}</dd>
            </div>
            <div>
              <dt>Payoff today</dt>
              <dd>{formatUsd(loan.payoffAmount)}</dd>
            </div>
          </>
        ) : (
          <div>
            <dt>Status</dt>
            <dd>
              {loan.systemState === 'PAID_IN_FULL' ? 'Paid in full' : loan.status === 'VOID' ? 'Cancelled' : 'Closed'}
              {loan.closedOn ? ` on ${toUsDate(loan.closedOn)}` : ''}
            </dd>
          </div>
        )}
        <div>
          <dt>APR</dt>
          <dd>{formatPercent(loan.apr)}</dd>
        </div>
        <div>
          <dt>Made on</dt>
          <dd>{toUsDate(loan.originatedOn)}</dd>
        </div>
      </dl>
      <details className={styles.section} open={open && loan.paymentSchedule.length <= 8}>
        <summary>
          Payment schedule ({loan.paymentSchedule.length} {loan.paymentSchedule.length === 1 ? 'payment' : 'payments'})
        </summary>
        <ScheduleTable rows={loan.paymentSchedule} label={`Payment schedule of loan ${loan.loanNumber}`} last="paid" />
      </details>
      <LoanLedger loan={loan} />
      {loan.payments.length > 0 && (
        <details className={styles.section}>
          <summary>Payments made online ({loan.payments.length})</summary>
          <ul className={styles.documents}>
            {loan.payments.map((payment) => (
              <li key={payment.reference}>
                <span>
                  {toUsDate(easternDate(new Date(payment.createdAt)))}: {formatUsd(payment.amount)}{' '}
                  {payment.method === 'BANK'
                    ? `from the account ending ${payment.accountLast4}`
                    : `with the card ending ${payment.accountLast4}`}
                </span>
                <span>
                  {paymentStatus(payment)} · {payment.reference}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
      <details className={styles.section}>
        <summary>Loan documents</summary>
        <LoanDocuments loan={loan} />
      </details>
    </section>
  );
}
