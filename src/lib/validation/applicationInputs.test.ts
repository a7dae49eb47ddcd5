// The one shape change of each application form, and the wire schema both sides check, as properties over generated
// forms: a form the browser accepts goes on the wire as digits, trimmed and with ISO dates; the server's check of that
// wire passes and keeps exactly what was sent; and a form with any field spoiled is refused alike by the browser's
// form schema and the server's wire schema (the same field, the same message), or accepted by both.
import fc from 'fast-check';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { refusals } from '../../../tests/support/schemaRefusals';
import { easternDate } from '../rules/easternTime';
import { addDays } from '../rules/loanTerms';
import {
  INCOME_FIELDS,
  incomeInput,
  PERSONAL_FIELDS,
  personalInput,
  type IncomeForm,
  type PersonalForm,
} from './applicationInputs';
import {
  incomeInformationSchema,
  incomeWireSchema,
  personalFormSchemaFor,
  personalInformationSchema,
  personalWireSchema,
} from './applicationSchemas';
import { formFieldOf, type FieldsOfWire } from './formOfWire';

const usDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
};
const dayFromToday = (days: number) => addDays(easternDate(new Date()), days);

const digits = (length: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: length, maxLength: length }).map((list) => list.join(''));
const phone = fc.tuple(fc.constantFrom(...'23456789'), digits(9)).map(([first, rest]) => `${first}${rest}`);
/** A phone as a person types it: the digits or the (ddd) ddd-dddd mask. */
const typedPhone = phone.chain((number) =>
  fc.constantFrom(number, `(${number.slice(0, 3)}) ${number.slice(3, 6)}-${number.slice(6)}`),
);
const name = fc.stringMatching(/^[A-Za-z][A-Za-z' -]{0,20}[A-Za-z]$/).map((text) => text.replace(/\s+/g, ' '));
const padded = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom('', ' ', '  '), text, fc.constantFrom('', ' '))
    .map(([before, core, after]) => `${before}${core}${after}`);
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
    driverLicenseNumber: fc
      .tuple(fc.constantFrom(...'ABCDEFGH'), fc.constantFrom(...'ABCDEFGH'), digits(6))
      .map(([a, b, rest]) => `${a}${b}${rest}`),
    stateIdExpirationDate: isoBetween(1, 3000).chain((iso) => fc.constantFrom(iso, usDate(iso))),
    spouse: fc.option(
      fc.record({ first: name, last: name, email: fc.constantFrom('', 'sam@example.com'), phone: typedPhone }),
      { nil: null },
    ),
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

/** The server's check of a wire (as applicationRules.checked makes it): the kept wire, or its first refusal as [field, message]. */
function serverCheck(
  schema: AnyObjectSchema,
  wire: object,
  fields: FieldsOfWire,
  context: object = {},
): { kept: unknown } | { refused: [string, string] } {
  try {
    return { kept: schema.validateSync(wire, { abortEarly: true, stripUnknown: true, context }) };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { refused: [formFieldOf(fields, error.path), error.message] };
  }
}

/** What a clumsy or hostile client may type into any field. */
const spoiled = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', '\u0000', '1e308', '-1', 'NaN', '12a0', '02/30/1990', '99999999999', 'x'.repeat(100_000)),
);

describe('the personal form on the wire', () => {
  it('goes as digits, trimmed and ISO, and the server keeps exactly what was sent', () => {
    fc.assert(
      fc.property(personalForm, (form) => {
        const ssnOnFile = !form.ssn;
        expect(refusals(personalFormSchemaFor(ssnOnFile), form)).toEqual([]);
        const wire = personalInput(form);
        expect(serverCheck(personalWireSchema, wire, PERSONAL_FIELDS, { ssnOnFile })).toEqual({ kept: wire });
        expect(wire.contactInformation.phones.every((p) => /^\d{10}$/.test(p.number))).toBe(true);
        expect(wire.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(wire.firstName).toBe(wire.firstName.trim());
      }),
    );
  });

  it('is refused alike by the browser and the server when any field is spoiled', () => {
    const fields = [
      'firstName',
      'dateOfBirth',
      'ssn',
      'addressLine1',
      'zipCode',
      'monthsAtAddress',
      'ownResidence',
      'phoneType',
      'phoneNumber',
      'secondPhoneNumber',
      'driverLicenseNumber',
      'stateIdExpirationDate',
      'maritalStatus',
      'spouseEmail',
      'spousePhone',
    ] as const;
    fc.assert(
      fc.property(personalForm, fc.constantFrom(...fields), spoiled, (valid, field, junk) => {
        const form = { ...valid, ssn: valid.ssn || '900000001', [field]: junk };
        const browser = refusals(personalInformationSchema, form);
        const server = serverCheck(personalWireSchema, personalInput(form), PERSONAL_FIELDS);
        if ('kept' in server) expect(browser).toEqual([]);
        else expect(browser).toContainEqual(server.refused);
      }),
    );
  });
});

describe('the income form on the wire', () => {
  it('goes with numbers and ISO dates, and the server keeps exactly what was sent', () => {
    fc.assert(
      fc.property(incomeForm, (form) => {
        expect(refusals(incomeInformationSchema, form)).toEqual([]);
        const wire = incomeInput(form);
        expect(serverCheck(incomeWireSchema, wire, INCOME_FIELDS)).toEqual({ kept: wire });
        expect(typeof wire.amountNet).toBe('number');
        expect(wire.nextPaymentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(wire.employer.workPhone).toMatch(/^(\d{10})?$/);
      }),
    );
  });

  it('is refused alike by the browser and the server when any field is spoiled', () => {
    const fields = [
      'type',
      'employerName',
      'workPhone',
      'workExtension',
      'employmentHireDate',
      'paymentFrequency',
      'nextPaymentDate',
      'paymentDayOfWeek',
      'paymentMethod',
      'amountGross',
      'amountNet',
      'jobShift',
    ] as const;
    fc.assert(
      fc.property(incomeForm, fc.constantFrom(...fields), spoiled, (valid, field, junk) => {
        const form = { ...valid, [field]: junk };
        const browser = refusals(incomeInformationSchema, form);
        const server = serverCheck(incomeWireSchema, incomeInput(form), INCOME_FIELDS);
        if ('kept' in server) expect(browser).toEqual([]);
        else expect(browser).toContainEqual(server.refused);
      }),
    );
  });
});
