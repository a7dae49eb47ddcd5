// Forgot password: the account's email, Send Password (Sending... while it goes), and Go Back.
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { object } from 'yup';
import { Alert } from '../../../components/Alert';
import { Form } from '../../../components/form/Form';
import { TextField } from '../../../components/form/TextField';
import { paths } from '../../../config/paths';
import { emailRule } from '../../../lib/validation/emailRules';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { forgotPasswordRequested, recoveryErrorCleared, recoveryReset, selectRecovery } from '../recoverySlice';
import { GoToLoginButton } from './GoToLoginButton';
import styles from './LoginScreen.module.scss';

const forgotPasswordSchema = object({ email: emailRule() });

export function ForgotPasswordScreen() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { status, message, notFound } = useAppSelector((s) => selectRecovery(s).forgotPassword);
  const initialEmail = ((location.state as { email?: string } | null)?.email ?? '').toLowerCase();
  useEffect(() => {
    dispatch(recoveryReset());
  }, [dispatch]);
  return (
    <section className={styles.card} aria-labelledby="forgot-password-title">
      <h1 id="forgot-password-title" className={styles.title}>
        Forgot password
      </h1>
      {status === 'done' && message && <Alert tone="success">{message}</Alert>}
      {status !== 'done' && (
        <>
          <p>Enter the email address of your account and we will send you a link to reset your password.</p>
          <Form
            schema={forgotPasswordSchema}
            initialValues={{ email: initialEmail }}
            initialTouched={{ email: !!initialEmail }}
            onSubmit={(values) => void dispatch(forgotPasswordRequested({ email: values.email }))}
            onChange={() => status === 'failed' && dispatch(recoveryErrorCleared())}
            submitLabel="Send Password"
            submittingLabel="Sending..."
            submitting={status === 'submitting'}
            error={
              status === 'failed' &&
              message && (
                <>
                  {message}
                  {notFound && (
                    <>
                      {' '}
                      <Link to={paths.enrollment.root.href()}>Enroll Now</Link>
                    </>
                  )}
                </>
              )
            }
            className={styles.form}
          >
            <TextField name="email" label="Email" type="email" autoComplete="username" inputMode="email" />
          </Form>
        </>
      )}
      <GoToLoginButton label="Go Back" />
    </section>
  );
}
