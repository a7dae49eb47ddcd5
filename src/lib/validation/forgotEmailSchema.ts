// The forgot-email form (ours: the specification names the screen but not its fields): last name, date of
// birth (YYYY-MM-DD, from a date input) and the last 4 digits of the SSN.
import { object, string } from 'yup';
import { isPastIsoDate } from './applicationDates';

export const FORGOT_EMAIL_MESSAGES = {
  lastName: 'Last name is required',
  dateOfBirth: 'Date of birth is required',
  dateInvalid: 'Enter a valid date of birth',
  ssnLast4: 'Enter the last 4 digits of your SSN',
} as const;

export const forgotEmailSchema = object({
  lastName: string().trim().required(FORGOT_EMAIL_MESSAGES.lastName).max(100, FORGOT_EMAIL_MESSAGES.lastName),
  dateOfBirth: string()
    .required(FORGOT_EMAIL_MESSAGES.dateOfBirth)
    .test('date', FORGOT_EMAIL_MESSAGES.dateInvalid, (value) => isPastIsoDate(value)),
  ssnLast4: string()
    .required(FORGOT_EMAIL_MESSAGES.ssnLast4)
    .matches(/^\d{4}$/, FORGOT_EMAIL_MESSAGES.ssnLast4),
});
