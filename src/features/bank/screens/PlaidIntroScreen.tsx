import { Link } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { LinkButton } from '../../../components/LinkButton';
import { applicationPaths } from '../../../config/applicationPaths';
import { useAppSelector } from '../../../store/hooks';
import { useBankArea } from '../BankLayout';
import { selectBank } from '../bankSlice';
import { BANK_TEXT } from '../bankText';
import styles from '../bank.module.scss';

const BANK = applicationPaths.bank;

/** /application/bank/plaid: the bank link is available: what linking through Plaid does, before the consent. */
export function PlaidIntroScreen() {
  const { Frame } = useBankArea();
  const { error } = useAppSelector(selectBank);
  return (
    <Frame id="bank-plaid-title" title="Link your bank with Plaid">
      {error && <Alert tone="error">{error}</Alert>}
      <p>
        Plaid connects your bank to us securely. You sign in to your bank in Plaid&apos;s window; we never see your bank
        password.
      </p>
      <p>
        We read your checking account&apos;s account and routing numbers and its balance, to decide on your application
        and to send your money.
      </p>
      <p className={styles.rule}>{BANK_TEXT.checkingRule}</p>
      <div className={styles.actions}>
        <LinkButton to={BANK.consent.href()}>Continue</LinkButton>
        <Link to={BANK.manual.href()}>Enter my account by hand instead</Link>
      </div>
    </Frame>
  );
}
