import { Link } from 'react-router-dom';
import { CallUs } from '../../../components/CallUs';
import { Card } from '../../../components/Card';
import styles from '../../../components/Card.module.scss';
import { Form } from '../../../components/form/Form';
import { TextField } from '../../../components/form/TextField';
import { paths } from '../../../config/paths';
import { personalFormSchema } from '../../../lib/validation/enrollmentSchemas';
import { PASSWORD_RULE_MESSAGE } from '../../../lib/validation/passwordRule';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { personalFormSubmitted, selectEnrollment } from '../enrollmentSlice';
import { useMessageText, useTexts } from '../../../i18n/useTexts';
import { enrollmentTexts, type EnrollmentText } from '../texts/catalog';

const personalInitial = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmation: '',
  ssn: '',
  dateOfBirth: '',
};

/** /enrollment/personal-form: the login to create, and the SSN and date of birth that find the record. */
export function PersonalFormScreen() {
  const text = useTexts<EnrollmentText>(enrollmentTexts);
  const messageText = useMessageText();
  const dispatch = useAppDispatch();
  const { submitting, error, passwordless } = useAppSelector(selectEnrollment);
  return (
    <Card id="personal-form-title" title={text('personal.title')}>
      <Form
        schema={personalFormSchema}
        initialValues={personalInitial}
        onSubmit={({ confirmation: _confirmation, ...values }) => void dispatch(personalFormSubmitted(values))}
        submitLabel={text('enroll.continue')}
        submittingLabel={text('enroll.checking')}
        submitting={submitting}
        error={
          error && (
            <>
              {messageText(error)}
              {passwordless && (
                <>
                  {' '}
                  <Link to={paths.passwordlessResume.href()}>{text('personal.codeLogin')}</Link>
                </>
              )}
            </>
          )
        }
      >
        <TextField name="firstName" label={text('personal.firstName')} autoComplete="given-name" />
        <TextField name="lastName" label={text('personal.lastName')} autoComplete="family-name" />
        <TextField name="email" label={text('personal.email')} type="email" inputMode="email" autoComplete="email" />
        <TextField name="password" label={text('personal.password')} type="password" autoComplete="new-password" />
        <p id="password-rule" className={styles.muted}>
          {messageText(PASSWORD_RULE_MESSAGE)}.
        </p>
        <TextField
          name="confirmation"
          label={text('personal.confirmation')}
          type="password"
          autoComplete="new-password"
        />
        <TextField name="ssn" label={text('personal.ssn')} type="password" inputMode="numeric" autoComplete="off" />
        <TextField name="dateOfBirth" label={text('personal.dateOfBirth')} type="date" autoComplete="bday" />
      </Form>
      <CallUs />
    </Card>
  );
}
