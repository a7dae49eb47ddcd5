// The consent to share the checking account through Plaid, and the button that opens Link once it is given: on
// /application/bank/consent, and on the one-page bank step (the newBankingScreen flag).
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { applicationPaths } from '../../../config/applicationPaths';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { useBankArea } from '../BankLayout';
import { bankErrorDismissed, linkCloseHandled, linkRequested, selectBank } from '../bankSlice';
import { BANK_TEXT } from '../bankText';
import styles from '../bank.module.scss';
import { useMessageText, useTexts } from '../../../i18n/useTexts';
import { bankTexts, type BankText } from '../texts/catalog';

export function LinkConsent({ manualLink = true }: { manualLink?: boolean }) {
  const text = useTexts<BankText>(bankTexts);
  const messageText = useMessageText();
  const dispatch = useAppDispatch();
  const brand = useAppSelector(selectBrand);
  const { applicationId, accountHolderName } = useBankArea();
  const { phase, error, consented, linkClosed } = useAppSelector(selectBank);
  const neededId = useId();
  // What went wrong here (a refused account, a link that could not start) is not carried to the next page.
  useEffect(() => () => void dispatch(bankErrorDismissed()), [dispatch]);
  // Back from a Link the applicant closed: the box as they left it, and the focus on the button that opened it.
  const [agreed, setAgreed] = useState(consented);
  const [asked, setAsked] = useState(false);
  const connect = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!linkClosed) return;
    connect.current?.focus();
    dispatch(linkCloseHandled());
  }, [linkClosed, dispatch]);
  const busy = phase === 'starting' || phase === 'opening';
  const inert = busy || !applicationId;
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
        <span>{text('bank.consent', { lender: brand.name })}</span>
      </label>
      {asked && !agreed && (
        <p id={neededId} role="alert">
          {text('bank.consentNeeded')}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          ref={connect}
          // Unavailable while Link starts, yet keeping the focus (decision 0068).
          aria-disabled={inert || undefined}
          onClick={() => {
            if (inert) return;
            setAsked(true);
            if (agreed && applicationId) dispatch(linkRequested({ applicationId, accountHolderName }));
          }}
        >
          {busy ? messageText(BANK_TEXT.processing) : text('bank.connect')}
        </Button>
        {manualLink && <Link to={applicationPaths.bank.manual.href()}>{text('bank.byHandInstead')}</Link>}
      </div>
    </>
  );
}
