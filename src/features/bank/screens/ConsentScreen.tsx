import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { paths } from '../../../config/paths';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { useBankArea } from '../BankLayout';
import { bankErrorDismissed, linkRequested, selectBank } from '../bankSlice';
import { BANK_TEXT } from '../bankText';
import styles from '../bank.module.scss';

/** /application/bank/consent: the applicant agrees to share the account's details, then Plaid Link opens. */
export function ConsentScreen() {
  const dispatch = useAppDispatch();
  const brand = useAppSelector(selectBrand);
  const { Frame, applicationId, accountHolderName } = useBankArea();
  const { phase, error } = useAppSelector(selectBank);
  // What went wrong here (a refused account, a link that could not start) is not carried to the next page.
  useEffect(() => () => void dispatch(bankErrorDismissed()), [dispatch]);
  const [agreed, setAgreed] = useState(false);
  const [asked, setAsked] = useState(false);
  const busy = phase === 'starting' || phase === 'opening';
  return (
    <Frame id="bank-consent-title" title="Share your checking account">
      {error && <Alert tone="error">{error}</Alert>}
      <label className={styles.consent}>
        <input type="checkbox" checked={agreed} onChange={(change) => setAgreed(change.target.checked)} aria-describedby={asked && !agreed ? 'bank-consent-needed' : undefined} />
        <span>
          I agree that {brand.name} may use Plaid to read my checking account&apos;s account and routing numbers, balances and transactions, to decide on my application, send my
          loan and take my payments.
        </span>
      </label>
      {asked && !agreed && (
        <p id="bank-consent-needed" role="alert">
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
        <Link to={paths.application.bank.manual.href()}>Enter my account by hand instead</Link>
      </div>
    </Frame>
  );
}
