// /account/open-loan, /account/open-loan-past-due and /account/loan-in-rescission: the open loans, with what is due.
// Past due: how much, since when, and how to bring the loan up to date. In rescission: the right to cancel, until
// when and how (the loan agreement's words). In bankruptcy: the loan is shown, and nothing is asked of the borrower.
// Below them, a payday loan one of them replaced, with how it was paid off (issue 31).
import { Navigate } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { LinkButton } from '../../../components/LinkButton';
import { PhoneLink } from '../../../components/PhoneLink';
import { paths } from '../../../config/paths';
import { formatUsd } from '../../../lib/rules/money';
import { LENDER_TIME_ZONE } from '../../../lib/rules/easternTime';
import { isoToday, toUsDate } from '../../../lib/validation/applicationDates';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { LoanSummary } from '../loans/LoanSummary';
import { AccountFrame } from './AccountFrame';
import { AccountLoading, AccountUnavailable } from './AccountStatus';
import styles from './account.module.scss';
import { useAccount } from './useAccount';

export type LoanPageVariant = 'open' | 'pastDue' | 'rescission' | 'refinance';

const TITLES: Record<LoanPageVariant, string> = {
  open: 'Your loan',
  pastDue: 'Your loan is past due',
  rescission: 'Your new loan',
  refinance: 'Your payday loan',
};

const easternTime = new Intl.DateTimeFormat('en-US', {
  timeZone: LENDER_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

export function LoanScreen({ variant }: { variant: LoanPageVariant }) {
  const brand = useAppSelector(selectBrand);
  const { data, isError } = useAccount();
  if (isError) return <AccountUnavailable />;
  if (!data) return <AccountLoading />;
  const open = data.loans.filter((loan) => loan.status === 'OPEN');
  if (open.length === 0) return <Navigate to={paths.account.root.href()} replace />;
  const pastDue = open.filter((loan) => loan.pastDueAmount > 0);
  const rescindable = open.filter((loan) => loan.rescindUntil);
  const bankrupt = open.some((loan) => loan.systemState === 'BANKRUPTCY');
  // A payday loan an open loan replaced (a conversion or refinance): shown with how it was paid off.
  const replaced = data.loans.filter(
    (loan) =>
      loan.status === 'CLOSED' &&
      loan.ledger.some((entry) => entry.party === 'LOAN' && open.some((each) => each.loanNumber === entry.partyRef)),
  );
  return (
    <AccountFrame title={TITLES[variant]}>
      {variant === 'pastDue' &&
        pastDue.map((loan) => (
          <Alert key={loan.loanNumber} tone="error">
            {formatUsd(loan.pastDueAmount)} of loan {loan.loanNumber} is past due. Paying the total due of{' '}
            {formatUsd(loan.totalAmountDue)} brings your loan up to date. If you can&apos;t pay it, call us at{' '}
            <PhoneLink number={brand.phoneNumber} />: we can talk about a payment plan.
          </Alert>
        ))}
      {variant === 'rescission' &&
        rescindable.map((loan) => (
          <Alert key={loan.loanNumber} tone="info">
            You may cancel loan {loan.loanNumber} at no cost by calling us at <PhoneLink number={brand.phoneNumber} />{' '}
            by {easternTime.format(new Date(loan.rescindUntil!))}, and returning the amount financed (
            {formatUsd(loan.loanAmount)}).
          </Alert>
        ))}
      {variant === 'refinance' && (
        <div className={styles.card} role="group" aria-labelledby="loan-options-title">
          <h3 id="loan-options-title" className={styles.loanTitle}>
            Need more time or a lower payment?
          </h3>
          <p>
            You may be able to convert your payday loan into an installment loan with smaller payments over time, or
            refinance it for another pay period. See what you are offered before you decide: looking does not change
            your loan.
          </p>
          <LinkButton to={paths.loanConversion.root.href()}>See my options</LinkButton>
        </div>
      )}
      {bankrupt && (
        <Alert tone="info">
          Our records show a bankruptcy filing for this loan, so we are not asking you for payments. Questions? Call us
          at <PhoneLink number={brand.phoneNumber} />.
        </Alert>
      )}
      {open.map((loan) => (
        <div key={loan.loanNumber}>
          <LoanSummary loan={loan} />
          {loan.systemState !== 'BANKRUPTCY' && (
            <div className={styles.actions}>
              <LinkButton to={`${paths.account.payment.href()}?loan=${encodeURIComponent(loan.loanNumber)}`}>
                Make a payment
              </LinkButton>
              <LinkButton secondary to={paths.account.ivr.href()}>
                Pay by phone
              </LinkButton>
            </div>
          )}
        </div>
      ))}
      {replaced.length > 0 && <h3 className={styles.subtitle}>The loan your new loan replaced</h3>}
      {replaced.map((loan) => (
        <LoanSummary key={loan.loanNumber} loan={loan} />
      ))}
      <p className={styles.muted}>Figures are as of today, {toUsDate(isoToday())}.</p>
    </AccountFrame>
  );
}

export const OpenLoanScreen = () => <LoanScreen variant="open" />;
export const PastDueLoanScreen = () => <LoanScreen variant="pastDue" />;
export const RescissionLoanScreen = () => <LoanScreen variant="rescission" />;
export const RefinanceLoanScreen = () => <LoanScreen variant="refinance" />;
