// The email and password form shared by the customer and the agent login: exact validation texts, and a
// Log In button that is disabled while invalid and becomes a disabled 'Logging In...' while authenticating; under it,
// the sign-in with a passkey instead of the password.
import { Form } from '../../../components/form/Form';
import { TextField } from '../../../components/form/TextField';
import { LoginEmailField } from '../components/LoginEmailField';
import { loginSchema } from '../../../lib/validation/loginSchema';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { signInRequested } from '../authSlice';
import { PasskeySignIn } from './PasskeySignIn';
import styles from './LoginScreen.module.scss';
import { useTexts } from '../../../i18n/useTexts';
import { authTexts, type AuthText } from '../texts/catalog';

export function SignInForm({
  initialEmail,
  redirectTo,
  admin,
}: {
  initialEmail: string;
  redirectTo?: string;
  admin?: boolean;
}) {
  const text = useTexts<AuthText>(authTexts);
  const dispatch = useAppDispatch();
  const isAuthenticating = useAppSelector((s) => s.auth.isAuthenticating);
  return (
    <Form
      schema={loginSchema}
      initialValues={{ email: initialEmail, password: '' }}
      initialTouched={{ email: !!initialEmail }}
      onSubmit={(values) =>
        void dispatch(signInRequested({ email: values.email, password: values.password, redirectTo, admin }))
      }
      submitLabel={text('signIn.logIn')}
      submittingLabel={text('signIn.loggingIn')}
      submitting={isAuthenticating}
      className={styles.form}
      after={<PasskeySignIn redirectTo={redirectTo} admin={admin} />}
    >
      <LoginEmailField label={text('signIn.email')} />
      <TextField name="password" label={text('signIn.password')} type="password" autoComplete="current-password" />
    </Form>
  );
}
