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
import styles from '../bank.module.scss';
import { LinkConsent } from './LinkConsent';
import { useTexts } from '../../../i18n/useTexts';
import { bankTexts, type BankText } from '../texts/catalog';

const BANK = applicationPaths.bank;

/** /application/bank: step 3's bank account: link the bank (fastest) or type the account; the saved one when there is one. */
export function BankStartScreen() {
  const text = useTexts<BankText>(bankTexts);
  const { Frame, saved, applicationId } = useBankArea();
  const dispatch = useAppDispatch();
  const { error } = useAppSelector(selectBank);
  const onePage = useAppSelector(selectFlags)?.newBankingScreen === true;
  if (saved) {
    return (
      <Frame id="bank-title" title={text('bank.savedTitle')}>
        <dl className={styles.summary}>
          <dt>{text('bank.bank')}</dt>
          <dd>{saved.bankName}</dd>
          <dt>{text('bank.checking')}</dt>
          <dd>{saved.accountNumber}</dd>
          <dt>{text('bank.routing')}</dt>
          <dd>{saved.routingNumber}</dd>
          <dt>{text('bank.holder')}</dt>
          <dd>{saved.accountHoldersName}</dd>
        </dl>
        <p className={styles.muted}>{text(saved.isReadOnly ? 'bank.readThroughPlaid' : 'bank.enteredByHand')}</p>
        <div className={styles.actions}>
          <Button onClick={() => applicationId && dispatch(bankStepContinued({ applicationId }))}>
            {text('bank.continue')}
          </Button>
          <Link to={BANK.plaid.href()}>{text('bank.otherBank')}</Link>
          <Link to={BANK.manual.href()}>{text('bank.otherAccount')}</Link>
        </div>
      </Frame>
    );
  }
  if (onePage) {
    // The new banking screen: what linking does, its consent and the link itself on one page, the account typed by
    // hand beside it (three pages become one).
    return (
      <Frame id="bank-title" title={text('bank.addTitle')}>
        <p>{text('bank.why')}</p>
        <p className={styles.rule}>{text('bank.checkingRule')}</p>
        <section aria-labelledby="bank-link-way" className={styles.way}>
          <h2 id="bank-link-way">{text('bank.linkWay')}</h2>
          <p>{text('bank.plaidSecure')}</p>
          <LinkConsent manualLink={false} />
        </section>
        <section aria-labelledby="bank-manual-way" className={styles.way}>
          <h2 id="bank-manual-way">{text('bank.manualWay')}</h2>
          <p>{text('bank.manualWhy')}</p>
          <div className={styles.actions}>
            <LinkButton to={BANK.manual.href()} secondary>
              {text('bank.byHand')}
            </LinkButton>
          </div>
        </section>
      </Frame>
    );
  }
  return (
    <Frame id="bank-title" title={text('bank.addTitle')}>
      {error && <Alert tone="error">{error}</Alert>}
      <p>{text('bank.why')}</p>
      <p className={styles.rule}>{text('bank.checkingRule')}</p>
      <div className={styles.actions}>
        <LinkButton to={BANK.plaid.href()}>{text('bank.linkMine')}</LinkButton>
        <LinkButton to={BANK.manual.href()} secondary>
          {text('bank.byHand')}
        </LinkButton>
      </div>
    </Frame>
  );
}
