import { Link } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { LinkButton } from '../../../components/LinkButton';
import { applicationPaths } from '../../../config/applicationPaths';
import { useAppSelector } from '../../../store/hooks';
import { useBankArea } from '../BankLayout';
import { selectBank } from '../bankSlice';
import styles from '../bank.module.scss';
import { useTexts } from '../../../i18n/useTexts';
import { bankTexts, type BankText } from '../texts/catalog';

const BANK = applicationPaths.bank;

/** /application/bank/plaid: the bank link is available: what linking through Plaid does, before the consent. */
export function PlaidIntroScreen() {
  const text = useTexts<BankText>(bankTexts);
  const { Frame } = useBankArea();
  const { error } = useAppSelector(selectBank);
  return (
    <Frame id="bank-plaid-title" title={text('bank.plaidTitle')}>
      {error && <Alert tone="error">{error}</Alert>}
      <p>{text('bank.plaidSecure')}</p>
      <p>{text('bank.plaidReads')}</p>
      <p className={styles.rule}>{text('bank.checkingRule')}</p>
      <div className={styles.actions}>
        <LinkButton to={BANK.consent.href()}>{text('bank.continue')}</LinkButton>
        <Link to={BANK.manual.href()}>{text('bank.byHandInstead')}</Link>
      </div>
    </Frame>
  );
}
