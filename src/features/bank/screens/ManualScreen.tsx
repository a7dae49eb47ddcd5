import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { BankAccountFields } from '../../../components/form/BankAccountFields';
import { Form } from '../../../components/form/Form';
import { applicationPaths } from '../../../config/applicationPaths';
import { APPLICATION_MESSAGES } from '../../../lib/validation/applicationSchemas';
import { bankInformationSchema } from '../../../lib/validation/bankSchemas';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useBankArea } from '../BankLayout';
import { bankErrorDismissed, manualSubmitted, selectBank } from '../bankSlice';
import { BANK_TEXT } from '../bankText';
import styles from '../bank.module.scss';

/**
 * /application/bank/manual: the account typed by hand: routing number (the ABA checksum), account number, holder,
 * bank, checking only, and the date it was opened (the spec's 30-day rule said before the field).
 */
export function ManualScreen() {
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
    <Frame id="bank-manual-title" title="Enter your bank account">
      <p className={styles.muted}>You find both numbers at the bottom of your checks, or in your bank&apos;s app.</p>
      <Form
        schema={bankInformationSchema}
        initialValues={initial}
        incompleteMessage={APPLICATION_MESSAGES.formIncomplete}
        onSubmit={(form) => applicationId && dispatch(manualSubmitted({ applicationId, accountHolderName, form }))}
        submitLabel="Save and continue"
        submittingLabel={BANK_TEXT.processing}
        submitting={phase === 'saving'}
        error={error}
      >
        <BankAccountFields rule={<p className={styles.rule}>{BANK_TEXT.checkingRule}</p>} />
      </Form>
      <p>
        <Link to={applicationPaths.bank.plaid.href()}>Link my bank with Plaid instead</Link>
      </p>
    </Frame>
  );
}
