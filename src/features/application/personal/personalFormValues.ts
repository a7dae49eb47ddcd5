// Step 1's form values: empty for a new applicant, or from the saved application (a returning customer's record,
// or what was saved before) with dates shown as mm/dd/yyyy. The SSN is never sent back: one on file need not be
// typed again (the schema then accepts the field empty).
import { string } from 'yup';
import { toUsDate as usDate } from '../../../lib/validation/applicationDates';
import { personalFormSchema } from '../../../lib/validation/applicationSchemas';
import type { ApplicationRecord } from '../applicationEndpoints';

export const SSN_ON_FILE_MESSAGE = 'Enter your 9-digit Social Security number';

/** The personal form's schema (under 18 goes to /not-eligible instead of a field error), the SSN optional when one is on file. */
export const personalSchemaFor = (ssnOnFile: boolean) =>
  ssnOnFile ? personalFormSchema.shape({ ssn: string().default('').matches(/^(\d{9})?$/, SSN_ON_FILE_MESSAGE) }) : personalFormSchema;

/** `login`: the names the login was made with, for a new application. */
export function personalValues(record: ApplicationRecord | null, login: { firstName: string | null; lastName: string | null } = { firstName: null, lastName: null }) {
  const personal = record?.personalInformation;
  const address = record?.contactInformation?.address;
  const [first, second] = record?.contactInformation?.phones ?? [];
  const additional = record?.additionalInformation;
  const spouse = record?.spousalInformation;
  return {
    firstName: personal?.firstName ?? login.firstName ?? '',
    lastName: personal?.lastName ?? login.lastName ?? '',
    dateOfBirth: usDate(personal?.dateOfBirth),
    ssn: '',
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    cityName: address?.cityName ?? '',
    stateCode: address?.stateCode ?? '',
    zipCode: address?.zipCode ?? '',
    monthsAtAddress: additional && record?.personalInformation?.stateIdType ? String(additional.monthsAtAddress ?? '') : '',
    ownResidence: additional && record?.personalInformation?.stateIdType ? String(additional.ownResidence) : '',
    phoneType: first?.type ?? 'C',
    phoneNumber: first?.number ?? '',
    secondPhoneType: second?.type ?? '',
    secondPhoneNumber: second?.number ?? '',
    smsOptIn: record?.loanApplication?.additionalAttributes?.smsOptIn ?? false,
    stateIdType: personal?.stateIdType ?? '',
    driverLicenseStateCode: personal?.driverLicenseStateCode ?? '',
    driverLicenseNumber: personal?.driverLicenseNumber ?? '',
    stateIdExpirationDate: usDate(personal?.stateIdExpirationDate),
    maritalStatus: additional?.maritalStatus ?? '',
    spouseFirstName: spouse?.firstName ?? '',
    spouseLastName: spouse?.lastName ?? '',
    spouseEmail: spouse?.email ?? '',
    spousePhone: spouse?.phoneNumber ?? '',
  };
}

export type PersonalValues = ReturnType<typeof personalValues>;
