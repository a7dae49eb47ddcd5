// The application's personal and income schemas (shared by the browser's forms and the server): each rule with the
// field and message it refuses with.
import { refusals } from '../../../tests/support/schemaRefusals';
import { easternDate } from '../rules/easternTime';
import { addDays } from '../rules/loanTerms';
import { toIsoDate } from './applicationDates';
import {
  APPLICATION_MESSAGES as M,
  incomeInformationSchema,
  personalInformationSchema,
  PO_BOX_PATTERN,
} from './applicationSchemas';

// Days from the lender's today (Eastern), as the rules count them: a UTC date is a day ahead after 7 pm Eastern.
const isoIn = (days: number) => addDays(easternDate(new Date()), days);
const usIn = (days: number) => {
  const [y, m, d] = isoIn(days).split('-');
  return `${m}/${d}/${y}`;
};

const personal = {
  firstName: 'Ana',
  lastName: 'Ortiz',
  dateOfBirth: '03/08/1990',
  ssn: '900000003',
  addressLine1: '88 Elm St',
  addressLine2: '',
  cityName: 'Columbus',
  stateCode: 'OH',
  zipCode: '43004',
  monthsAtAddress: 24,
  ownResidence: false,
  phoneType: 'C',
  phoneNumber: '(614) 555-0199',
  secondPhoneType: '',
  secondPhoneNumber: '',
  smsOptIn: true,
  stateIdType: 'DRIVERS_LICENSE',
  driverLicenseStateCode: 'OH',
  driverLicenseNumber: 'AB123456',
  stateIdExpirationDate: usIn(400),
};

const income = {
  type: 'E',
  employerName: 'Acme Tools',
  workPhone: '6145550100',
  workExtension: '12',
  jobTitle: 'Clerk',
  employmentHireDate: '01/15/2020',
  paymentFrequency: 'BI',
  nextPaymentDate: usIn(5),
  paymentDayOfWeek: 'FRIDAY',
  paymentMethod: 'DIRECT_DEPOSIT',
  amountGross: '1250.00',
  amountNet: '980.50',
};

describe('personal information', () => {
  it('accepts a complete form (typed dates or ISO dates alike)', () => {
    expect(refusals(personalInformationSchema, personal)).toEqual([]);
    expect(
      refusals(personalInformationSchema, {
        ...personal,
        dateOfBirth: '1990-03-08',
        stateIdExpirationDate: isoIn(400),
      }),
    ).toEqual([]);
  });

  it.each<[string, object, [string, string]]>([
    ['no first name', { firstName: ' ' }, ['firstName', M.firstName]],
    ['an impossible date of birth', { dateOfBirth: '02/30/1990' }, ['dateOfBirth', M.dateOfBirth]],
    ['someone under 18', { dateOfBirth: usIn(-365 * 17) }, ['dateOfBirth', M.tooYoung]],
    ['an SSN of 8 digits', { ssn: '90000000' }, ['ssn', M.ssn]],
    ['a PO box', { addressLine1: 'P.O. Box 12' }, ['addressLine1', M.poBox]],
    ['a PO box on line 2', { addressLine2: 'PO Box 7' }, ['addressLine2', M.poBox]],
    ['a 4-digit ZIP', { zipCode: '4300' }, ['zipCode', M.zipCode]],
    ['months at address out of range', { monthsAtAddress: 1201 }, ['monthsAtAddress', M.monthsAtAddress]],
    ['a phone starting with 0', { phoneNumber: '0145550199' }, ['phoneNumber', M.phone]],
    ['a phone in another shape', { phoneNumber: '614-555-0199' }, ['phoneNumber', M.phone]],
    ['an unknown phone type', { phoneType: 'X' }, ['phoneType', M.phoneType]],
    ['a bad optional second phone', { secondPhoneType: 'H', secondPhoneNumber: '123' }, ['secondPhoneNumber', M.phone]],
    ["an ID number that is not Ohio's", { driverLicenseNumber: 'A123' }, ['driverLicenseNumber', M.idNumber]],
    ['an expired ID', { stateIdExpirationDate: usIn(-1) }, ['stateIdExpirationDate', M.idExpiration]],
  ])('refuses %s', (_case, change, expected) => {
    expect(refusals(personalInformationSchema, { ...personal, ...change })).toContainEqual(expected);
  });

  it("checks the ID number by the issuing state's rule (a Texas ID of 8 digits, a California one of a letter and 7)", () => {
    expect(
      refusals(personalInformationSchema, {
        ...personal,
        driverLicenseStateCode: 'TX',
        driverLicenseNumber: '12345678',
      }),
    ).toEqual([]);
    expect(
      refusals(personalInformationSchema, {
        ...personal,
        driverLicenseStateCode: 'CA',
        driverLicenseNumber: '12345678',
      }),
    ).toContainEqual(['driverLicenseNumber', M.idNumber]);
  });

  it('asks a Wisconsin applicant whether they are married, and a married one for the spouse and a way to reach them', () => {
    const wi = {
      ...personal,
      stateCode: 'WI',
      zipCode: '53703',
      driverLicenseStateCode: 'WI',
      driverLicenseNumber: 'S5304607123405',
    };
    expect(refusals(personalInformationSchema, wi)).toContainEqual(['maritalStatus', M.maritalStatus]);
    expect(refusals(personalInformationSchema, { ...wi, maritalStatus: 'UNMARRIED' })).toEqual([]);
    expect(refusals(personalInformationSchema, { ...wi, maritalStatus: 'MARRIED' })).toContainEqual([
      'spouseFirstName',
      M.spouseName,
    ]);
    expect(
      refusals(personalInformationSchema, {
        ...wi,
        maritalStatus: 'MARRIED',
        spouseFirstName: 'Sam',
        spouseLastName: 'Ortiz',
      }),
    ).toContainEqual(['spousePhone', M.spouseContact]);
    expect(
      refusals(personalInformationSchema, {
        ...wi,
        maritalStatus: 'MARRIED',
        spouseFirstName: 'Sam',
        spouseLastName: 'Ortiz',
        spouseEmail: 'sam@example.com',
      }),
    ).toEqual([]);
    // The spouse's email is checked as an email.
    for (const bad of ['sam', 'sam@', 'sam@example', 'sam example.com', `${'s'.repeat(250)}@example.com`]) {
      expect(
        refusals(personalInformationSchema, {
          ...wi,
          maritalStatus: 'MARRIED',
          spouseFirstName: 'Sam',
          spouseLastName: 'Ortiz',
          spouseEmail: bad,
        }),
      ).toContainEqual(['spouseEmail', M.spouseEmail]);
    }
    // Elsewhere nobody is asked.
    expect(refusals(personalInformationSchema, personal)).toEqual([]);
  });

  it.each(['PO Box 12', 'p.o. box 12', 'P O Box 5', 'Post Office Box 9', 'POB 4', 'Box 12'])(
    'sees a PO box in %j',
    (line) => {
      expect(PO_BOX_PATTERN.test(line)).toBe(true);
    },
  );

  it.each(['12 Boxwood Ln', '5 Poboy Ln', '100 Post Office Sq', '9 Box Elder St'])('sees no PO box in %j', (line) => {
    expect(PO_BOX_PATTERN.test(line)).toBe(false);
  });
});

