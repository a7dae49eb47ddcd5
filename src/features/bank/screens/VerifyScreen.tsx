import { Link } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { LinkButton } from '../../../components/LinkButton';
import { applicationPaths } from '../../../config/applicationPaths';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useBankArea } from '../BankLayout';
import { selectBank, signInAgainRequested } from '../bankSlice';
import { BANK_TEXT } from '../bankText';
import styles from '../bank.module.scss';
import { useMessageText, useTexts } from '../../../i18n/useTexts';
import { bankTexts, type BankText } from '../texts/catalog';

const BANK = applicationPaths.bank;

/**
 * /application/bank/verify: the connection is being made ('Processing, please wait...'); when the bank wants the
 * applicant to sign in again, exactly two choices: SIGN IN AGAIN (Link in update mode) or MANUALLY ENTER ACCOUNT INFO.
 */
export function VerifyScreen() {
  const text = useTexts<BankText>(bankTexts);
  const messageText = useMessageText();
  const dispatch = useAppDispatch();
  const { Frame } = useBankArea();
  const { phase, institution } = useAppSelector(selectBank);
  if (phase === 'loginRequired') {
    return (
      <Frame id="bank-verify-title" title={text('bank.signInAgainTitle')}>
        <p>{text('bank.loginRequired', { bank: institution ?? text('bank.yourBank') })}</p>
        <div className={styles.actions}>
          <Button onClick={() => dispatch(signInAgainRequested())}>{text('bank.signInAgain')}</Button>
          <LinkButton to={BANK.manual.href()} secondary>
            {text('bank.manualEntry')}
          </LinkButton>
        </div>
      </Frame>
    );
  }
  if (phase === 'verifying' || phase === 'opening' || phase === 'open') {
    return (
      <Frame id="bank-verify-title" title={text('bank.connecting')}>
        <p role="status">{messageText(BANK_TEXT.processing)}</p>
      </Frame>
    );
  }
  return (
    <Frame id="bank-verify-title" title={text('bank.connecting')}>
      <p>{text('bank.nothing')}</p>
      <div className={styles.actions}>
        <Link to={BANK.root.href()}>{text('bank.back')}</Link>
      </div>
    </Frame>
  );
}
