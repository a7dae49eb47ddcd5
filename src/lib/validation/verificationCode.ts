// A one-time code field: required ('Required.'), at most 10 characters ('Max characters exceeded.'), digits
// only (our wording; the specification asks for numeric input).
import { string } from 'yup';

export const CODE_MAX_LENGTH = 10;
export const CODE_MESSAGES = {
  required: 'Required.',
  tooLong: 'Max characters exceeded.',
  digits: 'Use digits only.',
} as const;

export const verificationCodeRule = () =>
  string()
    .trim()
    .required(CODE_MESSAGES.required)
    .max(CODE_MAX_LENGTH, CODE_MESSAGES.tooLong)
    .matches(/^\d+$/, CODE_MESSAGES.digits);
