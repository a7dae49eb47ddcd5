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
  const dispatch = useAppDispatch();
  const { submitting, error, passwordless } = useAppSelector(selectEnrollment);
  return (
    <Card id="personal-form-title" title="Create your login">
      <Form
        schema={personalFormSchema}
        initialValues={personalInitial}
        onSubmit={({ confirmation: _confirmation, ...values }) => void dispatch(personalFormSubmitted(values))}
        submitLabel="Continue"
        submittingLabel="Checking..."
        submitting={submitting}
        error={
          error && (
            <>
              {error}
              {passwordless && (
                <>
                  {' '}
                  <Link to={paths.passwordlessResume.href()}>Log in with a code</Link>
                </>
              )}
            </>
          )
        }
      >
        <TextField name="firstName" label="First name" autoComplete="given-name" />
        <TextField name="lastName" label="Last name" autoComplete="family-name" />
        <TextField name="email" label="Email" type="email" inputMode="email" autoComplete="email" />
        <TextField name="password" label="Password" type="password" autoComplete="new-password" />
        <p id="password-rule" className={styles.muted}>
          {PASSWORD_RULE_MESSAGE}.
        </p>
        <TextField name="confirmation" label="Confirm password" type="password" autoComplete="new-password" />
        <TextField name="ssn" label="Social Security number" type="password" inputMode="numeric" autoComplete="off" />
        <TextField name="dateOfBirth" label="Date of birth" type="date" autoComplete="bday" />
      </Form>
      <CallUs />
    </Card>
  );
}
