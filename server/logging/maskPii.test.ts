// Issue 47: logMessage text kept birth dates, licence numbers, 8-digit account numbers, names and street addresses as
// sent. Free text is masked like structured data: the caller's own values, every date, every run of 6+ digits.
import fc from 'fast-check';
import { maskPii, maskText, personalValuesOf, luhnValid } from './maskPii';

const record = {
  id: '6d0f3a1e-0000-4000-8000-000000000001',
  email: 'maria.lopez@example.com',
  firstName: 'Maria',
  lastName: 'Lopez',
  phone: '6145550101',
  addressLine1: '410 High St',
  cityName: 'Columbus',
  zipCode: '43215',
  dateOfBirth: '1988-04-12',
  brand: 'cng',
  customerType: 'RETURNING',
};

describe('maskText', () => {
  it('masks what the issue found kept as sent', () => {
    const known = personalValuesOf(record);
    const text =
      'Maria LOPEZ born 1988-04-12 (04/12/1988, April 12, 1988) licence D1234567 account 12345678 lives at 410 High St, ' +
      'phone (614) 555-0101, mail maria.lopez@example.com; also 77 Elm Avenue';
    const masked = maskText(text, known);
    for (const kept of [
      'Maria',
      'LOPEZ',
      'Lopez',
      '1988',
      '1234567',
      '12345678',
      '410 High',
      '555-0101',
      'maria.lopez',
      '77 Elm',
    ])
      expect(masked).not.toContain(kept);
    expect(masked).toContain('licence D[number]');
    // What is not personal stays readable.
    expect(maskText('step saved in 42 ms (retry 3 of 5), status 200', known)).toBe(
      'step saved in 42 ms (retry 3 of 5), status 200',
    );
    // The brand and the kind of customer are no personal values.
    expect(personalValuesOf(record)).not.toContain('cng');
    expect(personalValuesOf(record)).not.toContain('RETURNING');
  });

  it('never lets a date, a run of six digits or a known value through, wherever it sits in the text', () => {
    const words = fc.array(fc.constantFrom('saved', 'step', 'error', 'the', 'at', 'of', 'x', '-', ':', ','), {
      maxLength: 6,
    });
    const date = fc
      .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .chain((d) =>
        fc.constantFrom(
          d.toISOString().slice(0, 10),
          `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`,
          d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
        ),
      );
    const digits = fc.stringMatching(/^\d{6,19}$/);
    const name = fc.stringMatching(/^[A-Z][a-z]{2,11}$/);
    fc.assert(
      fc.property(words, words, fc.oneof(date, digits), name, fc.boolean(), (before, after, secret, own, upper) => {
        const text = [...before, secret, own.toUpperCase() === own || !upper ? own : own.toUpperCase(), ...after].join(
          ' ',
        );
        // What is left once the masks themselves are set aside ('[masked]' holds 'ask', '[date]' holds 'ate'...).
        const masked = maskText(text, [own]).replace(/\[(?:masked|number|date|address)\]/g, ' ');
        expect(masked).not.toContain(secret);
        expect(masked.toLowerCase()).not.toContain(own.toLowerCase());
      }),
      { numRuns: 500 },
    );
  });

  it('masks the known values in structured data too', () => {
    expect(maskPii({ note: 'called Maria about 43215' }, 0, personalValuesOf(record))).toEqual({
      note: 'called [masked] about [masked]',
    });
  });
});

describe('card numbers in any spacing (issue 68)', () => {
  /** A Luhn-valid number of `length` digits: the body, then the check digit that makes it valid. */
  const withCheckDigit = (body: string) => {
    for (let check = 0; check <= 9; check += 1)
      if (luhnValid(`${body}${String(check)}`)) return `${body}${String(check)}`;
    throw new Error('no check digit');
  };
  const card = fc
    .integer({ min: 13, max: 19 })
    .chain((length) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length - 1, maxLength: length - 1 }))
    .map((digits) => withCheckDigit(digits.join('')));
  const separators = (count: number) => fc.array(fc.constantFrom('', ' ', '-'), { minLength: count, maxLength: count });

  it('masks a Luhn-valid run of 13 to 19 digits however it is spaced, wherever it is in the text', () => {
    fc.assert(
      fc.property(
        card.chain((number) => fc.tuple(fc.constant(number), separators(number.length - 1))),
        fc.string({ maxLength: 20, unit: fc.constantFrom(...'abc :.,') }),
        ([number, gaps], around) => {
          const written = [...number].map((digit, i) => `${digit}${gaps[i] ?? ''}`).join('');
          const masked = maskText(`${around} ${written} ${around}`);
          expect(masked.replace(/\D/g, '')).not.toContain(number.slice(0, 8));
          expect(masked).not.toContain(written);
        },
      ),
    );
  });

  it('leaves a run that fails the check digit to the other rules (four-digit groups stay readable)', () => {
    expect(maskText('ref 4111 1111 1111 1112')).toBe('ref 4111 1111 1111 1112');
    expect(maskText('card 4111 1111 1111 1111, again 4111-1111-1111-1111')).toBe('card [card], again [card]');
  });
});
