// The application's forms (application spec 3.1, 3.13, 5; the fields are the spec's, the messages ours): personal
// information (step 1) and income (step 3). One schema each, used by the browser's forms and by the reference back
// end on savePersonalInformation and saveIncomeInformation. Dates may be mm/dd/yyyy (typed) or ISO (sent).
import { boolean, number, object, string } from 'yup';
import { daysBetween, isoToday, toIsoDate } from './applicationDates';
import { EMAIL_MAX, EMAIL_PATTERN } from './emailRules';
import { isPhone } from '../rules/phoneNumbers';
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


const currency = (message: string) =>
  string()
    .required(message)
    .matches(/^\d{1,7}(?:\.\d{1,2})?$/, message)
    .test('positive', message, (value) => Number(value) > 0);

const requiredDate = (message: string) => string().required(message).test('date', message, (value) => toIsoDate(value) !== null);

const phoneField = (required: boolean) => {
  const base = string().trim().default('');
  return required ? base.required(APPLICATION_MESSAGES.phone).test('phone', APPLICATION_MESSAGES.phone, (value) => isPhone(value)) : base.test('phone', APPLICATION_MESSAGES.phone, (value) => !value || isPhone(value));
};

const dateOfBirthField = requiredDate(APPLICATION_MESSAGES.dateOfBirth).test('past', APPLICATION_MESSAGES.dateOfBirth, (value) => {
  const iso = toIsoDate(value);
  return iso === null || iso < isoToday();
});

/** Whether a date of birth (mm/dd/yyyy or ISO) is at least 18 years ago (spec 5): who may apply at all. */
export const isOfAge = (value: string) => {
  const iso = toIsoDate(value);
  return iso !== null && isAtLeast(MINIMUM_AGE, iso);
};

export const personalInformationSchema = object({
  firstName: string().trim().required(APPLICATION_MESSAGES.firstName).max(50, APPLICATION_MESSAGES.firstName),
  lastName: string().trim().required(APPLICATION_MESSAGES.lastName).max(50, APPLICATION_MESSAGES.lastName),
  dateOfBirth: dateOfBirthField.test('age', APPLICATION_MESSAGES.tooYoung, (value) => toIsoDate(value) === null || isOfAge(value)),
  ssn: string().required(APPLICATION_MESSAGES.ssn).matches(/^\d{9}$/, APPLICATION_MESSAGES.ssn),
  addressLine1: string().trim().required(APPLICATION_MESSAGES.addressLine1).max(100, APPLICATION_MESSAGES.addressLine1).test('po-box', APPLICATION_MESSAGES.poBox, (value) => !PO_BOX_PATTERN.test(value)),
  addressLine2: string().trim().max(100, APPLICATION_MESSAGES.addressLine1).default('').test('po-box', APPLICATION_MESSAGES.poBox, (value) => !PO_BOX_PATTERN.test(value)),
  cityName: string().trim().required(APPLICATION_MESSAGES.city).max(50, APPLICATION_MESSAGES.city),
  stateCode: string().required(APPLICATION_MESSAGES.state).matches(/^[A-Z]{2}$/, APPLICATION_MESSAGES.state),
  zipCode: string().required(APPLICATION_MESSAGES.zipCode).matches(/^\d{5}$/, APPLICATION_MESSAGES.zipCode),
  monthsAtAddress: number().typeError(APPLICATION_MESSAGES.monthsAtAddress).required(APPLICATION_MESSAGES.monthsAtAddress).integer(APPLICATION_MESSAGES.monthsAtAddress).min(0, APPLICATION_MESSAGES.monthsAtAddress).max(1200, APPLICATION_MESSAGES.monthsAtAddress),
  ownResidence: boolean().typeError(APPLICATION_MESSAGES.ownResidence).required(APPLICATION_MESSAGES.ownResidence),
  phoneType: string().required(APPLICATION_MESSAGES.phoneType).oneOf([...PHONE_TYPES], APPLICATION_MESSAGES.phoneType),
  phoneNumber: phoneField(true),
  secondPhoneType: string().oneOf([...PHONE_TYPES, ''], APPLICATION_MESSAGES.phoneType).default(''),
  secondPhoneNumber: phoneField(false),
  smsOptIn: boolean().default(false),
  stateIdType: string().required(APPLICATION_MESSAGES.idType).oneOf([...ID_TYPES], APPLICATION_MESSAGES.idType),
  driverLicenseStateCode: string().required(APPLICATION_MESSAGES.idState).matches(/^[A-Z]{2}$/, APPLICATION_MESSAGES.idState),
  driverLicenseNumber: string()
    .required(APPLICATION_MESSAGES.idNumber)
    .max(30, APPLICATION_MESSAGES.idNumber)
    .test('state-rule', APPLICATION_MESSAGES.idNumber, function check(value) {
      const state = (this.parent as { driverLicenseStateCode?: string }).driverLicenseStateCode;
      return !state || isValidStateId(state, value);
    }),
  stateIdExpirationDate: requiredDate(APPLICATION_MESSAGES.idExpiration).test('not-expired', APPLICATION_MESSAGES.idExpiration, (value) => { const iso = toIsoDate(value); return iso === null || iso >= isoToday(); }),
  maritalStatus: string()
    .oneOf(['MARRIED', 'UNMARRIED', ''], APPLICATION_MESSAGES.maritalStatus)
    .default('')
    .when('stateCode', { is: (state: string) => (SPOUSAL_STATES as readonly string[]).includes(state), then: (rule) => rule.required(APPLICATION_MESSAGES.maritalStatus).oneOf(['MARRIED', 'UNMARRIED'], APPLICATION_MESSAGES.maritalStatus) }),
  spouseFirstName: string().trim().max(50, APPLICATION_MESSAGES.spouseName).default('').when('maritalStatus', { is: 'MARRIED', then: (rule) => rule.required(APPLICATION_MESSAGES.spouseName) }),
  spouseLastName: string().trim().max(50, APPLICATION_MESSAGES.spouseName).default('').when('maritalStatus', { is: 'MARRIED', then: (rule) => rule.required(APPLICATION_MESSAGES.spouseName) }),
  spouseEmail: string()
    .trim()
    .max(EMAIL_MAX, APPLICATION_MESSAGES.spouseEmail)
    .default('')
    .test('email', APPLICATION_MESSAGES.spouseEmail, (value) => !value || EMAIL_PATTERN.test(value)),
  spousePhone: phoneField(false).when('maritalStatus', {
    is: 'MARRIED',
    then: (rule) => rule.test('contact', APPLICATION_MESSAGES.spouseContact, function check(value) { return !!value || !!(this.parent as { spouseEmail?: string }).spouseEmail; }),
  }),
});

