import { Link } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { LinkButton } from '../../../components/LinkButton';
import { applicationPaths } from '../../../config/applicationPaths';
import { Button } from '../../../components/Button';
import { bankStepContinued } from '../../../events/bankEvents';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectFlags } from '../../../store/selectors';
import { useBankArea } from '../BankLayout';
import { selectBank } from '../bankSlice';
import { BANK_TEXT } from '../bankText';
import styles from '../bank.module.scss';
import { LinkConsent } from './LinkConsent';

const BANK = applicationPaths.bank;

/** /application/bank: step 3's bank account: link the bank (fastest) or type the account; the saved one when there is one. */
export function BankStartScreen() {
  const { Frame, saved, applicationId } = useBankArea();
  const dispatch = useAppDispatch();
  const { error } = useAppSelector(selectBank);
  const onePage = useAppSelector(selectFlags)?.newBankingScreen === true;
  if (saved) {
    return (
      <Frame id="bank-title" title="Your bank account is saved">
        <dl className={styles.summary}>
          <dt>Bank</dt>
          <dd>{saved.bankName}</dd>
          <dt>Checking account</dt>
          <dd>{saved.accountNumber}</dd>
          <dt>Routing number</dt>
          <dd>{saved.routingNumber}</dd>
          <dt>Account holder</dt>
          <dd>{saved.accountHoldersName}</dd>
        </dl>
        <p className={styles.muted}>
          {saved.isReadOnly ? 'Read from your bank through Plaid.' : 'Entered by hand.'} The final steps of your
          application come next.
        </p>
        <div className={styles.actions}>
          <Button onClick={() => applicationId && dispatch(bankStepContinued({ applicationId }))}>Continue</Button>
          <Link to={BANK.plaid.href()}>Link a different bank</Link>
          <Link to={BANK.manual.href()}>Enter a different account</Link>
        </div>
      </Frame>
    );
  }
  if (onePage) {
    // The new banking screen: what linking does, its consent and the link itself on one page, the account typed by
    // hand beside it (three pages become one).
    return (
      <Frame id="bank-title" title="Add your bank account">
        <p>We deposit your loan into your checking account and take your payments from it.</p>
        <p className={styles.rule}>{BANK_TEXT.checkingRule}</p>
        <section aria-labelledby="bank-link-way" className={styles.way}>
          <h2 id="bank-link-way">Link your bank with Plaid (quickest)</h2>
          <p>
            Plaid connects your bank to us securely. You sign in to your bank in Plaid&apos;s window; we never see your
            bank password.
          </p>
          <LinkConsent manualLink={false} />
        </section>
        <section aria-labelledby="bank-manual-way" className={styles.way}>
          <h2 id="bank-manual-way">Or enter your account by hand</h2>
          <p>
            Type your routing and account numbers. We may ask you to confirm a small deposit before your money is sent.
          </p>
          <div className={styles.actions}>
            <LinkButton to={BANK.manual.href()} secondary>
              Enter my account by hand
            </LinkButton>
          </div>
        </section>
      </Frame>
    );
  }
  return (
    <Frame id="bank-title" title="Add your bank account">
      {error && <Alert tone="error">{error}</Alert>}
      <p>We deposit your loan into your checking account and take your payments from it.</p>
      <p className={styles.rule}>{BANK_TEXT.checkingRule}</p>
      <div className={styles.actions}>
        <LinkButton to={BANK.plaid.href()}>Link my bank</LinkButton>
        <LinkButton to={BANK.manual.href()} secondary>
          Enter my account by hand
        </LinkButton>
      </div>
    </Frame>
  );
}
