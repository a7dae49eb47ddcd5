// /account/open-loan, /account/open-loan-past-due and /account/loan-in-rescission: the open loans, with what is due.
// Past due: how much, since when, and how to bring the loan up to date. In rescission: the right to cancel, until
// when and how (the loan agreement's words). In bankruptcy: the loan is shown, and nothing is asked of the borrower.
// Below them, a payday loan one of them replaced, with how it was paid off (issue 31).
import { Navigate } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { Alert } from '../../../components/Alert';
import { LinkButton } from '../../../components/LinkButton';
import { PhoneLink } from '../../../components/PhoneLink';
import { paths } from '../../../config/paths';
import { useLenderToday } from '../../../store/lenderClock';
import { useTexts } from '../../../i18n/useTexts';
import { useFormats } from '../../../i18n/useFormats';
import { accountTexts, type AccountText } from '../texts/catalog';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { LoanSummary } from '../loans/LoanSummary';
import { AccountFrame } from './AccountFrame';
import { AccountLoading, AccountUnavailable } from './AccountStatus';
import styles from './account.module.scss';
import { useAccount } from './useAccount';

export type LoanPageVariant = 'open' | 'pastDue' | 'rescission' | 'refinance';

const TITLES: Record<LoanPageVariant, AccountText> = {
  open: 'loan.title.open',
  pastDue: 'loan.title.pastDue',
  rescission: 'loan.title.rescission',
  refinance: 'loan.title.refinance',
};

export function LoanScreen({ variant }: { variant: LoanPageVariant }) {
  const brand = useAppSelector(selectBrand);
  const { data, isError } = useAccount();
  const text = useTexts<AccountText>(accountTexts);
  const { money, date, lenderDateTime } = useFormats();
  const today = useLenderToday();
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
    <AccountFrame title={text(TITLES[variant])}>
      {variant === 'pastDue' &&
        pastDue.map((loan) => (
          <Alert key={loan.loanNumber} tone="error">
            <Trans
              id="loan.pastDue"
              values={{
                pastDue: money(loan.pastDueAmount),
                loan: loan.loanNumber,
                totalDue: money(loan.totalAmountDue),
                phone: brand.phoneNumber,
              }}
              components={{ 0: <PhoneLink number={brand.phoneNumber} /> }}
            />
          </Alert>
        ))}
      {variant === 'rescission' &&
        rescindable.map((loan) => (
          <Alert key={loan.loanNumber} tone="info">
            <Trans
              id="loan.rescission"
              values={{
                loan: loan.loanNumber,
                phone: brand.phoneNumber,
                until: lenderDateTime(new Date(loan.rescindUntil!)),
                amount: money(loan.loanAmount),
              }}
              components={{ 0: <PhoneLink number={brand.phoneNumber} /> }}
            />
          </Alert>
        ))}
      {variant === 'refinance' && (
        <div className={styles.card} role="group" aria-labelledby="loan-options-title">
          <h3 id="loan-options-title" className={styles.loanTitle}>
            {text('loan.optionsTitle')}
          </h3>
          <p>{text('loan.options')}</p>
          <LinkButton to={paths.loanConversion.root.href()}>{text('loan.seeOptions')}</LinkButton>
        </div>
      )}
      {bankrupt && (
        <Alert tone="info">
          <Trans
            id="loan.bankruptcy"
            values={{ phone: brand.phoneNumber }}
            components={{ 0: <PhoneLink number={brand.phoneNumber} /> }}
          />
        </Alert>
      )}
      {open.map((loan) => (
        <div key={loan.loanNumber}>
          <LoanSummary loan={loan} />
          {loan.systemState !== 'BANKRUPTCY' && (
            <div className={styles.actions}>
              <LinkButton to={`${paths.account.payment.href()}?loan=${encodeURIComponent(loan.loanNumber)}`}>
                {text('loan.makePayment')}
              </LinkButton>
              <LinkButton secondary to={paths.account.ivr.href()}>
                {text('loan.payByPhone')}
              </LinkButton>
            </div>
          )}
        </div>
      ))}
      {replaced.length > 0 && <h3 className={styles.subtitle}>{text('loan.replaced')}</h3>}
      {replaced.map((loan) => (
        <LoanSummary key={loan.loanNumber} loan={loan} />
      ))}
      <p className={styles.muted}>{text('loan.asOf', { today: date(today) })}</p>
    </AccountFrame>
  );
}

export const OpenLoanScreen = () => <LoanScreen variant="open" />;
export const PastDueLoanScreen = () => <LoanScreen variant="pastDue" />;
export const RescissionLoanScreen = () => <LoanScreen variant="rescission" />;
export const RefinanceLoanScreen = () => <LoanScreen variant="refinance" />;