const employed = (type: unknown) => type === 'E' || type === 'SELF_EMPLOYED';

/**
 * The browser's step-1 form: the same rules, except that a date of birth under 18 is not a typing mistake to mark on
 * the field: the flow takes the applicant to /application/not-eligible (saving nothing). The server keeps the rule.
 */
export const personalFormSchema = personalInformationSchema.shape({ dateOfBirth: dateOfBirthField });

export const incomeInformationSchema = object({
  type: string().required(APPLICATION_MESSAGES.incomeType).oneOf([...INCOME_TYPES], APPLICATION_MESSAGES.incomeType),
  employerName: string().trim().max(100, APPLICATION_MESSAGES.employer).default('').when('type', { is: employed, then: (rule) => rule.required(APPLICATION_MESSAGES.employer) }),
  workPhone: phoneField(false).when('type', { is: 'E', then: (rule) => rule.required(APPLICATION_MESSAGES.workPhone) }),
  workExtension: string().default('').matches(/^\d{0,6}$/, APPLICATION_MESSAGES.extension),
  jobTitle: string().trim().max(100).default(''),
  employmentHireDate: string().default('').when('type', {
    is: employed,
    then: () => requiredDate(APPLICATION_MESSAGES.hireDate).test('past', APPLICATION_MESSAGES.hireDate, (value) => { const iso = toIsoDate(value); return iso === null || iso <= isoToday(); }),
  }),
  paymentFrequency: string().required(APPLICATION_MESSAGES.frequency).oneOf([...PAY_FREQUENCIES], APPLICATION_MESSAGES.frequency),
  nextPaymentDate: requiredDate(APPLICATION_MESSAGES.nextPayDate)
    .test('not-past', APPLICATION_MESSAGES.nextPayDatePast, (value) => { const iso = toIsoDate(value); return iso === null || iso >= isoToday(); })
    .test('within-period', APPLICATION_MESSAGES.nextPayDateFar, function check(value) {
      const iso = toIsoDate(value);
      const frequency = (this.parent as { paymentFrequency?: keyof typeof PAY_PERIOD_DAYS }).paymentFrequency;
      if (iso === null || !frequency || !(frequency in PAY_PERIOD_DAYS)) return true;
      return daysBetween(isoToday(), iso) <= PAY_PERIOD_DAYS[frequency];
    }),
  paymentDayOfWeek: string().default('').when('paymentFrequency', { is: (frequency: string) => frequency === 'WK' || frequency === 'BI', then: (rule) => rule.required(APPLICATION_MESSAGES.payDay).oneOf([...WEEKDAYS], APPLICATION_MESSAGES.payDay) }),
  paymentMethod: string().required(APPLICATION_MESSAGES.paymentMethod).oneOf([...PAYMENT_METHODS], APPLICATION_MESSAGES.paymentMethod),
  amountGross: currency(APPLICATION_MESSAGES.gross),
  amountNet: currency(APPLICATION_MESSAGES.net).test('not-above-gross', APPLICATION_MESSAGES.netAboveGross, function check(value) {
    const gross = Number((this.parent as { amountGross?: string }).amountGross);
    return !Number.isFinite(gross) || Number(value) <= gross;
  }),
  jobShift: string().trim().max(50).default(''),
  isPrimaryIncome: boolean().default(true),
});