describe('income information', () => {
  it('accepts a complete form', () => {
    expect(refusals(incomeInformationSchema, income)).toEqual([]);
  });

  it.each<[string, object, [string, string]]>([
    ['an unknown income type', { type: 'X' }, ['type', M.incomeType]],
    ['an employee without an employer', { employerName: '' }, ['employerName', M.employer]],
    ['an employee without a work phone', { workPhone: '' }, ['workPhone', M.workPhone]],
    ['an extension of 7 digits', { workExtension: '1234567' }, ['workExtension', M.extension]],
    ['a hire date in the future', { employmentHireDate: usIn(3) }, ['employmentHireDate', M.hireDate]],
    ['an unknown pay frequency', { paymentFrequency: 'DAILY' }, ['paymentFrequency', M.frequency]],
    ['a next pay date in the past', { nextPaymentDate: usIn(-1) }, ['nextPaymentDate', M.nextPayDatePast]],
    ['a biweekly next pay date 15 days away', { nextPaymentDate: usIn(15) }, ['nextPaymentDate', M.nextPayDateFar]],
    [
      'a weekly pay without its day',
      { paymentFrequency: 'WK', nextPaymentDate: usIn(3), paymentDayOfWeek: '' },
      ['paymentDayOfWeek', M.payDay],
    ],
    ['gross pay with letters', { amountGross: '12a0' }, ['amountGross', M.gross]],
    ['gross pay of 0', { amountGross: '0' }, ['amountGross', M.gross]],
    ['three decimals', { amountNet: '980.505' }, ['amountNet', M.net]],
    ['net pay above gross', { amountNet: '1250.01' }, ['amountNet', M.netAboveGross]],
  ])('refuses %s', (_case, change, expected) => {
    expect(refusals(incomeInformationSchema, { ...income, ...change })).toContainEqual(expected);
  });

  it("keeps each frequency's period: weekly 7, biweekly 14, semi-monthly 15, monthly 30 days", () => {
    for (const [frequency, days] of [
      ['WK', 7],
      ['BI', 14],
      ['BIM', 15],
      ['MON', 30],
    ] as const) {
      const base = { ...income, paymentFrequency: frequency, paymentDayOfWeek: 'FRIDAY' };
      expect(refusals(incomeInformationSchema, { ...base, nextPaymentDate: usIn(days) })).toEqual([]);
      expect(refusals(incomeInformationSchema, { ...base, nextPaymentDate: usIn(days + 1) })).toContainEqual([
        'nextPaymentDate',
        M.nextPayDateFar,
      ]);
    }
  });

  it('asks no employer of someone on social security, and no pay day for a monthly pay', () => {
    expect(
      refusals(incomeInformationSchema, {
        ...income,
        type: 'SOCIAL_SECURITY',
        employerName: '',
        workPhone: '',
        employmentHireDate: '',
        paymentFrequency: 'MON',
        paymentDayOfWeek: '',
        nextPaymentDate: usIn(20),
      }),
    ).toEqual([]);
  });
});

describe('dates', () => {
  it.each([
    ['03/08/1990', '1990-03-08'],
    ['1990-03-08', '1990-03-08'],
    ['02/29/2024', '2024-02-29'],
    ['02/29/2023', null],
    ['13/01/2020', null],
    ['3/8/1990', null],
    ['', null],
  ])('%j is %j', (typed, iso) => {
    expect(toIsoDate(typed)).toBe(iso);
  });
});
