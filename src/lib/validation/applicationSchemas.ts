// The application's forms (application spec 3.1, 3.13, 5; the fields are the spec's, the messages ours): personal
// information (step 1) and income (step 3). Each has one wire schema, the rules of what a save sends (ISO dates,
// digits, numbers: applicationInputs.ts): the reference back end checks savePersonalInformation and
// saveIncomeInformation with it as they arrive, and the browser's form schemas are derived from it (formOfWire.ts),
// so a refusal names the form's field with the same message on both sides.
import { array, boolean, number, object, string, type InferType } from 'yup';
import {
  INCOME_FIELDS,
  incomeInput,
  PERSONAL_FIELDS,
  personalInput,
  type IncomeForm,
  type PersonalForm,
} from './applicationInputs';
import { formSchemaOf } from './formOfWire';
import { daysBetween, isoToday, toIsoDate } from './applicationDates';
import { EMAIL_MAX, EMAIL_PATTERN } from './emailRules';
import { isAtLeast, MINIMUM_AGE } from './enrollmentSchemas';
import { isValidStateId, STATE_ID_MESSAGE } from './stateIdRules';

export const APPLICATION_MESSAGES = {
  formIncomplete: 'Some important information is missing or incorrect. Please fill in all required fields.',
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  dateOfBirth: 'Enter your date of birth as MM/DD/YYYY',
  tooYoung: 'You must be at least 18 years old to apply',
  ssn: 'Enter your 9-digit Social Security number',
  addressLine1: 'Enter your street address',
  poBox: 'Enter a street address: we cannot accept a PO box',
  city: 'Enter your city',
  state: 'Choose your state',
  zipCode: 'Enter a 5-digit ZIP code',
  monthsAtAddress: 'Enter how many months you have lived at this address (0 to 1200)',
  ownResidence: 'Tell us whether you own or rent your home',
  phone: 'Enter a 10-digit phone number, like (614) 555-0142',
  phoneType: 'Choose the kind of phone',
  idType: "Choose driver's license or state ID",
  idNumber: STATE_ID_MESSAGE,
  idState: 'Choose the state that issued your ID',
  idExpiration: 'Enter the expiration date as MM/DD/YYYY; an expired ID cannot be used',
  maritalStatus: 'Tell us whether you are married (Wisconsin law asks us to)',
  spouseName: "Enter your spouse's first and last name",
  spouseContact: "Enter your spouse's email or phone number",
  spouseEmail: "Enter your spouse's email address, like name@example.com",
  incomeType: 'Choose your kind of income',
  employer: "Enter your employer's name",
  workPhone: 'Enter a 10-digit work phone number',
  extension: 'An extension has at most 6 digits',
  hireDate: 'Enter the date you started as MM/DD/YYYY',
  frequency: 'Choose how often you are paid',
  nextPayDate: 'Enter your next pay date as MM/DD/YYYY',
  nextPayDatePast: 'Your next pay date cannot be in the past',
  nextPayDateFar: 'Your next pay date must fall within one pay period from today',
  payDay: 'Choose the day of the week you are paid',
  paymentMethod: 'Choose how you are paid',
  gross: 'Enter your gross pay for one pay period, like 1250.00',
  net: 'Enter your take-home pay for one pay period, like 980.00',
  netAboveGross: 'Your take-home pay cannot be more than your gross pay',
} as const;

export const PHONE_TYPES = ['C', 'H', 'F', 'W', 'O'] as const;
export const ID_TYPES = ['DRIVERS_LICENSE', 'STATE_ID'] as const;
export const INCOME_TYPES = ['E', 'O', 'D', 'S', 'SELF_EMPLOYED', 'ALIMONY', 'SOCIAL_SECURITY', 'DISABILITY'] as const;
/** The benefit incomes the income step offers by name; each brand maps them to a code of its loan system (server/domain/application/incomeTypes.ts). */
export const BENEFIT_INCOMES = ['SOCIAL_SECURITY', 'DISABILITY', 'ALIMONY'] as const;
export type BenefitIncome = (typeof BENEFIT_INCOMES)[number];
export const PAY_FREQUENCIES = ['WK', 'BI', 'BIM', 'MON'] as const;
/** The longest a pay period lasts, in days (spec 9: weekly 7, biweekly 14, semi-monthly 15, monthly 30). */
export const PAY_PERIOD_DAYS: Record<(typeof PAY_FREQUENCIES)[number], number> = { WK: 7, BI: 14, BIM: 15, MON: 30 };
export const PAYMENT_METHODS = ['DIRECT_DEPOSIT', 'PAPER_CHECK', 'CASH', 'OTHER'] as const;
export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
/** States whose law has the lender ask about a spouse (Wisconsin's marital property act). */
export const SPOUSAL_STATES = ['WI'] as const;

