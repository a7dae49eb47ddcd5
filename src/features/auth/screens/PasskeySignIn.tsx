// "Sign in with a passkey", under Log In (decision 0070): a sign-in with the passkey this device keeps for the email
// typed above, with no password. With no valid email yet, the email field shows its error and takes the focus; the
// browser then asks for the device's lock, and the sign-in goes on as one with a password.
import { useFormikContext } from 'formik';
import type { MouseEvent } from 'react';
import { Button } from '../../../components/Button';
import { loginSchema } from '../../../lib/validation/loginSchema';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { passkeySignInRequested } from '../authSlice';
import styles from './LoginScreen.module.scss';
import { useTexts } from '../../../i18n/useTexts';
import { authTexts, type AuthText } from '../texts/catalog';

export function PasskeySignIn({ redirectTo, admin }: { redirectTo?: string; admin?: boolean }) {
  const text = useTexts<AuthText>(authTexts);
  const dispatch = useAppDispatch();
  const isAuthenticating = useAppSelector((s) => s.auth.isAuthenticating);
  const { values, setFieldTouched } = useFormikContext<{ email: string; password: string }>();

  const signIn = async (event: MouseEvent<HTMLButtonElement>) => {
    if (isAuthenticating) return;
    const form = event.currentTarget.form;
    await setFieldTouched('email', true, true);
    const valid = await loginSchema.validateAt('email', values).then(
      () => true,
      () => false,
    );
    if (!valid) {
      const field = form?.elements.namedItem('email');
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    dispatch(passkeySignInRequested({ email: values.email, redirectTo, admin }));
  };

  return (
    <div className={styles.passkey}>
      <p className={styles.or} aria-hidden="true">
        {text('signIn.or')}
      </p>
      <Button
        variant="secondary"
        block
        aria-disabled={isAuthenticating || undefined}
        onClick={(event) => void signIn(event)}
      >
        {text('signIn.withPasskey')}
      </Button>
    </div>
  );
}
