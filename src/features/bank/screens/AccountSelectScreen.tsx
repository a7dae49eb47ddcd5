import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { applicationPaths } from '../../../config/applicationPaths';
import { formatUsd } from '../../../lib/rules/money';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useBankArea } from '../BankLayout';
import { accountChosen, selectBank } from '../bankSlice';
import { BANK_TEXT } from '../bankText';
import styles from '../bank.module.scss';

/** /application/bank/account-select: the bank has several checking accounts; the applicant picks the one to use. */
export function AccountSelectScreen() {
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
    <Frame id="bank-accounts-title" title="Choose your checking account">
      <p>{institution ?? 'Your bank'} has more than one checking account. Which one should we use?</p>
      <fieldset className={styles.accounts}>
        <legend className={styles.muted}>Checking accounts</legend>
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
              {formatUsd(Number(account.balance))} available
            </span>
          </label>
        ))}
      </fieldset>
      <Button disabled={!chosen || phase === 'saving'} onClick={() => dispatch(accountChosen({ accountId: chosen }))}>
        {phase === 'saving' ? BANK_TEXT.processing : 'Use this account'}
      </Button>
    </Frame>
  );
}