/** A PO box in an address line: 'PO Box 12', 'P.O. Box', 'Post Office Box', 'POB 4', 'Box 12'. */
export const PO_BOX_PATTERN = /\b(?:p\s*\.?\s*o\s*\.?\s*b(?:ox)?\b|post\s+office\s+box\b|pob\b)|^\s*box\s+\d/i;

/** A date on the wire: a real calendar date, as ISO yyyy-mm-dd. */
const isoDate = (message: string) =>
  string()
    .required(message)
    .test('date', message, (value) => toIsoDate(value) === value);
const isoToDate = (value: string | null | undefined) => (value && toIsoDate(value) === value ? value : null);

/** A phone on the wire: its 10 digits, the first 1 to 9 (the forms take the spec's shapes: phoneNumbers.ts). */
const PHONE_DIGITS = /^[1-9]\d{9}$/;
const optionalPhone = (message: string) =>
  string()
    .trim()
    .default('')
    .test('phone', message, (value) => !value || PHONE_DIGITS.test(value));

/** Text on the wire: trimmed, '' when left out. */
const text = () =>
  string()
    .transform((value: unknown, original: unknown) => (original === null || original === undefined ? '' : value))
    .trim()
    .default('');

/** Dollars and cents on the wire: more than 0, at most 9,999,999.99, whole cents. */
const amount = (message: string) =>
  number()
    .typeError(message)
    .required(message)
    .moreThan(0, message)
    .max(9_999_999.99, message)
    .test('cents', message, (value) => value === undefined || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6);

const dateOfBirthRule = isoDate(APPLICATION_MESSAGES.dateOfBirth).test(
  'past',
  APPLICATION_MESSAGES.dateOfBirth,
  (value) => value < isoToday(),
);

/** Whether a date of birth (mm/dd/yyyy or ISO) is at least 18 years ago (spec 5): who may apply at all. */
export const isOfAge = (value: string) => {
  const iso = toIsoDate(value);
  return iso !== null && isAtLeast(MINIMUM_AGE, iso);
};

const isSpousalState = (state: unknown) => (SPOUSAL_STATES as readonly unknown[]).includes(state);

const spouseSchema = object({
  firstName: text().max(50, APPLICATION_MESSAGES.spouseName).required(APPLICATION_MESSAGES.spouseName),
  lastName: text().max(50, APPLICATION_MESSAGES.spouseName).required(APPLICATION_MESSAGES.spouseName),
  email: text()
    .max(EMAIL_MAX, APPLICATION_MESSAGES.spouseEmail)
    .test('email', APPLICATION_MESSAGES.spouseEmail, (value) => !value || EMAIL_PATTERN.test(value)),
  phoneNumber: optionalPhone(APPLICATION_MESSAGES.phone).test(
    'contact',
    APPLICATION_MESSAGES.spouseContact,
    function check(value) {
      return !!value || !!(this.parent as { email?: string }).email;
    },
  ),
});

/**
 * Step 1 on the wire. `$ssnOnFile` (the context): an SSN is on file, so the save may leave it out. The spouse is
 * asked for when married, and only kept then.
 */
