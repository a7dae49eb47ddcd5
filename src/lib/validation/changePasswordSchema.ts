// The change-password form: the spec's three messages, and the portal's password rule (the spec leaves the
// strength rule of this screen open; the identity service enforces the same rule).
import { object, ref, string } from 'yup';
import { PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE } from './passwordRule';

export const CHANGE_PASSWORD_MESSAGES = {
  required: 'A password is required',
  confirmationRequired: 'Password Confirmation is required',
  mismatch: 'Passwords must match',
} as const;

export const changePasswordSchema = object({
  newPassword: string().required(CHANGE_PASSWORD_MESSAGES.required).matches(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE),
  confirmation: string()
    .required(CHANGE_PASSWORD_MESSAGES.confirmationRequired)
    .oneOf([ref('newPassword')], CHANGE_PASSWORD_MESSAGES.mismatch),
});
