// /application/approved/new-bank (issue 31): another checking account for an approved loan whose funding or repayment
// check found the account on file could not be used (NEEDS_NEW_FUNDING, NEEDS_NEW_REPAYMENT). Typed by hand with the
// bank step's own schema; saved, the loan documents (which name the account) are agreed again and checked again.
import { Navigate } from 'react-router-dom';
import { BankAccountFields } from '../../../../components/bankAccount/BankAccountFields';
import { Form } from '../../../../components/form/Form';
import { applicationPaths } from '../../../../config/applicationPaths';
import { APPLICATION_MESSAGES } from '../../../../lib/validation/applicationSchemas';
import { bankInformationSchema } from '../../../../lib/validation/bankSchemas';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { newBankSubmitted, selectApplication } from '../../applicationSlice';
import { selectApplicationRecord } from '../../applicationRecord';
import { ApplicationPage } from '../../progress/ApplicationPage';
import styles from '../../progress/application.module.scss';
import { useMessageText, useTexts } from '../../../../i18n/useTexts';
import { agreementsTexts, type AgreementsText } from './texts/catalog';
import { commonTexts, type CommonText } from '../../../../i18n/texts/catalog';

export function NewBankScreen() {
  const text = useTexts<AgreementsText>(agreementsTexts);
  const common = useTexts<CommonText>(commonTexts);
  const messageText = useMessageText();
  const dispatch = useAppDispatch();
  const { saving, error } = useAppSelector(selectApplication);

  const record = useAppSelector(selectApplicationRecord);
  const code = record?.fundingCheck?.code;
  if (!record)
    return (
      <ApplicationPage id="new-bank-title" title={text('agreements.loadingLoan')}>
        <p role="status">{common('frame.loading')}</p>
      </ApplicationPage>
    );
  if (code !== 'NEEDS_NEW_FUNDING' && code !== 'NEEDS_NEW_REPAYMENT')
    return <Navigate to={applicationPaths.approvedAgreements.href()} replace />;
  const holder = [record.personalInformation?.firstName, record.personalInformation?.lastName]
    .filter(Boolean)
    .join(' ');
  const initial = {
    routingNumber: '',
    accountNumber: '',
    accountHoldersName: holder,
    bankName: '',
    accountType: 'CHECKING' as const,
    accountOpenDate: '',
  };
  return (
    <ApplicationPage id="new-bank-title" title={text('agreements.addBank')}>
      <p className={styles.muted}>{text('agreements.newBankIntro')}</p>
      <Form
        schema={bankInformationSchema}
        initialValues={initial}
        incompleteMessage={messageText(APPLICATION_MESSAGES.formIncomplete)}
        onSubmit={(form) => dispatch(newBankSubmitted({ form }))}
        submitLabel={text('agreements.saveAndContinue')}
        submittingLabel={text('agreements.saving')}
        submitting={saving}
        error={error && messageText(error)}
      >
        <BankAccountFields />
      </Form>
    </ApplicationPage>
  );
}
