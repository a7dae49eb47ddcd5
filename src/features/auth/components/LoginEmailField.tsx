// The email a customer signs in with, as the sign-in form and the recovery's forms ask for it: a password manager
// reads it as the login's username (autocomplete "username"), and a phone shows its email keyboard.
import { TextField } from '../../../components/form/TextField';

export function LoginEmailField({ label }: { label: string }) {
  return <TextField name="email" label={label} type="email" autoComplete="username" inputMode="email" />;
}
