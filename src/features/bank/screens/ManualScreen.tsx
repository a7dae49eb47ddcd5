import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { BankAccountFields } from '../../../components/bankAccount/BankAccountFields';
import { Form } from '../../../components/form/Form';
import { applicationPaths } from '../../../config/applicationPaths';
import { APPLICATION_MESSAGES } from '../../../lib/validation/applicationSchemas';
import { bankInformationSchema } from '../../../lib/validation/bankSchemas';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useBankArea } from '../BankLayout';
import { bankErrorDismissed, manualSubmitted, selectBank } from '../bankSlice';
import { BANK_TEXT } from '../bankText';
import styles from '../bank.module.scss';
import { useMessageText, useTexts } from '../../../i18n/useTexts';
import { bankTexts, type BankText } from '../texts/catalog';

/**
 * /application/bank/manual: the account typed by hand: routing number (the ABA checksum), account number, holder,
 * bank, checking only, and the date it was opened (the spec's 30-day rule said before the field).
 */
export function ManualScreen() {
  const text = useTexts<BankText>(bankTexts);
  const messageText = useMessageText();
  const dispatch = useAppDispatch();
  const { Frame, applicationId, accountHolderName } = useBankArea();
  const { phase, error } = useAppSelector(selectBank);
  // What went wrong here (a refused account, a link that could not start) is not carried to the next page.
  useEffect(() => () => void dispatch(bankErrorDismissed()), [dispatch]);
  const initial = {
    routingNumber: '',
    accountNumber: '',
    accountHoldersName: accountHolderName,
    bankName: '',
    accountType: 'CHECKING' as const,
    accountOpenDate: '',
  };
  return (
    <Frame id="bank-manual-title" title={text('bank.manualTitle')}>
      <p className={styles.muted}>{text('bank.whereNumbers')}</p>
      <Form
        schema={bankInformationSchema}
        initialValues={initial}
        incompleteMessage={messageText(APPLICATION_MESSAGES.formIncomplete)}
        onSubmit={(form) => applicationId && dispatch(manualSubmitted({ applicationId, accountHolderName, form }))}
        submitLabel={text('bank.saveAndContinue')}
        submittingLabel={messageText(BANK_TEXT.processing)}
        submitting={phase === 'saving'}
        error={error}
      >
        <BankAccountFields rule={<p className={styles.rule}>{text('bank.checkingRule')}</p>} />
      </Form>
      <p>
        <Link to={applicationPaths.bank.plaid.href()}>{text('bank.plaidInstead')}</Link>
      </p>
    </Frame>
  );
}
