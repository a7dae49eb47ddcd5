// Each application form has one wire shape (application spec 3.1): what the save sends and the record answers, with
// ISO dates, phones and the SSN as digits, amounts as numbers. `…Input` is the one change of shape a save makes in
// the browser: the form's values as the wire. The wire schemas (applicationSchemas.ts) check the wire, on the server
// as it arrives and in the browser through the form schemas derived from them (formOfWire.ts), which is why these
// functions take any values, also those of a form still being filled in: what cannot be read is sent as typed, for
// the wire's rule to refuse with its message. `…_FIELDS` say which form field each part of the wire comes from.
// Structural types, so both sides' generated types fit.
import { isPhone } from '../rules/phoneNumbers';
import { toIsoDate } from './applicationDates';
import type { FieldsOfWire } from './formOfWire';

/** A form's values as typed (strings from the fields), or already typed (numbers and booleans). */
type Typed = string | number | boolean | null | undefined;

export interface PersonalForm {
  firstName: string;
  lastName: string;
  /** mm/dd/yyyy as typed, or ISO. */
  dateOfBirth: string;
  ssn: string;
  addressLine1: string;
  addressLine2: string;
  cityName: string;
  stateCode: string;
  zipCode: string;
  monthsAtAddress: Typed;
  ownResidence: Typed;
  phoneType: string;
  phoneNumber: string;
  secondPhoneType: string;
  secondPhoneNumber: string;
  smsOptIn: boolean;
  stateIdType: string;
  driverLicenseStateCode: string;
  driverLicenseNumber: string;
  stateIdExpirationDate: string;
  maritalStatus: string;
  spouseFirstName: string;
  spouseLastName: string;
  spouseEmail: string;
  spousePhone: string;
}

export interface IncomeForm {
  type: string;
  employerName: string;
  workPhone: string;
  workExtension: string;
  jobTitle: string;
  employmentHireDate: string;
  paymentFrequency: string;
  nextPaymentDate: string;
  paymentDayOfWeek: string;
  paymentMethod: string;
  /** Dollars and cents as typed ('1250.00'), or a number. */
  amountGross: Typed;
  amountNet: Typed;
  jobShift: string;
  isPrimaryIncome: boolean;
}

