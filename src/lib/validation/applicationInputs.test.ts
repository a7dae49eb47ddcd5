// The two shape changes of each application form, as properties over generated forms: what the browser sends is
// what the reference back end checks (the wire read back as the form passes the same schema and says the same), the
// wire read back and sent again is the same wire (so keeping the checked wire keeps what was sent), and a form typed
// with spaces or punctuation goes on the wire as digits, trimmed and with ISO dates.
import fc from 'fast-check';
import { easternDate } from '../rules/easternTime';
import { addDays } from '../rules/loanTerms';
import { incomeFormOf, incomeInput, personalFormOf, personalInput, type IncomeForm, type PersonalForm } from './applicationInputs';
import { incomeInformationSchema, personalInformationSchema } from './applicationSchemas';

const usDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
};
const dayFromToday = (days: number) => addDays(easternDate(new Date()), days);

const digits = (length: number) => fc.array(fc.constantFrom(...'0123456789'), { minLength: length, maxLength: length }).map((list) => list.join(''));
const phone = fc.tuple(fc.constantFrom(...'23456789'), digits(9)).map(([first, rest]) => `${first}${rest}`);
/** A phone as a person types it: the digits or the (ddd) ddd-dddd mask. */
const typedPhone = phone.chain((number) => fc.constantFrom(number, `(${number.slice(0, 3)}) ${number.slice(3, 6)}-${number.slice(6)}`));
const name = fc.stringMatching(/^[A-Za-z][A-Za-z' -]{0,20}[A-Za-z]$/).map((text) => text.replace(/\s+/g, ' '));
const padded = (text: fc.Arbitrary<string>) => fc.tuple(fc.constantFrom('', ' ', '  '), text, fc.constantFrom('', ' ')).map(([before, core, after]) => `${before}${core}${after}`);
const isoBetween = (fromDays: number, toDays: number) => fc.integer({ min: fromDays, max: toDays }).map(dayFromToday);

const personalForm: fc.Arbitrary<PersonalForm> = fc
  .record({
    firstName: padded(name),
    lastName: padded(name),
    dateOfBirth: isoBetween(-365 * 80, -365 * 19).chain((iso) => fc.constantFrom(iso, usDate(iso))),
    ssn: fc.oneof(digits(9), fc.constant('')),
    addressLine1: padded(fc.stringMatching(/^[1-9][0-9]{0,4} [A-Z][a-z]{2,10} (St|Ave|Rd)$/)),
    addressLine2: fc.constantFrom('', 'Apt 4', ' Unit 12 '),
    cityName: padded(name),
    zipCode: digits(5),
    monthsAtAddress: fc.integer({ min: 0, max: 1200 }),
    ownResidence: fc.boolean(),
    phoneType: fc.constantFrom('C', 'H', 'W'),
    phoneNumber: typedPhone,
    second: fc.option(fc.tuple(fc.constantFrom('H', 'W', 'O'), typedPhone), { nil: null }),
    smsOptIn: fc.boolean(),
    stateIdType: fc.constantFrom('DRIVERS_LICENSE', 'STATE_ID'),
    driverLicenseNumber: fc.tuple(fc.constantFrom(...'ABCDEFGH'), fc.constantFrom(...'ABCDEFGH'), digits(6)).map(([a, b, rest]) => `${a}${b}${rest}`),
    stateIdExpirationDate: isoBetween(1, 3000).chain((iso) => fc.constantFrom(iso, usDate(iso))),
    spouse: fc.option(fc.record({ first: name, last: name, email: fc.constantFrom('', 'sam@example.com'), phone: typedPhone }), { nil: null }),
  })
  .map(({ second, spouse, ...form }) => ({
    ...form,
    stateCode: 'OH',
    driverLicenseStateCode: 'OH',
    secondPhoneType: second?.[0] ?? '',
    secondPhoneNumber: second?.[1] ?? '',
    maritalStatus: spouse ? 'MARRIED' : '',
    spouseFirstName: spouse?.first ?? '',
    spouseLastName: spouse?.last ?? '',
    spouseEmail: spouse?.email ?? '',
    spousePhone: spouse?.phone ?? '',
  }));

const incomeForm: fc.Arbitrary<IncomeForm> = fc
  .record({
    employed: fc.boolean(),
    employerName: padded(name),
    workPhone: typedPhone,
    workExtension: fc.oneof(fc.constant(''), digits(3)),
    jobTitle: fc.oneof(fc.constant(''), padded(name)),
    hired: isoBetween(-4000, -1),
    next: isoBetween(0, 6),
    paymentMethod: fc.constantFrom('DIRECT_DEPOSIT', 'PAPER_CHECK', 'CASH', 'OTHER'),
    gross: fc.integer({ min: 10_000, max: 900_000 }),
    net: fc.integer({ min: 100, max: 10_000 }),
    paymentDayOfWeek: fc.constantFrom('MONDAY', 'FRIDAY'),
    jobShift: fc.constantFrom('', 'DAY', ' NIGHT '),
    isPrimaryIncome: fc.boolean(),
  })
  .map(({ employed, hired, next, gross, net, ...rest }) => ({
    ...rest,
    type: employed ? 'E' : 'SOCIAL_SECURITY',
    employerName: employed ? rest.employerName : '',
    workPhone: employed ? rest.workPhone : '',
    employmentHireDate: employed ? usDate(hired) : '',
    paymentFrequency: 'WK' as const,
    nextPaymentDate: usDate(next),
    amountGross: (gross / 100).toFixed(2),
    amountNet: (Math.min(net, gross) / 100).toFixed(2),
  }));

/** A form as the browser submits it and the server checks it: cast by its schema (trimmed, numbers and booleans typed), or a throw. */
const checkedPersonal = (values: object): PersonalForm => personalInformationSchema.validateSync(values);
const checkedIncome = (values: object): IncomeForm => incomeInformationSchema.validateSync(values);

describe('the personal form on the wire', () => {
  it('is checked by the server as the browser checked it, and kept as it was sent', () => {
    fc.assert(
      fc.property(personalForm, (typed) => {
        const form = checkedPersonal(typed.ssn ? typed : { ...typed, ssn: '900000001' });
        const wire = personalInput(form);
        // The server reads the wire back as the form and checks it with the same schema: it passes (or this throws).
        const checked = checkedPersonal(personalFormOf(wire));
        // What the server keeps (the checked form as the wire) is what was sent.
        expect(personalInput(checked)).toEqual(wire);
        expect(wire.contactInformation.phones.every((p) => /^\d{10}$/.test(p.number))).toBe(true);
        expect(wire.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(wire.firstName).toBe(wire.firstName.trim());
      }),
    );
  });
});

describe('the income form on the wire', () => {
  it('is checked by the server as the browser checked it, and kept as it was sent', () => {
    fc.assert(
      fc.property(incomeForm, (typed) => {
        const form = checkedIncome(typed);
        const wire = incomeInput(form);
        const checked = checkedIncome(incomeFormOf(wire));
        expect(incomeInput(checked)).toEqual(wire);
        expect(typeof wire.amountNet).toBe('number');
        expect(wire.nextPaymentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(wire.employer.workPhone).toMatch(/^(\d{10})?$/);
      }),
    );
  });

  it('fills an empty form when nothing is saved', () => {
    expect(incomeFormOf(null)).toMatchObject({ type: '', amountGross: '', amountNet: '', isPrimaryIncome: true });
  });
});
