// /account/no-open-loan: every loan is paid (or closed); the past loans, and a new application. A loan closed by a
// charge-off or a bankruptcy closes the online way to a new one: the page says to call instead.
import { Navigate } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { LinkButton } from '../../../components/LinkButton';
import { PhoneLink } from '../../../components/PhoneLink';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { LoanSummary } from '../loans/LoanSummary';
import { AccountFrame } from './AccountFrame';
import { AccountLoading, AccountUnavailable } from './AccountStatus';
import styles from './account.module.scss';
import { useTexts } from '../../../i18n/useTexts';
import { accountTexts, type AccountText } from '../texts/catalog';
import { useAccount } from './useAccount';
import { useContactHours } from '../../../i18n/useContactHours';

const CLOSED_BADLY = ['CHARGED_OFF', 'BANKRUPTCY'];

export function NoOpenLoanScreen() {
  const brand = useAppSelector(selectBrand);
  const hours = useContactHours();
  const { data, isError } = useAccount();
  const text = useTexts<AccountText>(accountTexts);
  if (isError) return <AccountUnavailable />;
  if (!data) return <AccountLoading />;
  if (data.loans.some((loan) => loan.status === 'OPEN')) return <Navigate to={paths.account.root.href()} replace />;
  const mayApply = !data.loans.some((loan) => CLOSED_BADLY.includes(loan.systemState));
  return (
    <AccountFrame title={text('noOpenLoan.title')}>
      {mayApply ? (
        <>
          <p className={styles.lead}>{text('noOpenLoan.thanks')}</p>
          <div className={styles.actions}>
            <LinkButton to={paths.application.root.href()}>{text('noOpenLoan.apply')}</LinkButton>
          </div>
        </>
      ) : (
        <p className={styles.lead}>
          <Trans
            id="noOpenLoan.call"
            values={{ phone: brand.phoneNumber, hours }}
            components={{ 0: <PhoneLink number={brand.phoneNumber} /> }}
          />
        </p>
      )}
      <h3 className={styles.subtitle}>{text('noOpenLoan.pastLoans')}</h3>
      {data.loans.map((loan) => (
        <LoanSummary key={loan.loanNumber} loan={loan} />
      ))}
    </AccountFrame>
  );
}