/** How the SSN travels: documentNumber with this documentType. */
export const SSN_DOCUMENT = 'SSN';
const textOf = (value: Typed) => (value === null || value === undefined ? '' : String(value));
const trimmed = (value: Typed) => textOf(value).trim();
/** A date as ISO; a value that is no date goes as typed (the wire's rule refuses it). */
const isoOr = (value: Typed) => toIsoDate(textOf(value)) ?? trimmed(value);
/** A phone typed in one of the spec's shapes as its 10 digits; anything else as typed. */
const phoneOf = (value: Typed) => {
  const text = trimmed(value);
  return isPhone(text) ? text.replace(/\D/g, '') : text;
};
/** A whole number typed ('24'), or null when nothing is; NaN for anything else (the wire's rule refuses it). */
const numberOf = (value: Typed) => {
  if (typeof value === 'number') return value;
  const text = trimmed(value);
  return text === '' ? null : /^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
};
/** Dollars and cents as typed ('1250', '980.50'), or null when nothing is; NaN for anything else. */
const amountOf = (value: Typed) => {
  if (typeof value === 'number') return value;
  const text = trimmed(value);
  return text === '' ? null : /^\d{1,7}(?:\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
};
const booleanOf = (value: Typed) =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : null;

export interface PersonalInput {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  documentType?: string | null;
  documentNumber?: string | null;
  stateIdType?: string | null;
  driverLicenseNumber?: string | null;
  driverLicenseStateCode?: string | null;
  stateIdExpirationDate?: string | null;
  contactInformation: {
    address: {
      addressLine1: string;
      addressLine2?: string | null;
      cityName: string;
      stateCode: string;
      zipCode: string;
    };
    phones: { type: string; number: string; extension?: string | null; phonePreference?: string | null }[];
  };
  additionalInformation?: {
    monthsAtAddress?: number | null;
    ownResidence?: boolean | null;
    maritalStatus?: string | null;
  } | null;
  spousalInformation?: {
    firstName: string;
    lastName: string;
    email?: string | null;
    phoneNumber?: string | null;
  } | null;
  smsOptIn?: boolean | null;
}

/** A wire shape as the saved record answers it: any part may be missing. */
type Saved<T> = T extends readonly (infer Item)[]
  ? Saved<Item>[] | null
  : T extends object
    ? { [K in keyof T]?: Saved<T[K]> | null }
    : T | null;

export type SavedPersonal = Saved<PersonalInput>;

/** The personal form as the wire: dates ISO, phones digits; no SSN when `ssn` is empty (one on file is kept). */
export function personalInput(form: Partial<PersonalForm>) {
  const phones = [{ type: textOf(form.phoneType), number: phoneOf(form.phoneNumber) }];
  if (trimmed(form.secondPhoneNumber))
    phones.push({ type: form.secondPhoneType || 'O', number: phoneOf(form.secondPhoneNumber) });
  const married = form.maritalStatus === 'MARRIED';
  const ssn = trimmed(form.ssn);
  return {
    firstName: trimmed(form.firstName),
    lastName: trimmed(form.lastName),
    dateOfBirth: isoOr(form.dateOfBirth),
    ...(ssn ? { documentType: SSN_DOCUMENT, documentNumber: ssn } : {}),
    stateIdType: textOf(form.stateIdType),
    driverLicenseNumber: textOf(form.driverLicenseNumber),
    driverLicenseStateCode: textOf(form.driverLicenseStateCode),
    stateIdExpirationDate: isoOr(form.stateIdExpirationDate),
    contactInformation: {
      address: {
        addressLine1: trimmed(form.addressLine1),
        addressLine2: trimmed(form.addressLine2),
        cityName: trimmed(form.cityName),
        stateCode: textOf(form.stateCode),
        zipCode: textOf(form.zipCode),
      },
      phones,
    },
    additionalInformation: {
      monthsAtAddress: numberOf(form.monthsAtAddress),
      ownResidence: booleanOf(form.ownResidence),
      maritalStatus: form.maritalStatus || null,
    },
    spousalInformation: married
      ? {
          firstName: trimmed(form.spouseFirstName),
          lastName: trimmed(form.spouseLastName),
          email: trimmed(form.spouseEmail),
          phoneNumber: phoneOf(form.spousePhone),
        }
      : null,
    smsOptIn: form.smsOptIn ?? false,
  } satisfies PersonalInput;
}

/** Where each part of the personal wire is typed. */
export const PERSONAL_FIELDS: FieldsOfWire = {
  documentNumber: 'ssn',
  'contactInformation.address.addressLine1': 'addressLine1',
  'contactInformation.address.addressLine2': 'addressLine2',
  'contactInformation.address.cityName': 'cityName',
  'contactInformation.address.stateCode': 'stateCode',
  'contactInformation.address.zipCode': 'zipCode',
  'contactInformation.phones': 'phoneNumber',
  'contactInformation.phones[0].type': 'phoneType',
  'contactInformation.phones[0].number': 'phoneNumber',
  'contactInformation.phones[1].type': 'secondPhoneType',
  'contactInformation.phones[1].number': 'secondPhoneNumber',
  'additionalInformation.monthsAtAddress': 'monthsAtAddress',
  'additionalInformation.ownResidence': 'ownResidence',
  'additionalInformation.maritalStatus': 'maritalStatus',
  spousalInformation: 'spouseFirstName',
  'spousalInformation.lastName': 'spouseLastName',
  'spousalInformation.email': 'spouseEmail',
  'spousalInformation.phoneNumber': 'spousePhone',
};

export interface IncomeInput {
  type: string;
  employer?: { name?: string | null; workPhone?: string | null; workExtension?: string | null } | null;
  employmentHireDate?: string | null;
  jobTitle?: string | null;
  paymentFrequency: 'WK' | 'BI' | 'BIM' | 'MON';
  paymentMethod: string;
  amountGross?: number | null;
  amountNet: number;
  nextPaymentDate: string;
  paymentDayOfWeek?: string | null;
  jobShift?: string | null;
  isPrimaryIncome?: boolean | null;
}

export type SavedIncome = Saved<IncomeInput>;

/** The income form as the wire (and as the reference back end keeps it, once its schema has checked it). */
export function incomeInput(form: Partial<IncomeForm>) {
  return {
    type: textOf(form.type),
    employer: {
      name: trimmed(form.employerName),
      workPhone: phoneOf(form.workPhone),
      workExtension: textOf(form.workExtension),
    },
    employmentHireDate: trimmed(form.employmentHireDate) ? isoOr(form.employmentHireDate) : null,
    jobTitle: trimmed(form.jobTitle),
    paymentFrequency: textOf(form.paymentFrequency),
    paymentMethod: textOf(form.paymentMethod),
    amountGross: amountOf(form.amountGross),
    amountNet: amountOf(form.amountNet),
    nextPaymentDate: isoOr(form.nextPaymentDate),
    paymentDayOfWeek: form.paymentDayOfWeek || null,
    jobShift: trimmed(form.jobShift),
    isPrimaryIncome: form.isPrimaryIncome ?? true,
  };
}

/** Where each part of the income wire is typed. */
export const INCOME_FIELDS: FieldsOfWire = {
  'employer.name': 'employerName',
  'employer.workPhone': 'workPhone',
  'employer.workExtension': 'workExtension',
};
