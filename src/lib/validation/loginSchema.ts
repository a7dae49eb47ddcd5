import { object, string } from 'yup';
import { emailRule } from './emailRules';

export const LOGIN_MESSAGES = { passwordRequired: 'Password is required' } as const;

export const loginSchema = object({
  email: emailRule(),
  password: string().required(LOGIN_MESSAGES.passwordRequired),
});
