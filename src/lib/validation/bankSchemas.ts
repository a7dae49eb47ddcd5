// Step 3's bank account entered by hand (application spec 3.1, 3.3, 9; issue 13): one schema for the browser's form
// and for saveBankInformation on the server. The routing number must pass the ABA checksum (abavalidator); only a
// checking account will do; and the spec's rule that it has been open at least 30 days, stated before the field.
// Also the spec's balance rule for an account read from the bank.
import { validate as isAbaRoutingNumber } from 'abavalidator';
import { object, string, type InferType } from 'yup';
import { daysBetween, isoToday, toIsoDate } from './applicationDates';

/** The spec's rule (section 9), said to the applicant before they pick the date. */
export const MINIMUM_ACCOUNT_AGE_DAYS = 30;

export const BANK_MESSAGES = {
  routingNumber: 'Enter the 9-digit routing number printed at the bottom left of your checks',
  routingChecksum: 'This is not a valid routing number. Check the 9 digits at the bottom left of your checks',
  accountNumber: 'Enter your account number: 4 to 17 digits',
  accountHoldersName: "Enter the account holder's name as the bank has it",
  bankName: 'Enter the name of your bank',
  accountType: 'Choose the kind of account',
  notChecking: 'We can only use a checking account. Please enter a checking account.',
  accountOpenDate: 'Enter the date the account was opened as MM/DD/YYYY',
  accountTooNew: 'Your checking account must be open at least 30 days.',
  openDateInFuture: 'The date the account was opened cannot be in the future',
} as const;

export const ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;

const digits = (value: string | undefined) => (value ?? '').replace(/[\s-]/g, '');

export const bankInformationSchema = object({
  routingNumber: string()
    .required(BANK_MESSAGES.routingNumber)
    .test('shape', BANK_MESSAGES.routingNumber, (value) => /^\d{9}$/.test(digits(value)))
    .test(
      'checksum',
      BANK_MESSAGES.routingChecksum,
      (value) => !/^\d{9}$/.test(digits(value)) || isAbaRoutingNumber(digits(value)),
    ),
  accountNumber: string()
    .required(BANK_MESSAGES.accountNumber)
    .test('shape', BANK_MESSAGES.accountNumber, (value) => /^\d{4,17}$/.test(digits(value))),
  accountHoldersName: string()
    .trim()
    .required(BANK_MESSAGES.accountHoldersName)
    .max(100, BANK_MESSAGES.accountHoldersName),
  bankName: string().trim().required(BANK_MESSAGES.bankName).max(100, BANK_MESSAGES.bankName),
  accountType: string()
    .required(BANK_MESSAGES.accountType)
    .oneOf([...ACCOUNT_TYPES], BANK_MESSAGES.accountType)
    .test('checking', BANK_MESSAGES.notChecking, (value) => value !== 'SAVINGS'),
  accountOpenDate: string()
    .required(BANK_MESSAGES.accountOpenDate)
    .test('date', BANK_MESSAGES.accountOpenDate, (value) => toIsoDate(value) !== null)
    .test('past', BANK_MESSAGES.openDateInFuture, (value) => {
      const iso = toIsoDate(value);
      return iso === null || iso <= isoToday();
    })
    .test('age', BANK_MESSAGES.accountTooNew, (value) => {
      const iso = toIsoDate(value);
      return iso === null || iso > isoToday() || daysBetween(iso, isoToday()) >= MINIMUM_ACCOUNT_AGE_DAYS;
    }),
});

export type BankForm = InferType<typeof bankInformationSchema>;

/**
 * The spec's balance rule (3.3) for an account read from the bank: the available balance, else the current, else 0,
 * as a whole-number string. The server keeps it; the page shows it when the applicant picks an account.
 */
export function balanceOf(balances: { available?: number | null; current?: number | null } | null | undefined): string {
  return String(Math.trunc(balances?.available ?? balances?.current ?? 0));
}

/** The digits of a routing or account number as typed (spaces and dashes dropped). */
export const bankDigits = digits;

/** The account typed by hand as the API takes it (saveBankInformation, replaceBankAccount): digits, trimmed names, an ISO date. */
export function typedBankInput(form: BankForm) {
  return {
    isReadOnly: false,
    routingNumber: digits(form.routingNumber),
    accountNumber: digits(form.accountNumber),
    accountHoldersName: form.accountHoldersName.trim(),
    bankName: form.bankName.trim(),
    accountType: form.accountType,
    accountOpenDate: toIsoDate(form.accountOpenDate),
  };
}
