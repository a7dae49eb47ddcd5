// /application/approved/new-bank (issue 31): another checking account for an approved loan whose funding or repayment
// check found the account on file could not be used (NEEDS_NEW_FUNDING, NEEDS_NEW_REPAYMENT). Typed by hand with the
// bank step's own schema; saved, the loan documents (which name the account) are agreed again and checked again.
import { Navigate } from 'react-router-dom';
import { DateField } from '../../../components/form/DateField';
import { Form } from '../../../components/form/Form';
import { MaskedField } from '../../../components/form/MaskedField';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { TextField } from '../../../components/form/TextField';
import { paths } from '../../../config/paths';
import { APPLICATION_MESSAGES } from '../../../lib/validation/applicationSchemas';
import { bankInformationSchema } from '../../../lib/validation/bankSchemas';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { newBankSubmitted, selectApplication } from '../applicationSlice';
import { ApplicationPage } from '../progress/ApplicationPage';
import styles from '../progress/application.module.scss';

const ACCOUNT_TYPES = [
  { value: 'CHECKING', label: 'Checking' },
  { value: 'SAVINGS', label: 'Savings' },
] as const;

export function NewBankScreen() {
  const dispatch = useAppDispatch();
  const { record, saving, error } = useAppSelector(selectApplication);
  const code = record?.fundingCheck?.code;
  if (!record) return (
      <ApplicationPage id="new-bank-title" title="Loading your loan">
        <p role="status">Loading...</p>
      </ApplicationPage>
    );
  if (code !== 'NEEDS_NEW_FUNDING' && code !== 'NEEDS_NEW_REPAYMENT') return <Navigate to={paths.application.approvedAgreements.href()} replace />;
  const holder = [record.personalInformation?.firstName, record.personalInformation?.lastName].filter(Boolean).join(' ');
  const initial = { routingNumber: '', accountNumber: '', accountHoldersName: holder, bankName: '', accountType: 'CHECKING' as const, accountOpenDate: '' };
  return (
    <ApplicationPage id="new-bank-title" title="Add another bank account">
      <p className={styles.muted}>A checking account in your name, open at least 30 days. You find both numbers at the bottom of your checks, or in your bank&apos;s app.</p>
      <Form
        schema={bankInformationSchema}
        initialValues={initial}
        incompleteMessage={APPLICATION_MESSAGES.formIncomplete}
        onSubmit={(form) => dispatch(newBankSubmitted({ form }))}
        submitLabel="Save and continue"
        submittingLabel="Saving..."
        submitting={saving}
        error={error}
      >
        <MaskedField name="routingNumber" label="Routing number" mask={{ pattern: '000000000' }} inputMode="numeric" autoComplete="off" hint="9 digits" />
        <MaskedField name="accountNumber" label="Account number" mask={{ pattern: /^\d{0,17}$/ }} inputMode="numeric" autoComplete="off" hint="4 to 17 digits" />
        <TextField name="accountHoldersName" label="Account holder's name" autoComplete="name" maxLength={100} />
        <TextField name="bankName" label="Bank name" autoComplete="off" maxLength={100} />
        <RadioGroupField name="accountType" legend="Type of account" options={ACCOUNT_TYPES} />
        <DateField name="accountOpenDate" label="Date the account was opened" autoComplete="off" />
      </Form>
    </ApplicationPage>
  );
}
