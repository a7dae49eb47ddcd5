// The passwordless resume (flag enablePasswordlessFlow): a customer without a password asks for a one-time
// code by email, enters it, and is signed in. A wrong code can be tried again; too many wrong codes, or an
// expired one, start over with a new code.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { object } from 'yup';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/form/Form';
import { TextField } from '../../../components/form/TextField';
import { emailRule } from '../../../lib/validation/emailRules';
import { verificationCodeRule } from '../../../lib/validation/verificationCode';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  passwordlessCodeEntered,
  passwordlessCodeRequested,
  passwordlessRestarted,
  recoveryReset,
  selectRecovery,
} from '../recoverySlice';
import styles from './LoginScreen.module.scss';

const emailSchema = object({ email: emailRule() });
const codeSchema = object({ code: verificationCodeRule() });

export function PasswordlessResumeScreen() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { step, submitting, error, email, failures } = useAppSelector((s) => selectRecovery(s).passwordless);
  const state = (location.state ?? {}) as { email?: string; from?: { pathname: string; search?: string } };
  const initialEmail = (state.email ?? '').toLowerCase();
  // Where the customer was going (the application they came to resume), as the login's redirect.
  const redirectTo = state.from ? `${state.from.pathname}${state.from.search ?? ''}` : undefined;
  useEffect(() => {
    dispatch(recoveryReset());
  }, [dispatch]);
  return (
    <section className={styles.card} aria-labelledby="passwordless-title">
      <h1 id="passwordless-title" className={styles.title}>
        Log in with a code
      </h1>
      {step === 'email' ? (
        <>
          <p>Your account has no password. We will email you a one-time code so you can pick up where you left off.</p>
          <Form
            schema={emailSchema}
            initialValues={{ email: email ?? initialEmail }}
            initialTouched={{ email: !!(email ?? initialEmail) }}
            onSubmit={(values) => void dispatch(passwordlessCodeRequested({ email: values.email }))}
            submitLabel="Send Code"
            submittingLabel="Sending..."
            submitting={submitting}
            error={error}
            className={styles.form}
          >
            <TextField name="email" label="Email" type="email" autoComplete="username" inputMode="email" />
          </Form>
        </>
      ) : (
        <>
          <p role="status">
            We sent a code to <strong>{email}</strong>. It may take up to 2 minutes to arrive.
          </p>
          <Form
            key={failures}
            schema={codeSchema}
            initialValues={{ code: '' }}
            onSubmit={(values) => void dispatch(passwordlessCodeEntered({ code: values.code, redirectTo }))}
            submitLabel="Verify Code"
            submittingLabel="Verifying..."
            submitting={submitting}
            error={error}
            className={styles.form}
          >
            <TextField name="code" label="Code" inputMode="numeric" autoComplete="one-time-code" />
          </Form>
          <Button variant="secondary" block onClick={() => dispatch(passwordlessRestarted())}>
            Use a different email or get a new code
          </Button>
        </>
      )}
    </section>
  );
}