export const personalWireSchema = object({
  firstName: text().required(APPLICATION_MESSAGES.firstName).max(50, APPLICATION_MESSAGES.firstName),
  lastName: text().required(APPLICATION_MESSAGES.lastName).max(50, APPLICATION_MESSAGES.lastName),
  dateOfBirth: dateOfBirthRule.test('age', APPLICATION_MESSAGES.tooYoung, (value) => isOfAge(value)),
  documentType: string().nullable().oneOf(['SSN', null], 'documentType must be SSN'),
  documentNumber: string()
    .nullable()
    .when('$ssnOnFile', {
      is: true,
      then: (rule) => rule.matches(/^(\d{9})?$/, APPLICATION_MESSAGES.ssn),
      otherwise: (rule) => rule.required(APPLICATION_MESSAGES.ssn).matches(/^\d{9}$/, APPLICATION_MESSAGES.ssn),
    }),
  stateIdType: string()
    .required(APPLICATION_MESSAGES.idType)
    .oneOf([...ID_TYPES], APPLICATION_MESSAGES.idType),
  driverLicenseStateCode: string()
    .required(APPLICATION_MESSAGES.idState)
    .matches(/^[A-Z]{2}$/, APPLICATION_MESSAGES.idState),
  driverLicenseNumber: string()
    .required(APPLICATION_MESSAGES.idNumber)
    .max(30, APPLICATION_MESSAGES.idNumber)
    .test('state-rule', APPLICATION_MESSAGES.idNumber, function check(value) {
      const state = (this.parent as { driverLicenseStateCode?: string }).driverLicenseStateCode;
      return !state || isValidStateId(state, value);
    }),
  stateIdExpirationDate: isoDate(APPLICATION_MESSAGES.idExpiration).test(
    'not-expired',
    APPLICATION_MESSAGES.idExpiration,
    (value) => value >= isoToday(),
  ),
  contactInformation: object({
    address: object({
      addressLine1: text()
        .required(APPLICATION_MESSAGES.addressLine1)
        .max(100, APPLICATION_MESSAGES.addressLine1)
        .test('po-box', APPLICATION_MESSAGES.poBox, (value) => !PO_BOX_PATTERN.test(value)),
      addressLine2: text()
        .max(100, APPLICATION_MESSAGES.addressLine1)
        .test('po-box', APPLICATION_MESSAGES.poBox, (value) => !PO_BOX_PATTERN.test(value)),
      cityName: text().required(APPLICATION_MESSAGES.city).max(50, APPLICATION_MESSAGES.city),
      stateCode: string()
        .required(APPLICATION_MESSAGES.state)
        .matches(/^[A-Z]{2}$/, APPLICATION_MESSAGES.state),
      zipCode: string()
        .required(APPLICATION_MESSAGES.zipCode)
        .matches(/^\d{5}$/, APPLICATION_MESSAGES.zipCode),
    }),
    phones: array(
      object({
        type: string()
          .required(APPLICATION_MESSAGES.phoneType)
          .oneOf([...PHONE_TYPES], APPLICATION_MESSAGES.phoneType),
        number: string().trim().required(APPLICATION_MESSAGES.phone).matches(PHONE_DIGITS, APPLICATION_MESSAGES.phone),
      }),
    )
      .required(APPLICATION_MESSAGES.phone)
      .min(1, APPLICATION_MESSAGES.phone)
      .max(2, APPLICATION_MESSAGES.phone),
  }),
  additionalInformation: object({
    monthsAtAddress: number()
      .typeError(APPLICATION_MESSAGES.monthsAtAddress)
      .required(APPLICATION_MESSAGES.monthsAtAddress)
      .integer(APPLICATION_MESSAGES.monthsAtAddress)
      .min(0, APPLICATION_MESSAGES.monthsAtAddress)
      .max(1200, APPLICATION_MESSAGES.monthsAtAddress),
    ownResidence: boolean().typeError(APPLICATION_MESSAGES.ownResidence).required(APPLICATION_MESSAGES.ownResidence),
    maritalStatus: string()
      .transform((value: unknown) => value || null)
      .nullable()
      .default(null)
      .oneOf(['MARRIED', 'UNMARRIED', null], APPLICATION_MESSAGES.maritalStatus),
  }).when('contactInformation', ([contact], rule) =>
    isSpousalState((contact as { address?: { stateCode?: unknown } } | undefined)?.address?.stateCode)
      ? rule.shape({
          maritalStatus: string()
            .nullable()
            .required(APPLICATION_MESSAGES.maritalStatus)
            .oneOf(['MARRIED', 'UNMARRIED'], APPLICATION_MESSAGES.maritalStatus),
        })
      : rule,
  ),
  spousalInformation: spouseSchema
    .nullable()
    .default(null)
    .when('additionalInformation', ([additional], rule) =>
      (additional as { maritalStatus?: unknown } | undefined)?.maritalStatus === 'MARRIED'
        ? rule.nonNullable(APPLICATION_MESSAGES.spouseName).required(APPLICATION_MESSAGES.spouseName)
        : rule.transform(() => null),
    ),
  smsOptIn: boolean().default(false),
});

export type PersonalWire = InferType<typeof personalWireSchema>;

/**
 * The browser's step-1 form: the wire's rules, except that a date of birth under 18 is not a typing mistake to mark
 * on the field: the flow takes the applicant to /application/not-eligible (saving nothing). The server keeps the rule.
 * With an SSN on file the field may be left empty.
 */
