// The passwordless resume (flag enablePasswordlessFlow): a customer without a password asks for a one-time
// code by email, enters it, and is signed in. A wrong code can be tried again; too many wrong codes, or an
// expired one, start over with a new code.
import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { object } from 'yup';
import { Alert } from '../../../components/Alert';
import buttonStyles from '../../../components/Button.module.scss';
import { TextField } from '../../../components/TextField';
import { emailRule } from '../../../lib/validation/emailRules';
import { verificationCodeRule } from '../../../lib/validation/verificationCode';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { passwordlessCodeEntered, passwordlessCodeRequested, passwordlessRestarted, recoveryReset } from '../recoverySlice';
import styles from './LoginScreen.module.scss';

const emailSchema = object({ email: emailRule() });
const codeSchema = object({ code: verificationCodeRule() });

export function PasswordlessResumeScreen() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { step, submitting, error, email, failures } = useAppSelector((s) => s.recovery.passwordless);
  const initialEmail = ((location.state as { email?: string } | null)?.email ?? '').toLowerCase();
  useEffect(() => {
    dispatch(recoveryReset());
  }, [dispatch]);
  return (
    <section className={styles.card} aria-labelledby="passwordless-title">
      <h1 id="passwordless-title" className={styles.title}>
        Log in with a code
      </h1>
      {error && <Alert tone="error">{error}</Alert>}
      {step === 'email' ? (
        <>
          <p>Your account has no password. We will email you a one-time code so you can pick up where you left off.</p>
          <Formik
            initialValues={{ email: email ?? initialEmail }}
            initialTouched={{ email: !!(email ?? initialEmail) }}
            validationSchema={emailSchema}
            onSubmit={(values) => void dispatch(passwordlessCodeRequested({ email: values.email }))}
          >
            {({ values }) => (
              <Form noValidate className={styles.form}>
                <TextField name="email" label="Email" type="email" autoComplete="username" inputMode="email" />
                <button type="submit" className={`${buttonStyles.button} ${buttonStyles.block}`} disabled={submitting || !emailSchema.isValidSync(values)}>
                  {submitting ? 'Sending...' : 'Send Code'}
                </button>
              </Form>
            )}
          </Formik>
        </>
      ) : (
        <>
          <p role="status">
            We sent a code to <strong>{email}</strong>. It may take up to 2 minutes to arrive.
          </p>
          <Formik key={failures} initialValues={{ code: '' }} validationSchema={codeSchema} onSubmit={(values) => void dispatch(passwordlessCodeEntered({ code: values.code }))}>
            {({ values }) => (
              <Form noValidate className={styles.form}>
                <TextField name="code" label="Code" inputMode="numeric" autoComplete="one-time-code" />
                <button type="submit" className={`${buttonStyles.button} ${buttonStyles.block}`} disabled={submitting || !codeSchema.isValidSync(values)}>
                  {submitting ? 'Verifying...' : 'Verify Code'}
                </button>
              </Form>
            )}
          </Formik>
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.block}`} onClick={() => dispatch(passwordlessRestarted())}>
            Use a different email or get a new code
          </button>
        </>
      )}
    </section>
  );
}
