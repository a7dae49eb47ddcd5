// Agents: /admin/login (agents already signed in go straight to the landing) and /admin/landing, where an
// agent chooses the customer to act for by email, sees whom they act for, and stops.
import { Form, Formik } from 'formik';
import { object } from 'yup';
import { Navigate } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import buttonStyles from '../../../components/Button.module.scss';
import { TextField } from '../../../components/TextField';
import { emailRule } from '../../../lib/validation/emailRules';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { actAsRequested, stopActingRequested } from '../authSlice';
import { SignInForm } from './SignInForm';
import styles from './LoginScreen.module.scss';
import { paths } from '../../../config/paths';

export function AdminLoginScreen() {
  const { status, isAdmin, error } = useAppSelector((s) => s.auth);
  if (status === 'signedIn' && isAdmin) return <Navigate to={paths.admin.landing.href()} replace />;
  return (
    <section className={styles.card} aria-labelledby="admin-login-title">
      <h1 id="admin-login-title" className={styles.title}>
        Agent log in
      </h1>
      {error && <Alert tone="error">{error}</Alert>}
      <SignInForm initialEmail="" admin />
    </section>
  );
}

const actAsSchema = object({ email: emailRule() });

export function AdminLandingScreen() {
  const dispatch = useAppDispatch();
  const { adminEmail, email, firstName, lastName, actingError } = useAppSelector((s) => s.auth);
  return (
    <section className={styles.card} aria-labelledby="admin-landing-title">
      <h1 id="admin-landing-title" className={styles.title}>
        Agent tools
      </h1>
      {adminEmail ? (
        <>
          <p>
            You are acting for{' '}
            <strong>
              {firstName} {lastName}
            </strong>{' '}
            ({email}).
          </p>
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={() => dispatch(stopActingRequested())}>
            Stop acting for this customer
          </button>
        </>
      ) : (
        <>
          <p>Signed in as {email}. Enter a customer&apos;s email to act for them.</p>
          {actingError && <Alert tone="error">{actingError}</Alert>}
          <Formik initialValues={{ email: '' }} validationSchema={actAsSchema} onSubmit={(values) => void dispatch(actAsRequested(values.email))}>
            {({ values }) => (
              <Form noValidate className={styles.form}>
                <TextField name="email" label="Customer email" type="email" autoComplete="off" inputMode="email" />
                <button type="submit" className={`${buttonStyles.button} ${buttonStyles.block}`} disabled={!actAsSchema.isValidSync(values)}>
                  Act as this customer
                </button>
              </Form>
            )}
          </Formik>
        </>
      )}
    </section>
  );
}
