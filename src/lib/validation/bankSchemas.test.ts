// The bank account typed by hand (shared by the browser's form and saveBankInformation): each rule with the field
// and message it refuses with.
import { refusals } from '../../../tests/support/schemaRefusals';
import { easternDate } from '../rules/easternTime';
import { addDays } from '../rules/loanTerms';
import { BANK_MESSAGES as M, balanceOf, bankInformationSchema } from './bankSchemas';

// Days from the lender's today (Eastern), as the rules count them: a UTC date is a day ahead after 7 pm Eastern.
const usIn = (days: number) => {
  const [y, m, d] = addDays(easternDate(new Date()), days).split('-');
  return `${m}/${d}/${y}`;
};

const bank = {
  routingNumber: '021000021',
  accountNumber: '123456789',
  accountHoldersName: 'Ana Ortiz',
  bankName: 'Buckeye Bank',
  accountType: 'CHECKING',
  accountOpenDate: '01/15/2020',
};

describe('a bank account typed by hand', () => {
  it('accepts a checking account open long enough (typed or ISO dates, numbers with spaces or dashes)', () => {
    expect(refusals(bankInformationSchema, bank)).toEqual([]);
    expect(
      refusals(bankInformationSchema, {
        ...bank,
        accountOpenDate: '2020-01-15',
        routingNumber: '0210-0002-1',
        accountNumber: '1234 5678 9',
      }),
    ).toEqual([]);
    expect(refusals(bankInformationSchema, { ...bank, accountOpenDate: usIn(-30) })).toEqual([]);
  });

  it.each<[string, object, [string, string]]>([
    ['a routing number of 8 digits', { routingNumber: '02100002' }, ['routingNumber', M.routingNumber]],
    ['a routing number failing the ABA checksum', { routingNumber: '021000022' }, ['routingNumber', M.routingChecksum]],
    ['letters in the routing number', { routingNumber: '02100002A' }, ['routingNumber', M.routingNumber]],
    ['an account number of 3 digits', { accountNumber: '123' }, ['accountNumber', M.accountNumber]],
    ['an account number of 18 digits', { accountNumber: '123456789012345678' }, ['accountNumber', M.accountNumber]],
    ['no holder name', { accountHoldersName: ' ' }, ['accountHoldersName', M.accountHoldersName]],
    ['no bank name', { bankName: '' }, ['bankName', M.bankName]],
    ['a savings account', { accountType: 'SAVINGS' }, ['accountType', M.notChecking]],
    ['no account type', { accountType: '' }, ['accountType', M.accountType]],
    ['an account opened 29 days ago', { accountOpenDate: usIn(-29) }, ['accountOpenDate', M.accountTooNew]],
    ['an opening date in the future', { accountOpenDate: usIn(3) }, ['accountOpenDate', M.openDateInFuture]],
    ['an opening date that is not a date', { accountOpenDate: '02/30/2020' }, ['accountOpenDate', M.accountOpenDate]],
  ])('refuses %s', (_name, change, refusal) => {
    expect(refusals(bankInformationSchema, { ...bank, ...change })).toEqual([refusal]);
  });
});

describe('the balance of an account read from the bank', () => {
  it.each([
    [{ available: 100.4, current: 110.9 }, '100'],
    [{ available: null, current: 1250.75 }, '1250'],
    [{ available: 0, current: 80 }, '0'],
    [{ available: null, current: null }, '0'],
    [null, '0'],
  ])('%j is %s', (balances, shown) => {
    expect(balanceOf(balances)).toBe(shown);
  });
});
