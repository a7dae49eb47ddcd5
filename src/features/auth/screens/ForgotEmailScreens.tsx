// Forgot email (flag forgotEmail): the customer gives their last name, date of birth and the last 4 digits of
// their SSN; when one account matches, its address is shown masked and a reminder is mailed to it. No match
// goes to the fail page, which offers to try again, to call, or to enroll.
import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import buttonStyles from '../../../components/Button.module.scss';
import { TextField } from '../../../components/TextField';
import { forgotEmailSchema } from '../../../lib/validation/forgotEmailSchema';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { FORGOT_EMAIL_NO_MATCH } from '../recoveryMessages';
import { forgotEmailRequested, recoveryErrorCleared, recoveryReset } from '../recoverySlice';
import { GoToLoginButton } from './GoToLoginButton';
import styles from './LoginScreen.module.scss';
import { paths } from '../../../config/paths';

export function ForgotEmailScreen() {
  const dispatch = useAppDispatch();
  const { status, maskedEmail, error } = useAppSelector((s) => s.recovery.forgotEmail);
  useEffect(() => {
    dispatch(recoveryReset());
  }, [dispatch]);
  return (
    <section className={styles.card} aria-labelledby="forgot-email-title">
      <h1 id="forgot-email-title" className={styles.title}>
        Forgot email
      </h1>
      {error && <Alert tone="error">{error}</Alert>}
      {status === 'done' && maskedEmail ? (
        <Alert tone="success">
          Your account email is <strong>{maskedEmail}</strong>. We also sent a reminder to that address.
        </Alert>
      ) : (
        <>
          <p>Tell us who you are and we will show you the email address of your account.</p>
          <Formik
            initialValues={{ lastName: '', dateOfBirth: '', ssnLast4: '' }}
            validationSchema={forgotEmailSchema}
            onSubmit={(values) => void dispatch(forgotEmailRequested({ lastName: values.lastName.trim(), dateOfBirth: values.dateOfBirth, ssnLast4: values.ssnLast4 }))}
          >
            {({ values }) => (
              <Form noValidate className={styles.form} onChange={() => error && dispatch(recoveryErrorCleared())}>
                <TextField name="lastName" label="Last name" autoComplete="family-name" />
                <TextField name="dateOfBirth" label="Date of birth" type="date" autoComplete="bday" />
                <TextField name="ssnLast4" label="Last 4 digits of your SSN" inputMode="numeric" maxLength={4} autoComplete="off" />
                <button type="submit" className={`${buttonStyles.button} ${buttonStyles.block}`} disabled={status === 'submitting' || !forgotEmailSchema.isValidSync(values)}>
                  {status === 'submitting' ? 'Searching...' : 'Find My Email'}
                </button>
              </Form>
            )}
          </Formik>
        </>
      )}
      <GoToLoginButton />
    </section>
  );
}

export function ForgotEmailFailScreen() {
  const brand = useAppSelector(selectBrand);
  return (
    <section className={styles.card} aria-labelledby="forgot-email-fail-title">
      <h1 id="forgot-email-fail-title" className={styles.title}>
        {FORGOT_EMAIL_NO_MATCH}
      </h1>
      <p>
        Check the details and <Link to={paths.forgotEmail.href()}>try again</Link>, or call us at <a href={`tel:${brand.phoneNumber}`}>{brand.phoneNumber}</a>,{' '}
        {brand.contactHours}. New to {brand.friendlyName}? <Link to={paths.enrollment.root.href()}>Enroll Now</Link>
      </p>
      <GoToLoginButton />
    </section>
  );
}
