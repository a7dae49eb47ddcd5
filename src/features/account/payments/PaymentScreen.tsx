// /account/payment and the LoanPro variants (/account/payment-loanpro, /account/payment-loanpro-default): the loan
// (named by ?loan=, else the first open one), the payment form, then the payment's progress and its receipt as the
// loan socket reports it. An agent acting for the customer sees the page read-only; a loan in bankruptcy asks for
// nothing.
import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { PhoneLink } from '../../../components/PhoneLink';
import { paths } from '../../../config/paths';
import { formatUsd } from '../../../lib/rules/money';
import { PAYMENT_MESSAGES } from '../../../lib/rules/payments';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import type { AccountLoan, Payment } from '../accountEndpoints';
import { LoanSummary } from '../loans/LoanSummary';
import { AccountFrame } from '../screens/AccountFrame';
import { AccountLoading, AccountUnavailable } from '../screens/AccountStatus';
import styles from '../screens/account.module.scss';
import { useAccount } from '../screens/useAccount';
import { PaymentForm } from './PaymentForm';
import { paymentReset, selectPayment } from './paymentSlice';

export type PaymentPageVariant = 'standard' | 'loanpro' | 'loanproDefault';

const TITLES: Record<PaymentPageVariant, string> = {
  standard: 'Make a payment',
  loanpro: 'Your loan and payments',
  loanproDefault: 'Your loan is in default',
};

export const PAYMENT_TEXT = {
  processing: 'We have your payment and are sending it to your bank. This takes a moment…',
  declined: PAYMENT_MESSAGES.declined,
  returned:
    'This loan was already closed (paid off, or replaced by a new loan) when your payment reached it, so none of it was kept: all of it goes back to where it came from.',
  unconfirmed:
    'We have your payment and are still processing it. Check your account again in a few minutes; you don’t need to pay again.',
  agent: 'You are viewing this customer’s account. Only the customer can make a payment.',
  bankruptcy: 'Our records show a bankruptcy filing for this loan, so we are not asking you for payments.',
} as const;

function Receipt({ payment, phase }: { payment: Payment; phase: 'posted' | 'returned' | 'unconfirmed' }) {
  const how =
    payment.method === 'BANK'
      ? `from the bank account ending ${payment.accountLast4}`
      : `with the ${payment.cardNetwork ?? 'debit'} card ending ${payment.accountLast4}`;
  return (
    <div className={styles.receipt}>
      <Alert tone={phase === 'posted' ? 'success' : 'info'}>
        {phase === 'posted'
          ? `Thank you. Your payment of ${formatUsd(payment.amount)} ${how} is posted to loan ${payment.loanNumber}.`
          : PAYMENT_TEXT[phase]}
      </Alert>
      <p>
        Reference <strong>{payment.reference}</strong>. Keep it in case you call us about this payment.
      </p>
    </div>
  );
}

export function PaymentScreen({ variant }: { variant: PaymentPageVariant }) {
  const brand = useAppSelector(selectBrand);
  const dispatch = useAppDispatch();
  const isAgent = useAppSelector((state) => state.auth.isAdmin);
  const { phase, payment } = useAppSelector(selectPayment);
  const [search] = useSearchParams();
  const { data, isError } = useAccount();
  // A new visit starts a new payment (a receipt shown earlier is not shown again).
  useEffect(() => {
    dispatch(paymentReset());
  }, [dispatch]);
  if (isError) return <AccountUnavailable />;
  if (!data) return <AccountLoading />;
  const open = data.loans.filter((loan) => loan.status === 'OPEN');
  // A payment under way stays on its loan, even once that loan has closed (a payoff): its receipt is still to show.
  const paying =
    payment && phase !== 'idle' ? data.loans.find((each) => each.loanNumber === payment.loanNumber) : undefined;
  const loan: AccountLoan | undefined =
    paying ?? open.find((each) => each.loanNumber === search.get('loan')) ?? open[0];
  if (!loan) return <Navigate to={paths.account.root.href()} replace />;
  const done = phase === 'posted' || phase === 'returned' || phase === 'unconfirmed';
  return (
    <AccountFrame title={TITLES[variant]}>
      {variant === 'loanproDefault' && (
        <Alert tone="error">
          Loan {loan.loanNumber} is in default. Paying the total due of {formatUsd(loan.totalAmountDue)} brings it up to
          date; if you can&apos;t, call us at <PhoneLink number={brand.phoneNumber} /> to talk about a plan.
        </Alert>
      )}
      {variant !== 'standard' && <LoanSummary loan={loan} />}
      {variant === 'standard' && (
        <p className={styles.lead}>
          {loan.productName} {loan.loanNumber}: next payment{' '}
          {loan.nextPaymentDate ? `${formatUsd(loan.nextPaymentAmount)}` : 'none'}, past due{' '}
          {formatUsd(loan.pastDueAmount)}, payoff today {formatUsd(loan.payoffAmount)}.
        </p>
      )}
      <h3 className={styles.subtitle}>{done ? 'Payment received' : 'Your payment'}</h3>
      {loan.systemState === 'BANKRUPTCY' ? (
        <Alert tone="info">{PAYMENT_TEXT.bankruptcy}</Alert>
      ) : isAgent ? (
        <Alert tone="info">{PAYMENT_TEXT.agent}</Alert>
      ) : done && payment ? (
        <>
          <Receipt payment={payment} phase={phase} />
          <div className={styles.actions}>
            <Link to={paths.account.root.href()}>Back to your account</Link>
          </div>
        </>
      ) : phase === 'processing' ? (
        <p role="status" className={styles.summary}>
          {PAYMENT_TEXT.processing}
        </p>
      ) : (
        <>
          {phase === 'declined' && (
            <div className={styles.receipt}>
              <Alert tone="error">{PAYMENT_TEXT.declined}</Alert>
              <Button variant="secondary" onClick={() => dispatch(paymentReset())}>
                Try again
              </Button>
            </div>
          )}
          {phase !== 'declined' && <PaymentForm key={loan.loanNumber} loan={loan} />}
        </>
      )}
      <p className={styles.muted}>
        Prefer to pay by phone? <Link to={paths.account.ivr.href()}>See how to pay by phone</Link>.
      </p>
    </AccountFrame>
  );
}

export const StandardPaymentScreen = () => <PaymentScreen variant="standard" />;
export const LoanProPaymentScreen = () => <PaymentScreen variant="loanpro" />;
export const LoanProDefaultPaymentScreen = () => <PaymentScreen variant="loanproDefault" />;
