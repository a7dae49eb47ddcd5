// Step 1's form values: empty for a new applicant, or from the saved application (a returning customer's record,
// or what was saved before; the wire's shape, applicationInputs.ts) with dates shown as mm/dd/yyyy. The SSN is never
// sent back: one on file need not be typed again (the schema then accepts the field empty).
import { toUsDate as usDate } from '../../../lib/rules/usDate';
import type { PersonalForm, SavedPersonal } from '../../../lib/validation/applicationInputs';
import type { ApplicationRecord } from '../applicationEndpoints';

/** The saved personal information as the form's fields, as saved (dates ISO, phones digits). */
function savedFields(saved: SavedPersonal | null) {
  const [first, second] = saved?.contactInformation?.phones ?? [];
  const address = saved?.contactInformation?.address;
  const additional = saved?.additionalInformation;
  const spouse = saved?.spousalInformation;
  return {
    firstName: saved?.firstName ?? '',
    lastName: saved?.lastName ?? '',
    dateOfBirth: saved?.dateOfBirth ?? '',
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    cityName: address?.cityName ?? '',
    stateCode: address?.stateCode ?? '',
    zipCode: address?.zipCode ?? '',
    monthsAtAddress: additional?.monthsAtAddress ?? null,
    ownResidence: additional?.ownResidence ?? null,
    phoneType: first?.type ?? '',
    phoneNumber: first?.number ?? '',
    secondPhoneType: second?.type ?? '',
    secondPhoneNumber: second?.number ?? '',
    smsOptIn: saved?.smsOptIn ?? false,
    stateIdType: saved?.stateIdType ?? '',
    driverLicenseStateCode: saved?.driverLicenseStateCode ?? '',
    driverLicenseNumber: saved?.driverLicenseNumber ?? '',
    stateIdExpirationDate: saved?.stateIdExpirationDate ?? '',
    spouseFirstName: spouse?.firstName ?? '',
    spouseLastName: spouse?.lastName ?? '',
    spouseEmail: spouse?.email ?? '',
    spousePhone: spouse?.phoneNumber ?? '',
  };
}

/**
 * The saved application's personal information as the form shows it: dates as mm/dd/yyyy, the SMS choice the
 * record keeps with the loan's attributes. `login`: the names the login was made with, for a new application. How
 * long at the address and whether owned are shown once step 1 was saved (an express application's prefill does not
 * ask the customer's record for them).
 */
export function personalValues(
  record: ApplicationRecord | null,
  login: { firstName: string | null; lastName: string | null } = { firstName: null, lastName: null },
) {
  const form = savedFields(
    record && {
      ...record.personalInformation,
      contactInformation: record.contactInformation,
      additionalInformation: record.additionalInformation,
      spousalInformation: record.spousalInformation,
      smsOptIn: record.loanApplication?.additionalAttributes?.smsOptIn,
    },
  );
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
  } satisfies PersonalForm;
}

export type PersonalValues = ReturnType<typeof personalValues>;
