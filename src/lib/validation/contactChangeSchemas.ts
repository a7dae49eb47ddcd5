// The changes of contact details at /account/personal (issue 15), one yup schema each for the page's forms and the
// server: a new email (the portal's email rules), a new mobile number (the application's phone rule), and a new
// street address (no PO box, like the application's) whose city and state the server takes from the ZIP code.
import { object, string, type InferType } from 'yup';
import { isPhone } from '../rules/phoneNumbers';
import { APPLICATION_MESSAGES, PO_BOX_PATTERN } from './applicationSchemas';
import { emailRule } from './emailRules';

export const CONTACT_MESSAGES = {
  sameEmail: 'This is already your email address.',
  samePhone: 'This is already your phone number.',
  unknownZip: 'We could not find this ZIP code. Check it and try again.',
  emailInUse: 'This email address belongs to another account. Use another one.',
  /** A change the page could not ask for or confirm, with no message from the server. */
  failed: 'Something went wrong. Please try again.',
} as const;

export const emailChangeSchema = object({ email: emailRule() });

export const phoneChangeSchema = object({
  phone: string()
    .trim()
    .required(APPLICATION_MESSAGES.phone)
    .test('phone', APPLICATION_MESSAGES.phone, (value) => isPhone(value)),
});

const addressLine = string()
  .trim()
  .max(100, APPLICATION_MESSAGES.addressLine1)
  .test('po-box', APPLICATION_MESSAGES.poBox, (value) => !value || !PO_BOX_PATTERN.test(value));

export const addressChangeSchema = object({
  addressLine1: addressLine.required(APPLICATION_MESSAGES.addressLine1),
  addressLine2: addressLine.default(''),
  zipCode: string()
    .trim()
    .required(APPLICATION_MESSAGES.zipCode)
    .matches(/^\d{5}$/, APPLICATION_MESSAGES.zipCode),
});

export type EmailChange = InferType<typeof emailChangeSchema>;
export type PhoneChange = InferType<typeof phoneChangeSchema>;
export type AddressChange = InferType<typeof addressChangeSchema>;
