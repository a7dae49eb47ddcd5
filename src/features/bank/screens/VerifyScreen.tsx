import { Link } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { LinkButton } from '../../../components/LinkButton';
import { applicationPaths } from '../../../config/applicationPaths';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useBankArea } from '../BankLayout';
import { selectBank, signInAgainRequested } from '../bankSlice';
import { BANK_TEXT } from '../bankText';
import styles from '../bank.module.scss';

const BANK = applicationPaths.bank;

/**
 * /application/bank/verify: the connection is being made ('Processing, please wait...'); when the bank wants the
 * applicant to sign in again, exactly two choices: SIGN IN AGAIN (Link in update mode) or MANUALLY ENTER ACCOUNT INFO.
 */
export function VerifyScreen() {
  const dispatch = useAppDispatch();
  const { Frame } = useBankArea();
  const { phase, institution } = useAppSelector(selectBank);
  if (phase === 'loginRequired') {
    return (
      <Frame id="bank-verify-title" title="Sign in to your bank again">
        <p>{BANK_TEXT.loginRequired(institution)}</p>
        <div className={styles.actions}>
          <Button onClick={() => dispatch(signInAgainRequested())}>{BANK_TEXT.signInAgain}</Button>
          <LinkButton to={BANK.manual.href()} secondary>
            {BANK_TEXT.manualEntry}
          </LinkButton>
        </div>
      </Frame>
    );
  }
  if (phase === 'verifying' || phase === 'opening' || phase === 'open') {
    return (
      <Frame id="bank-verify-title" title="Connecting your bank">
        <p role="status">{BANK_TEXT.processing}</p>
      </Frame>
    );
  }
  return (
    <Frame id="bank-verify-title" title="Connecting your bank">
      <p>Nothing is being connected right now.</p>
      <div className={styles.actions}>
        <Link to={BANK.root.href()}>Back to your bank account</Link>
      </div>
    </Frame>
  );
}
