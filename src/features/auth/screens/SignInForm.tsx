// The email and password form shared by the customer and the agent login: exact validation texts, and a
// Log In button that is disabled while invalid and becomes a disabled 'Logging In...' while authenticating.
import { Form, Formik } from 'formik';
import buttonStyles from '../../../components/Button.module.scss';
import { TextField } from '../../../components/TextField';
import { loginSchema } from '../../../lib/validation/loginSchema';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { signInRequested } from '../authSlice';
import styles from './LoginScreen.module.scss';

export function SignInForm({ initialEmail, redirectTo, admin }: { initialEmail: string; redirectTo?: string; admin?: boolean }) {
  const dispatch = useAppDispatch();
  const isAuthenticating = useAppSelector((s) => s.auth.isAuthenticating);
  return (
    <Formik
      initialValues={{ email: initialEmail, password: '' }}
      initialTouched={{ email: !!initialEmail }}
      validationSchema={loginSchema}
      onSubmit={(values, helpers) => {
        dispatch(signInRequested({ email: values.email, password: values.password, redirectTo, admin }));
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
  );
}
