// The enrollment forms (account-access spec, sections 2 and 9; the fields are ours where the spec is silent):
// - personal: first and last name, email (the portal's pattern), password (the portal's rule and message) and
//   its confirmation, SSN (9 digits) and date of birth (18 years or more);
// - residential: the street address and ZIP code on file, and the mobile phone number (10 digits).
// The reference back end validates prepareForEnrollment and the address check with the same rules.
import { object, ref, string } from 'yup';
import { isoToday, isPastIsoDate } from './applicationDates';
import { CHANGE_PASSWORD_MESSAGES } from './changePasswordSchema';
import { isPhone } from '../rules/phoneNumbers';
import { emailRule } from './emailRules';
import { PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE } from './passwordRule';

export const MINIMUM_AGE = 18;

export const ENROLLMENT_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  ssn: 'Enter your 9-digit Social Security number',
  dateOfBirth: 'Date of birth is required',
  dateInvalid: 'Enter a valid date of birth',
  tooYoung: 'You must be at least 18 years old to enroll',
  addressLine1: 'Street address is required',
  zipCode: 'Enter a 5-digit ZIP code',
  phone: 'Enter a 10-digit phone number',
} as const;

/** Digits only: '123-45-6789' and '(614) 555-0142' are typed as people write them. */
export const digitsOf = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

/** Is someone born on this ISO date (YYYY-MM-DD) at least `years` old on the lender's date at `now`? */
export function isAtLeast(years: number, isoDate: string, now?: Date): boolean {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = isoToday(now).split('-').map(Number) as [number, number, number];
  const birthdayThisYear = tm > m || (tm === m && td >= d);
  return ty - y - (birthdayThisYear ? 0 : 1) >= years;
}

export const ssnRule = () =>
  string()
    .required(ENROLLMENT_MESSAGES.ssn)
    .test('ssn', ENROLLMENT_MESSAGES.ssn, (value) => /^\d{9}$/.test(digitsOf(value)) && /^[\d\s-]+$/.test(value ?? ''));

export const dateOfBirthRule = () =>
  string()
    .required(ENROLLMENT_MESSAGES.dateOfBirth)
    .test('date', ENROLLMENT_MESSAGES.dateInvalid, (value) => isPastIsoDate(value))
    .test('age', ENROLLMENT_MESSAGES.tooYoung, (value) => !isPastIsoDate(value) || isAtLeast(MINIMUM_AGE, value));

export const phoneRule = () =>
  string()
    .required(ENROLLMENT_MESSAGES.phone)
    .test('phone', ENROLLMENT_MESSAGES.phone, (value) => isPhone(value ?? ''));

export const personalFormSchema = object({
  firstName: string().trim().required(ENROLLMENT_MESSAGES.firstName).max(100, ENROLLMENT_MESSAGES.firstName),
  lastName: string().trim().required(ENROLLMENT_MESSAGES.lastName).max(100, ENROLLMENT_MESSAGES.lastName),
  email: emailRule(),
  password: string().required(CHANGE_PASSWORD_MESSAGES.required).matches(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE),
  confirmation: string()
    .required(CHANGE_PASSWORD_MESSAGES.confirmationRequired)
    .oneOf([ref('password')], CHANGE_PASSWORD_MESSAGES.mismatch),
  ssn: ssnRule(),
  dateOfBirth: dateOfBirthRule(),
});

export const residentialFormSchema = object({
  addressLine1: string().trim().required(ENROLLMENT_MESSAGES.addressLine1).max(200, ENROLLMENT_MESSAGES.addressLine1),
  zipCode: string()
    .required(ENROLLMENT_MESSAGES.zipCode)
    .matches(/^\d{5}$/, ENROLLMENT_MESSAGES.zipCode),
  phone: phoneRule(),
});

/** What prepareForEnrollment is given (validated on the server with the same rules). */
export const enrollmentSearchSchema = object({ ssn: ssnRule(), dateOfBirth: dateOfBirthRule() });
