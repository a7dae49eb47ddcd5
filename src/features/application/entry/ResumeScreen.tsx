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
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => state.auth.status === 'signedIn');
  const { saving, error, resumeNotFound } = useAppSelector(selectApplication);
  useEffect(() => {
    dispatch(errorDismissed());
    dispatch(resumeSettled({ notFound: false }));
  }, [dispatch]);
  if (signedIn) return <Navigate to={paths.application.root.href()} replace />;
  return (
    <Card id="resume-title" title="Continue your application">
      <p className={styles.muted}>
        Tell us who you are and we will take you back to the step you saved. Incomplete applications are kept for 21
        days.
      </p>
      {resumeNotFound && (
        <Alert tone="error">
          {APPLICATION_TEXT.emailNotFound} <Link to={paths.enrollment.root.href()}>Enroll Now</Link>
        </Alert>
      )}
      <Form
        schema={resumeSchema}
        initialValues={{ email: '', dateOfBirth: '' }}
        incompleteMessage={APPLICATION_MESSAGES.formIncomplete}
        onSubmit={(values) => void dispatch(resumeLookupRequested(values))}
        submitLabel="Find my application"
        submittingLabel={APPLICATION_TEXT.processing}
        submitting={saving}
        error={error}
      >
        <TextField name="email" label="Email" type="email" inputMode="email" autoComplete="email" maxLength={100} />
        <DateField name="dateOfBirth" label="Date of birth" autoComplete="bday" />
      </Form>
      <p className={styles.muted}>
        New here? <Link to={applicationPaths.account.href()}>Start an application</Link>
      </p>
    </Card>
  );
}
