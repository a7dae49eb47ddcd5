// The login screen of the account-access specification: email and password, a Log In button that turns
// into a disabled 'Logging In...', forgot-email and forgot-password help, Enroll Now, the form shown after
// 750 ms, the email prefilled (lowercased) from the query string or navigation state, and the timeout
// message when navigation state says so.
import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import buttonStyles from '../../../components/Button.module.scss';
import { TextField } from '../../../components/TextField';
import { loginSchema } from '../../../lib/validation/loginSchema';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectBrand, selectFlags } from '../../../store/selectors';
import { signInRequested } from '../authSlice';
import { TIMEOUT_MESSAGE } from '../signInMessages';
import styles from './LoginScreen.module.scss';

export const LOGIN_FORM_DELAY_MS = 750;

interface LoginLocationState {
  email?: string;
  timeout?: boolean;
  from?: { pathname: string; search?: string };
}

export function LoginScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as LoginLocationState;
  const brand = useAppSelector(selectBrand);
  const flags = useAppSelector(selectFlags);
  const { isAuthenticating, error } = useAppSelector((s) => s.auth);
  const [formShown, setFormShown] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setFormShown(true), LOGIN_FORM_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const initialEmail = (new URLSearchParams(location.search).get('email') ?? state.email ?? '').trim().toLowerCase();
  const redirectTo = state.from ? `${state.from.pathname}${state.from.search ?? ''}` : undefined;

  return (
    <section className={styles.card} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        Log in to {brand.friendlyName}
      </h1>
      {state.timeout && <Alert tone="info">{TIMEOUT_MESSAGE}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {!formShown ? (
        <p className={styles.loading} role="status">
          Loading…
        </p>
      ) : (
        <Formik
          initialValues={{ email: initialEmail, password: '' }}
          initialTouched={{ email: !!initialEmail }}
          validationSchema={loginSchema}
          onSubmit={(values, helpers) => {
            dispatch(signInRequested({ email: values.email, password: values.password, redirectTo }));
            helpers.setSubmitting(false);
          }}
        >
          {({ values }) => (
            <Form noValidate className={styles.form}>
              <TextField name="email" label="Email" type="email" autoComplete="username" inputMode="email" />
              <TextField name="password" label="Password" type="password" autoComplete="current-password" />
              <button type="submit" className={`${buttonStyles.button} ${buttonStyles.block}`} disabled={isAuthenticating || !loginSchema.isValidSync(values)}>
                {isAuthenticating ? 'Logging In...' : 'Log In'}
              </button>
            </Form>
          )}
        </Formik>
      )}
      <div className={styles.help}>
        {flags?.forgotEmail ? (
          <Link to="/authentication/forgot-email">Forgot email?</Link>
        ) : (
          <p>
            Forgot your email? Call us at <a href={`tel:${brand.phoneNumber}`}>{brand.phoneNumber}</a>.
          </p>
        )}
        <Link to="/authentication/forgot-password">Forgot password?</Link>
      </div>
      <div className={styles.enroll}>
        <p>Don&apos;t have an account?</p>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={() => void navigate('/enrollment')}>
          Enroll Now
        </button>
      </div>
    </section>
  );
}
