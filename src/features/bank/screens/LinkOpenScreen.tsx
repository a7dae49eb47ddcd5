import { Link } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { applicationPaths } from '../../../config/applicationPaths';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useBankArea } from '../BankLayout';
import { linkRequested, selectBank } from '../bankSlice';
import { BANK_TEXT } from '../bankText';
import styles from '../bank.module.scss';
import { useMessageText, useTexts } from '../../../i18n/useTexts';
import { bankTexts, type BankText } from '../texts/catalog';

/** /application/bank/open: Plaid Link is open (launched); after it hands off, the connection is being made. */
export function LinkOpenScreen() {
  const text = useTexts<BankText>(bankTexts);
  const messageText = useMessageText();
  const dispatch = useAppDispatch();
  const { Frame, applicationId, accountHolderName } = useBankArea();
  const { phase } = useAppSelector(selectBank);
  const open = phase === 'open' || phase === 'opening';
  return (
    <Frame id="bank-open-title" title={text('bank.openTitle')}>
      {phase === 'verifying' ? (
        <p role="status">{messageText(BANK_TEXT.processing)}</p>
      ) : open ? (
        <p role="status">{text('bank.plaidOpen')}</p>
      ) : (
        <>
          <p>{text('bank.plaidClosed')}</p>
          <div className={styles.actions}>
            <Button
              disabled={!applicationId}
              onClick={() => applicationId && dispatch(linkRequested({ applicationId, accountHolderName }))}
            >
              {text('bank.openAgain')}
            </Button>
            <Link to={applicationPaths.bank.manual.href()}>{text('bank.byHand')}</Link>
          </div>
        </>
      )}
    </Frame>
  );
}
