// /account/payment and the LoanPro variants (/account/payment-loanpro, /account/payment-loanpro-default): the loan
// (named by ?loan=, else the first open one), the payment form, then the payment's progress and its receipt as the
// loan socket reports it. An agent acting for the customer sees the page read-only; a loan in bankruptcy asks for
// nothing.
import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { PhoneLink } from '../../../components/PhoneLink';
import { paths } from '../../../config/paths';
import { useFormats } from '../../../i18n/useFormats';
import { useTexts } from '../../../i18n/useTexts';
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
import { accountTexts, type AccountText } from '../texts/catalog';

export type PaymentPageVariant = 'standard' | 'loanpro' | 'loanproDefault';

const TITLES: Record<PaymentPageVariant, AccountText> = {
  standard: 'payment.title.standard',
  loanpro: 'payment.title.loanpro',
  loanproDefault: 'payment.title.loanproDefault',
};

function Receipt({ payment, phase }: { payment: Payment; phase: 'posted' | 'returned' | 'unconfirmed' }) {
  const text = useTexts<AccountText>(accountTexts);
  const { money } = useFormats();
  const figures = { amount: money(payment.amount), last4: payment.accountLast4, loan: payment.loanNumber };
  const posted =
    payment.method === 'BANK'
      ? text('payment.postedFromBank', figures)
      : payment.cardNetwork
        ? text('payment.postedWithCard', { ...figures, network: payment.cardNetwork })
        : text('payment.postedWithDebitCard', figures);
  return (
    <div className={styles.receipt}>
      <Alert tone={phase === 'posted' ? 'success' : 'info'}>
        {phase === 'posted' ? posted : text(phase === 'returned' ? 'payment.returned' : 'payment.unconfirmed')}
      </Alert>
      <p>
        <Trans id="payment.reference" values={{ reference: payment.reference }} components={{ 0: <strong /> }} />
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
  const text = useTexts<AccountText>(accountTexts);
  const { money } = useFormats();
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
    <AccountFrame title={text(TITLES[variant])}>
      {variant === 'loanproDefault' && (
        <Alert tone="error">
          <Trans
            id="payment.default"
            values={{ loan: loan.loanNumber, totalDue: money(loan.totalAmountDue), phone: brand.phoneNumber }}
            components={{ 0: <PhoneLink number={brand.phoneNumber} /> }}
          />
        </Alert>
      )}
      {variant !== 'standard' && <LoanSummary loan={loan} />}
      {variant === 'standard' && (
        <p className={styles.lead}>
          {text('payment.figures', {
            product: loan.productName,
            loan: loan.loanNumber,
            next: loan.nextPaymentDate ? money(loan.nextPaymentAmount) : text('payment.none'),
            pastDue: money(loan.pastDueAmount),
            payoff: money(loan.payoffAmount),
          })}
        </p>
      )}
      <h3 className={styles.subtitle}>{done ? text('payment.received') : text('payment.yours')}</h3>
      {loan.systemState === 'BANKRUPTCY' ? (
        <Alert tone="info">{text('payment.bankruptcy')}</Alert>
      ) : isAgent ? (
        <Alert tone="info">{text('payment.agent')}</Alert>
      ) : done && payment ? (
        <>
          <Receipt payment={payment} phase={phase} />
          <div className={styles.actions}>
            <Link to={paths.account.root.href()}>{text('payment.back')}</Link>
          </div>
        </>
      ) : phase === 'processing' ? (
        <p role="status" className={styles.summary}>
          {text('payment.processing')}
        </p>
      ) : (
        <>
          {phase === 'declined' && (
            <div className={styles.receipt}>
              <Alert tone="error">{PAYMENT_MESSAGES.declined}</Alert>
              <Button variant="secondary" onClick={() => dispatch(paymentReset())}>
                {text('payment.tryAgain')}
              </Button>
            </div>
          )}
          {phase !== 'declined' && <PaymentForm key={loan.loanNumber} loan={loan} />}
        </>
      )}
      <p className={styles.muted}>
        <Trans id="payment.byPhone" components={{ 0: <Link to={paths.account.ivr.href()} /> }} />
      </p>
    </AccountFrame>
  );
}

export const StandardPaymentScreen = () => <PaymentScreen variant="standard" />;
export const LoanProPaymentScreen = () => <PaymentScreen variant="loanpro" />;
export const LoanProDefaultPaymentScreen = () => <PaymentScreen variant="loanproDefault" />;
