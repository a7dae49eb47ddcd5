import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { applicationPaths } from '../../../config/applicationPaths';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useBankArea } from '../BankLayout';
import { accountChosen, selectBank } from '../bankSlice';
import { BANK_TEXT } from '../bankText';
import styles from '../bank.module.scss';
import { useMessageText, useTexts } from '../../../i18n/useTexts';
import { bankTexts, type BankText } from '../texts/catalog';
import { useFormats } from '../../../i18n/useFormats';

/** /application/bank/account-select: the bank has several checking accounts; the applicant picks the one to use. */
export function AccountSelectScreen() {
  const text = useTexts<BankText>(bankTexts);
  const messageText = useMessageText();
  const { money } = useFormats();
  const dispatch = useAppDispatch();
  const { Frame } = useBankArea();
  const { phase, accounts, institution, error } = useAppSelector(selectBank);
  const [chosen, setChosen] = useState<string>(accounts[0]?.id ?? '');
  const choosing = phase === 'choosing' || phase === 'saving';
  // Opened with no choice to make (a link, a reload), or the save failed: the bank step says what to do next.
  const [openedWithoutChoice] = useState(!choosing);
  if (openedWithoutChoice || (!choosing && error)) return <Navigate to={applicationPaths.bank.root.href()} replace />;
  // Saved: the application goes on to step 4 (its navigation, not this page's).
  if (!choosing) return null;
  return (
    <Frame id="bank-accounts-title" title={text('bank.chooseTitle')}>
      <p>{text('bank.several', { bank: institution ?? text('bank.yourBank') })}</p>
      <fieldset className={styles.accounts}>
        <legend className={styles.muted}>{text('bank.accounts')}</legend>
        {accounts.map((account) => (
          <label key={account.id} className={styles.account}>
            <input
              type="radio"
              name="account"
              value={account.id}
              checked={chosen === account.id}
              onChange={() => setChosen(account.id)}
            />
            <span>
              <span className={styles.accountName}>{account.name}</span> ••••{account.mask} ·{' '}
              {text('bank.available', { balance: money(Number(account.balance)) })}
            </span>
          </label>
        ))}
      </fieldset>
      <Button disabled={!chosen || phase === 'saving'} onClick={() => dispatch(accountChosen({ accountId: chosen }))}>
        {phase === 'saving' ? messageText(BANK_TEXT.processing) : text('bank.use')}
      </Button>
    </Frame>
  );
}
