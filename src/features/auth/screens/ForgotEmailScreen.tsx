// Forgot email (flag forgotEmail): the customer gives their last name, date of birth and the last 4 digits of
// their SSN; when one account matches, its address is shown masked and a reminder is mailed to it. No match
// goes to the fail page.
import { useEffect } from 'react';
import { Alert } from '../../../components/Alert';
import { Form } from '../../../components/form/Form';
import { TextField } from '../../../components/form/TextField';
import { forgotEmailSchema } from '../../../lib/validation/forgotEmailSchema';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { forgotEmailRequested, recoveryErrorCleared, recoveryReset, selectRecovery } from '../recoverySlice';
import { GoToLoginButton } from './GoToLoginButton';
import styles from './LoginScreen.module.scss';

export function ForgotEmailScreen() {
  const dispatch = useAppDispatch();
  const { status, maskedEmail, error } = useAppSelector((s) => selectRecovery(s).forgotEmail);
  useEffect(() => {
    dispatch(recoveryReset());
  }, [dispatch]);
  return (
    <section className={styles.card} aria-labelledby="forgot-email-title">
      <h1 id="forgot-email-title" className={styles.title}>
        Forgot email
      </h1>
      {status === 'done' && maskedEmail ? (
        <Alert tone="success">
          Your account email is <strong>{maskedEmail}</strong>. We also sent a reminder to that address.
        </Alert>
      ) : (
        <>
          <p>Tell us who you are and we will show you the email address of your account.</p>
          <Form
            schema={forgotEmailSchema}
            initialValues={{ lastName: '', dateOfBirth: '', ssnLast4: '' }}
            onSubmit={(values) =>
              void dispatch(
                forgotEmailRequested({
                  lastName: values.lastName.trim(),
                  dateOfBirth: values.dateOfBirth,
                  ssnLast4: values.ssnLast4,
                }),
              )
            }
            onChange={() => error && dispatch(recoveryErrorCleared())}
            submitLabel="Find My Email"
            submittingLabel="Searching..."
            submitting={status === 'submitting'}
            error={error}
            className={styles.form}
          >
            <TextField name="lastName" label="Last name" autoComplete="family-name" />
            <TextField name="dateOfBirth" label="Date of birth" type="date" autoComplete="bday" />
            <TextField
              name="ssnLast4"
              label="Last 4 digits of your SSN"
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
            />
          </Form>
        </>
      )}
      <GoToLoginButton />
    </section>
  );
}
