// Step 1's form values: empty for a new applicant, or from the saved application (a returning customer's record,
// or what was saved before) with dates shown as mm/dd/yyyy. The SSN is never sent back: one on file need not be
// typed again (the schema then accepts the field empty).
import { string } from 'yup';
import { toUsDate as usDate } from '../../../lib/validation/applicationDates';
import { personalFormOf } from '../../../lib/validation/applicationInputs';
import { personalFormSchema } from '../../../lib/validation/applicationSchemas';
import type { ApplicationRecord } from '../applicationEndpoints';

export const SSN_ON_FILE_MESSAGE = 'Enter your 9-digit Social Security number';

/** The personal form's schema (under 18 goes to /not-eligible instead of a field error), the SSN optional when one is on file. */
export const personalSchemaFor = (ssnOnFile: boolean) =>
  ssnOnFile ? personalFormSchema.shape({ ssn: string().default('').matches(/^(\d{9})?$/, SSN_ON_FILE_MESSAGE) }) : personalFormSchema;

/**
 * The saved application's personal information (the wire's shape, applicationInputs.ts) as the form shows it: dates
 * as mm/dd/yyyy, the SMS choice the record keeps with the loan's attributes. `login`: the names the login was made
 * with, for a new application. How long at the address and whether owned are shown once step 1 was saved (an
 * express application's prefill does not ask the customer's record for them).
 */
export function personalValues(record: ApplicationRecord | null, login: { firstName: string | null; lastName: string | null } = { firstName: null, lastName: null }) {
  const saved = record && {
    ...record.personalInformation,
    contactInformation: record.contactInformation,
    additionalInformation: record.additionalInformation,
    spousalInformation: record.spousalInformation,
    smsOptIn: record.loanApplication?.additionalAttributes?.smsOptIn,
  };
  const form = personalFormOf(saved);
  const stepOneSaved = !!record?.additionalInformation && !!record.personalInformation?.stateIdType;
  return {
    ...form,
    firstName: form.firstName || login.firstName || '',
    lastName: form.lastName || login.lastName || '',
    dateOfBirth: usDate(form.dateOfBirth),
    ssn: '',
    monthsAtAddress: stepOneSaved ? String(form.monthsAtAddress ?? '') : '',
    ownResidence: stepOneSaved ? String(form.ownResidence) : '',
    phoneType: form.phoneType || 'C',
    stateIdExpirationDate: usDate(form.stateIdExpirationDate),
    maritalStatus: record?.additionalInformation?.maritalStatus ?? '',
  };
}

export type PersonalValues = ReturnType<typeof personalValues>;
