import { useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { object, string } from 'yup';
import { Alert } from '../../../components/Alert';
import { Card } from '../../../components/Card';
import { DateField } from '../../../components/form/DateField';
import { Form } from '../../../components/form/Form';
import { TextField } from '../../../components/form/TextField';
import { paths } from '../../../config/paths';
import { applicationPaths } from '../../../config/applicationPaths';
import { toIsoDate } from '../../../lib/validation/applicationDates';
import { APPLICATION_MESSAGES } from '../../../lib/validation/applicationSchemas';
import { emailRule } from '../../../lib/validation/emailRules';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { errorDismissed, resumeLookupRequested, resumeSettled, selectApplication } from '../applicationSlice';
import { APPLICATION_TEXT } from '../applicationText';
import styles from '../progress/application.module.scss';
import { Trans } from '@lingui/react';
import { useMessageText, useTexts } from '../../../i18n/useTexts';
import { applicationTexts, type ApplicationText } from '../texts/catalog';

const resumeSchema = object({
  email: emailRule(),
  dateOfBirth: string()
    .required(APPLICATION_MESSAGES.dateOfBirth)
    .test('date', APPLICATION_MESSAGES.dateOfBirth, (value) => toIsoDate(value) !== null),
});

/**
 * /application/resume, the passwordless resume: someone who started an application finds it with their email and
 * date of birth, then gets back in with an emailed code (no password) or their password, and lands on the saved step.
 */
export function ResumeScreen() {
  const text = useTexts<ApplicationText>(applicationTexts);
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => state.auth.status === 'signedIn');
  const { saving, error, resumeNotFound } = useAppSelector(selectApplication);
  const messageText = useMessageText();
  useEffect(() => {
    dispatch(errorDismissed());
    dispatch(resumeSettled({ notFound: false }));
  }, [dispatch]);
  if (signedIn) return <Navigate to={paths.application.root.href()} replace />;
  return (
    <Card id="resume-title" title={text('resume.title')}>
      <p className={styles.muted}>{text('resume.lead')}</p>
      {resumeNotFound && (
        <Alert tone="error">
          <Trans id="resume.notFound" components={{ 0: <Link to={paths.enrollment.root.href()} /> }} />
        </Alert>
      )}
      <Form
        schema={resumeSchema}
        initialValues={{ email: '', dateOfBirth: '' }}
        incompleteMessage={text(APPLICATION_MESSAGES.formIncomplete)}
        onSubmit={(values) => void dispatch(resumeLookupRequested(values))}
        submitLabel={text('resume.find')}
        submittingLabel={text(APPLICATION_TEXT.processing)}
        submitting={saving}
        error={error && messageText(error)}
      >
        <TextField
          name="email"
          label={text('field.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={100}
        />
        <DateField name="dateOfBirth" label={text('applicant.dateOfBirth')} autoComplete="bday" />
      </Form>
      <p className={styles.muted}>
        <Trans id="resume.new" components={{ 0: <Link to={applicationPaths.account.href()} /> }} />
      </p>
    </Card>
  );
}
