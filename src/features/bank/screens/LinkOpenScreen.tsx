import { Link } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { applicationPaths } from '../../../config/applicationPaths';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useBankArea } from '../BankLayout';
import { linkRequested, selectBank } from '../bankSlice';
import { BANK_TEXT } from '../bankText';
import styles from '../bank.module.scss';

/** /application/bank/open: Plaid Link is open (launched); after it hands off, the connection is being made. */
export function LinkOpenScreen() {
  const dispatch = useAppDispatch();
  const { Frame, applicationId, accountHolderName } = useBankArea();
  const { phase } = useAppSelector(selectBank);
  const open = phase === 'open' || phase === 'opening';
  return (
    <Frame id="bank-open-title" title="Sign in to your bank">
      {phase === 'verifying' ? (
        <p role="status">{BANK_TEXT.processing}</p>
      ) : open ? (
        <p role="status">Your bank&apos;s sign-in is open in the Plaid window. Finish there and we will take you on.</p>
      ) : (
        <>
          <p>The Plaid window is closed.</p>
          <div className={styles.actions}>
            <Button
              disabled={!applicationId}
              onClick={() => applicationId && dispatch(linkRequested({ applicationId, accountHolderName }))}
            >
              Open it again
            </Button>
            <Link to={applicationPaths.bank.manual.href()}>Enter my account by hand</Link>
          </div>
        </>
      )}
    </Frame>
  );
}
