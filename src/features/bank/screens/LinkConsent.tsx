// The consent to share the checking account through Plaid, and the button that opens Link once it is given: on
// /application/bank/consent, and on the one-page bank step (the newBankingScreen flag).
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { applicationPaths } from '../../../config/applicationPaths';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { useBankArea } from '../BankLayout';
import { bankErrorDismissed, linkRequested, selectBank } from '../bankSlice';
import { BANK_TEXT } from '../bankText';
import styles from '../bank.module.scss';

export function LinkConsent({ manualLink = true }: { manualLink?: boolean }) {
  const dispatch = useAppDispatch();
  const brand = useAppSelector(selectBrand);
  const { applicationId, accountHolderName } = useBankArea();
  const { phase, error } = useAppSelector(selectBank);
  const neededId = useId();
  // What went wrong here (a refused account, a link that could not start) is not carried to the next page.
  useEffect(() => () => void dispatch(bankErrorDismissed()), [dispatch]);
  const [agreed, setAgreed] = useState(false);
  const [asked, setAsked] = useState(false);
  const busy = phase === 'starting' || phase === 'opening';
  return (
    <>
      {error && <Alert tone="error">{error}</Alert>}
      <label className={styles.consent}>
        <input
          type="checkbox"
          checked={agreed}
          onChange={(change) => setAgreed(change.target.checked)}
          aria-describedby={asked && !agreed ? neededId : undefined}
        />
        <span>
          I agree that {brand.name} may use Plaid to read my checking account&apos;s account and routing numbers,
          balances and transactions, to decide on my application, send my loan and take my payments.
        </span>
      </label>
      {asked && !agreed && (
        <p id={neededId} role="alert">
          Tick the box to agree, or enter your account by hand.
        </p>
      )}
      <div className={styles.actions}>
        <Button
          disabled={busy || !applicationId}
          onClick={() => {
            setAsked(true);
            if (agreed && applicationId) dispatch(linkRequested({ applicationId, accountHolderName }));
          }}
        >
          {busy ? BANK_TEXT.processing : 'Connect my bank'}
        </Button>
        {manualLink && <Link to={applicationPaths.bank.manual.href()}>Enter my account by hand instead</Link>}
      </div>
    </>
  );
}
