// Each application form has one wire shape (application spec 3.1): what the save sends and the record answers, with
// ISO dates, phones and the SSN as digits, amounts as numbers. Two functions a form are the only changes of shape,
// used by both sides: `…Input` (the checked form as the wire: the browser sends it, the reference back end keeps it)
// and `…FormOf` (the wire as the form's values: the back end checks a save with the form's schema,
// applicationSchemas.ts; the browser fills a form from the saved record). Structural types, so both sides' generated
// types fit.
import type { InferType } from 'yup';
import { toIsoDate } from './applicationDates';
import type { incomeInformationSchema, personalInformationSchema } from './applicationSchemas';

export type PersonalForm = InferType<typeof personalInformationSchema>;
export type IncomeForm = InferType<typeof incomeInformationSchema>;

/** How the SSN travels: documentNumber with this documentType. */
export const SSN_DOCUMENT = 'SSN';
const digitsOf = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');
const isoOr = (value: string | null | undefined) => toIsoDate(value) ?? value ?? '';

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
    address: { addressLine1: string; addressLine2?: string | null; cityName: string; stateCode: string; zipCode: string };
    phones: { type: string; number: string; extension?: string | null; phonePreference?: string | null }[];
  };
  additionalInformation?: { monthsAtAddress?: number | null; ownResidence?: boolean | null; maritalStatus?: string | null } | null;
  spousalInformation?: { firstName: string; lastName: string; email?: string | null; phoneNumber?: string | null } | null;
  smsOptIn?: boolean | null;
}

/** A wire shape as the saved record answers it: any part may be missing. */
type Saved<T> = T extends readonly (infer Item)[] ? Saved<Item>[] | null : T extends object ? { [K in keyof T]?: Saved<T[K]> | null } : T | null;

export type SavedPersonal = Saved<PersonalInput>;

/** The checked personal form as the wire: dates ISO, phones and SSN digits; no SSN when `ssn` is empty (one on file is kept). */
export function personalInput(form: PersonalForm) {
  const phones = [{ type: form.phoneType, number: digitsOf(form.phoneNumber) }];
  if (form.secondPhoneNumber) phones.push({ type: form.secondPhoneType || 'O', number: digitsOf(form.secondPhoneNumber) });
  const married = form.maritalStatus === 'MARRIED';
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    dateOfBirth: isoOr(form.dateOfBirth),
    ...(form.ssn ? { documentType: SSN_DOCUMENT, documentNumber: digitsOf(form.ssn) } : {}),
    stateIdType: form.stateIdType,
    driverLicenseNumber: form.driverLicenseNumber,
    driverLicenseStateCode: form.driverLicenseStateCode,
    stateIdExpirationDate: isoOr(form.stateIdExpirationDate),
    contactInformation: {
      address: { addressLine1: form.addressLine1.trim(), addressLine2: form.addressLine2.trim(), cityName: form.cityName.trim(), stateCode: form.stateCode, zipCode: form.zipCode },
      phones,
    },
    additionalInformation: { monthsAtAddress: form.monthsAtAddress, ownResidence: form.ownResidence, maritalStatus: form.maritalStatus || null },
    spousalInformation: married ? { firstName: form.spouseFirstName.trim(), lastName: form.spouseLastName.trim(), email: form.spouseEmail.trim(), phoneNumber: digitsOf(form.spousePhone) } : null,
    smsOptIn: form.smsOptIn,
  } satisfies PersonalInput;
}

export type PersonalWire = ReturnType<typeof personalInput>;

/**
 * The personal information on the wire (or none) as the form's values, dates still ISO; `ssnOnFile` stands in for
 * an SSN not sent (the form never shows one).
 */
export function personalFormOf(input: SavedPersonal | null | undefined, ssnOnFile: string | null = null) {
  const [first, second] = input?.contactInformation?.phones ?? [];
  const address = input?.contactInformation?.address;
  const additional = input?.additionalInformation;
  const spouse = input?.spousalInformation;
  return {
    firstName: input?.firstName ?? '',
    lastName: input?.lastName ?? '',
    dateOfBirth: input?.dateOfBirth ?? '',
    ssn: input?.documentNumber ? digitsOf(input.documentNumber) : (ssnOnFile ?? ''),
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
    smsOptIn: input?.smsOptIn ?? false,
    stateIdType: input?.stateIdType ?? '',
    driverLicenseStateCode: input?.driverLicenseStateCode ?? '',
    driverLicenseNumber: input?.driverLicenseNumber ?? '',
    stateIdExpirationDate: input?.stateIdExpirationDate ?? '',
    maritalStatus: additional?.maritalStatus ?? (spouse ? 'MARRIED' : ''),
    spouseFirstName: spouse?.firstName ?? '',
    spouseLastName: spouse?.lastName ?? '',
    spouseEmail: spouse?.email ?? '',
    spousePhone: spouse?.phoneNumber ?? '',
  };
}

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

/** The checked income form as the wire (and as the reference back end keeps it). */
export function incomeInput(form: IncomeForm) {
  return {
    type: form.type,
    employer: { name: form.employerName.trim(), workPhone: digitsOf(form.workPhone), workExtension: form.workExtension },
    employmentHireDate: form.employmentHireDate ? isoOr(form.employmentHireDate) : null,
    jobTitle: form.jobTitle.trim(),
    paymentFrequency: form.paymentFrequency,
    paymentMethod: form.paymentMethod,
    amountGross: Number(form.amountGross),
    amountNet: Number(form.amountNet),
    nextPaymentDate: isoOr(form.nextPaymentDate),
    paymentDayOfWeek: form.paymentDayOfWeek || null,
    jobShift: form.jobShift.trim(),
    isPrimaryIncome: form.isPrimaryIncome,
  } satisfies IncomeInput;
}

export type IncomeWire = ReturnType<typeof incomeInput>;

const amountText = (value: number | string | null | undefined) => (value === null || value === undefined || value === '' ? '' : String(value));

/** The income on the wire (or none) as the form's values, dates still ISO: empty where nothing is saved. */
export function incomeFormOf(input: SavedIncome | null | undefined) {
  return {
    type: input?.type ?? '',
    employerName: input?.employer?.name ?? '',
    workPhone: input?.employer?.workPhone ?? '',
    workExtension: input?.employer?.workExtension ?? '',
    jobTitle: input?.jobTitle ?? '',
    employmentHireDate: input?.employmentHireDate ?? '',
    paymentFrequency: input?.paymentFrequency ?? '',
    nextPaymentDate: input?.nextPaymentDate ?? '',
    paymentDayOfWeek: input?.paymentDayOfWeek ?? '',
    paymentMethod: input?.paymentMethod ?? '',
    amountGross: amountText(input?.amountGross),
    amountNet: amountText(input?.amountNet),
    jobShift: input?.jobShift ?? '',
    isPrimaryIncome: input?.isPrimaryIncome ?? true,
  };
}
