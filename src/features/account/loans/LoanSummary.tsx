// One loan as a lender's account page shows it: its number and product, the payment amount types of application
// spec 3.12 (next payment and its date, past due, total due, payoff), the balance, the schedule (each payment and
// what has been paid of it) and the loan's documents.
import { ScheduleTable } from '../../../components/ScheduleTable';
import { easternDate } from '../../../lib/rules/easternTime';
import { useTexts, type TextOf } from '../../../i18n/useTexts';
import { useFormats, type Formats } from '../../../i18n/useFormats';
import { accountTexts, type AccountText } from '../texts/catalog';
import type { AccountLoan } from '../accountEndpoints';
import styles from '../screens/account.module.scss';
import { LoanDocuments } from './LoanDocuments';
import { LoanLedger } from './LoanLedger';

const PAYMENT_STATUS: Record<string, AccountText> = {
  PENDING: 'summary.processing',
  POSTED: 'summary.posted',
  DECLINED: 'summary.declined',
};

/** A payment's status, with the refund entry of one that reached a loan already closed or paid more than its payoff. */
function paymentStatus(
  payment: AccountLoan['payments'][number],
  text: TextOf<AccountText>,
  { money }: Formats,
): string {
  if (payment.status === 'RETURNED') return text('summary.returned', { amount: money(payment.refundedAmount) });
  const known = PAYMENT_STATUS[payment.status];
  const label = known ? text(known) : payment.status;
  return payment.refundedAmount > 0
    ? text('summary.refunded', { status: label, amount: money(payment.refundedAmount) })
    : label;
}

export function LoanSummary({ loan }: { loan: AccountLoan }) {
  const open = loan.status === 'OPEN';
  const headingId = `loan-${loan.loanNumber}`;
  const text = useTexts<AccountText>(accountTexts);
  const formats = useFormats();
  const { money, percent, date } = formats;
  const closedAs = text(
    loan.systemState === 'PAID_IN_FULL'
      ? 'summary.paidInFull'
      : loan.status === 'VOID'
        ? 'summary.cancelled'
        : 'summary.closed',
  );
  return (
    <section className={styles.loan} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.loanTitle}>
        {loan.productName} {loan.loanNumber}
      </h3>
      <dl className={styles.figures}>
        <div>
          <dt>{text('summary.amountBorrowed')}</dt>
          <dd>{money(loan.loanAmount)}</dd>
        </div>
        {open ? (
          <>
            <div>
              <dt>{text('summary.nextPayment')}</dt>
              <dd>
                {loan.nextPaymentDate
                  ? text('summary.nextPaymentOn', {
                      amount: money(loan.nextPaymentAmount),
                      date: date(loan.nextPaymentDate),
                    })
                  : text('summary.noneScheduled')}
              </dd>
            </div>
            <div>
              <dt>{text('summary.pastDue')}</dt>
              <dd className={loan.pastDueAmount > 0 ? styles.due : undefined}>{money(loan.pastDueAmount)}</dd>
            </div>
            <div>
              <dt>{text('summary.totalDue')}</dt>
              <dd>{money(loan.totalAmountDue)}</dd>
            </div>
            <div>
              <dt>{text('summary.balance')}</dt>
              <dd>{money(loan.balance)}</dd>
            </div>
            <div>
              <dt>{text('summary.payoff')}</dt>
              <dd>{money(loan.payoffAmount)}</dd>
            </div>
          </>
        ) : (
          <div>
            <dt>{text('summary.status')}</dt>
            <dd>
              {loan.closedOn ? text('summary.closedOn', { status: closedAs, date: date(loan.closedOn) }) : closedAs}
            </dd>
          </div>
        )}
        <div>
          <dt>{text('summary.apr')}</dt>
          <dd>{percent(loan.apr)}</dd>
        </div>
        <div>
          <dt>{text('summary.madeOn')}</dt>
          <dd>{date(loan.originatedOn)}</dd>
        </div>
      </dl>
      <details className={styles.section} open={open && loan.paymentSchedule.length <= 8}>
        <summary>{text('summary.schedule', { count: loan.paymentSchedule.length })}</summary>
        <ScheduleTable
          rows={loan.paymentSchedule}
          label={text('summary.scheduleLabel', { loan: loan.loanNumber })}
          last="paid"
        />
      </details>
      <LoanLedger loan={loan} />
      {loan.payments.length > 0 && (
        <details className={styles.section}>
          <summary>{text('summary.paymentsOnline', { count: loan.payments.length })}</summary>
          <ul className={styles.documents}>
            {loan.payments.map((payment) => (
              <li key={payment.reference}>
                <span>
                  {text(payment.method === 'BANK' ? 'summary.paymentFromBank' : 'summary.paymentWithCard', {
                    date: date(easternDate(new Date(payment.createdAt))),
                    amount: money(payment.amount),
                    last4: payment.accountLast4,
                  })}
                </span>
                <span>
                  {paymentStatus(payment, text, formats)} · {payment.reference}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
      <details className={styles.section}>
        <summary>{text('summary.documents')}</summary>
        <LoanDocuments loan={loan} />
      </details>
    </section>
  );
}
