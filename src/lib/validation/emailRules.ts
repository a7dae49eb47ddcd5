// Email rules shared by every form (and by the reference back end): a valid address, then the portal's
// own pattern (letters, digits and . _ % + - before the @, an optional +tag, a top level of 2+ letters).
import { string } from 'yup';

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+(\+[A-Za-z0-9._%-]+)?@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/** The longest address mail can be sent to (RFC 5321). */
export const EMAIL_MAX = 254;

/** The one check of an address typed or sent, for the server's edges (the forms use `emailRule`, which says why). */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  invalid: 'Invalid email address',
  pattern: 'Invalid email value',
} as const;

export const emailRule = () =>
  string()
    .trim()
    .required(EMAIL_MESSAGES.required)
    .max(EMAIL_MAX, EMAIL_MESSAGES.invalid)
    .email(EMAIL_MESSAGES.invalid)
    .matches(EMAIL_PATTERN, EMAIL_MESSAGES.pattern);
