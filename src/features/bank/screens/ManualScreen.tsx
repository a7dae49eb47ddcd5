import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { DateField } from '../../../components/form/DateField';
import { Form } from '../../../components/form/Form';
import { MaskedField } from '../../../components/form/MaskedField';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { TextField } from '../../../components/form/TextField';
import { paths } from '../../../config/paths';
import { APPLICATION_MESSAGES } from '../../../lib/validation/applicationSchemas';
import { bankInformationSchema } from '../../../lib/validation/bankSchemas';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useBankArea } from '../BankLayout';
import { bankErrorDismissed, manualSubmitted, selectBank } from '../bankSlice';
import { BANK_TEXT } from '../bankText';
import styles from '../bank.module.scss';

const ACCOUNT_TYPES = [
  { value: 'CHECKING', label: 'Checking' },
  { value: 'SAVINGS', label: 'Savings' },
] as const;

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
  const initial = { routingNumber: '', accountNumber: '', accountHoldersName: accountHolderName, bankName: '', accountType: 'CHECKING' as const, accountOpenDate: '' };
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
        <MaskedField name="routingNumber" label="Routing number" mask={{ pattern: '000000000' }} inputMode="numeric" autoComplete="off" hint="9 digits" />
        <MaskedField name="accountNumber" label="Account number" mask={{ pattern: /^\d{0,17}$/ }} inputMode="numeric" autoComplete="off" hint="4 to 17 digits" />
        <TextField name="accountHoldersName" label="Account holder's name" autoComplete="name" maxLength={100} />
        <TextField name="bankName" label="Bank name" autoComplete="off" maxLength={100} />
        <RadioGroupField name="accountType" legend="Type of account" options={ACCOUNT_TYPES} />
        <p className={styles.rule}>{BANK_TEXT.checkingRule}</p>
        <DateField name="accountOpenDate" label="Date the account was opened" autoComplete="off" />
      </Form>
      <p>
        <Link to={paths.application.bank.plaid.href()}>Link my bank with Plaid instead</Link>
      </p>
    </Frame>
  );
}
