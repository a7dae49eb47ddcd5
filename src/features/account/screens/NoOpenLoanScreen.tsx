// /account/no-open-loan: every loan is paid (or closed); the past loans, and a new application. A loan closed by a
// charge-off or a bankruptcy closes the online way to a new one: the page says to call instead.
import { Navigate } from 'react-router-dom';
import { LinkButton } from '../../../components/LinkButton';
import { PhoneLink } from '../../../components/PhoneLink';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { LoanSummary } from '../loans/LoanSummary';
import { AccountFrame } from './AccountFrame';
import { AccountLoading, AccountUnavailable } from './AccountStatus';
import styles from './account.module.scss';
import { useAccount } from './useAccount';

const CLOSED_BADLY = ['CHARGED_OFF', 'BANKRUPTCY'];

export function NoOpenLoanScreen() {
  const brand = useAppSelector(selectBrand);
  const { data, isError } = useAccount();
  if (isError) return <AccountUnavailable />;
  if (!data) return <AccountLoading />;
  if (data.loans.some((loan) => loan.status === 'OPEN')) return <Navigate to={paths.account.root.href()} replace />;
  const mayApply = !data.loans.some((loan) => CLOSED_BADLY.includes(loan.systemState));
  return (
    <AccountFrame title="You have no open loan">
      {mayApply ? (
        <>
          <p className={styles.lead}>
            Thank you for paying your loan. When you need money again, you can apply in minutes: as a returning customer
            you skip most of the questions.
          </p>
          <div className={styles.actions}>
            <LinkButton to={paths.application.root.href()}>Apply for a new loan</LinkButton>
          </div>
        </>
      ) : (
        <p className={styles.lead}>
          To apply for a new loan, please call us at <PhoneLink number={brand.phoneNumber} />, {brand.contactHours}.
        </p>
      )}
      <h3 className={styles.subtitle}>Your past loans</h3>
      {data.loans.map((loan) => (
        <LoanSummary key={loan.loanNumber} loan={loan} />
      ))}
    </AccountFrame>
  );
}