export const personalFormSchemaFor = (ssnOnFile: boolean) =>
  formSchemaOf<PersonalForm>(
    personalWireSchema.shape({ dateOfBirth: dateOfBirthRule }),
    personalInput,
    PERSONAL_FIELDS,
    { ssnOnFile },
  );
/** The personal form checked with every rule of the wire (the server's), refusals named by the form's fields. */
export const personalInformationSchema = formSchemaOf<PersonalForm>(
  personalWireSchema,
  personalInput,
  PERSONAL_FIELDS,
  { ssnOnFile: false },
);

const employed = (type: unknown) => type === 'E' || type === 'SELF_EMPLOYED';

/** Step 3 on the wire. */
export const incomeWireSchema = object({
  type: string()
    .required(APPLICATION_MESSAGES.incomeType)
    .oneOf([...INCOME_TYPES], APPLICATION_MESSAGES.incomeType),
  employer: object({
    name: text().max(100, APPLICATION_MESSAGES.employer),
    workPhone: optionalPhone(APPLICATION_MESSAGES.phone),
    workExtension: text().matches(/^\d{0,6}$/, APPLICATION_MESSAGES.extension),
  })
    .transform((value: unknown) => value ?? {})
    .when('type', ([type], rule) =>
      rule.shape({
        name: employed(type)
          ? text().max(100, APPLICATION_MESSAGES.employer).required(APPLICATION_MESSAGES.employer)
          : text().max(100, APPLICATION_MESSAGES.employer),
        workPhone:
          type === 'E'
            ? optionalPhone(APPLICATION_MESSAGES.phone).required(APPLICATION_MESSAGES.workPhone)
            : optionalPhone(APPLICATION_MESSAGES.phone),
      }),
    ),
  jobTitle: text().max(100),
  employmentHireDate: string()
    .transform((value: unknown) => value || null)
    .nullable()
    .default(null)
    .test('date', APPLICATION_MESSAGES.hireDate, (value) => !value || isoToDate(value) !== null)
    .when('type', {
      is: employed,
      then: (rule) =>
        rule
          .required(APPLICATION_MESSAGES.hireDate)
          .test('past', APPLICATION_MESSAGES.hireDate, (value) => !value || value <= isoToday()),
    }),
  paymentFrequency: string()
    .required(APPLICATION_MESSAGES.frequency)
    .oneOf([...PAY_FREQUENCIES], APPLICATION_MESSAGES.frequency),
  nextPaymentDate: isoDate(APPLICATION_MESSAGES.nextPayDate)
    .test('not-past', APPLICATION_MESSAGES.nextPayDatePast, (value) => value >= isoToday())
    .test('within-period', APPLICATION_MESSAGES.nextPayDateFar, function check(value) {
      const frequency = (this.parent as { paymentFrequency?: keyof typeof PAY_PERIOD_DAYS }).paymentFrequency;
      if (!frequency || !(frequency in PAY_PERIOD_DAYS)) return true;
      return daysBetween(isoToday(), value) <= PAY_PERIOD_DAYS[frequency];
    }),
  paymentDayOfWeek: string()
    .transform((value: unknown) => value || null)
    .nullable()
    .default(null)
    .oneOf([...WEEKDAYS, null], APPLICATION_MESSAGES.payDay)
    .when('paymentFrequency', {
      is: (frequency: string) => frequency === 'WK' || frequency === 'BI',
      then: (rule) => rule.required(APPLICATION_MESSAGES.payDay),
    }),
  paymentMethod: string()
    .required(APPLICATION_MESSAGES.paymentMethod)
    .oneOf([...PAYMENT_METHODS], APPLICATION_MESSAGES.paymentMethod),
  amountGross: amount(APPLICATION_MESSAGES.gross),
  amountNet: amount(APPLICATION_MESSAGES.net).test(
    'not-above-gross',
    APPLICATION_MESSAGES.netAboveGross,
    function check(value) {
      const gross = (this.parent as { amountGross?: unknown }).amountGross;
      return typeof gross !== 'number' || !Number.isFinite(gross) || value <= gross;
    },
  ),
  jobShift: text().max(50),
  isPrimaryIncome: boolean().default(true),
});

export type IncomeWire = InferType<typeof incomeWireSchema>;

/** The income form, checked with the wire's rules, refusals named by the form's fields. */
export const incomeInformationSchema = formSchemaOf<IncomeForm>(incomeWireSchema, incomeInput, INCOME_FIELDS);
