import fc from 'fast-check';
import { exactCents, formatCents, formatPercent, formatUsd, MAX_CENTS, toCents, toDollars } from './money';

it('shows dollars with cents and rates with up to two decimals', () => {
  expect(formatUsd(1400)).toBe('$1,400.00');
  expect(formatUsd(4417.69)).toBe('$4,417.69');
  expect(formatCents(200000)).toBe('$2,000.00');
  expect(formatCents(5)).toBe('$0.05');
  expect(formatPercent(192.77)).toBe('192.77%');
  expect(formatPercent(145)).toBe('145%');
});

it('crosses between cents and dollars without losing a cent, and shows every amount the one way', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: MAX_CENTS }), (cents) => {
      expect(toCents(toDollars(cents))).toBe(cents);
      const shown = formatCents(cents);
      expect(shown).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
      expect(Number(shown.replace(/[$,]/g, '').replace('.', ''))).toBe(cents);
    }),
  );
});

it('refuses what is not an amount', () => {
  for (const dollars of [Number.NaN, Infinity, 1e308, MAX_CENTS]) expect(() => toCents(dollars)).toThrow(RangeError);
});

it("shows any number exactly as Intl's en-US formats do (it is not used: its first use costs a slow phone a long task)", () => {
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const rate = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  const numbers = fc.oneof(
    fc.double({ noNaN: false }),
    fc.double({ min: -1e7, max: 1e7 }),
    // Two-decimal amounts and their neighbours, where rounding ties would show.
    fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }).map((cents) => cents / 100),
    fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 1000),
    fc.constantFrom(0, -0, 0.005, 0.015, 1.005, 2.675, -0.001, 999.995, 1e20, 1e21, -1e21, Infinity, -Infinity),
  );
  fc.assert(
    fc.property(numbers, (value) => {
      expect(formatUsd(value)).toBe(usd.format(value));
      expect(formatPercent(value)).toBe(`${rate.format(value)}%`);
    }),
    { numRuns: 5000 },
  );
});

describe('an amount sent in (issue 68: 1.005 was taken and posted as $1.00)', () => {
  it('takes every whole number of cents back exactly, written as JavaScript writes it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), (cents) => {
        expect(exactCents(cents / 100)).toBe(cents);
      }),
    );
  });

  it('refuses any number with more than two decimals, negative, past the largest amount or not finite: never rounds', () => {
    const more = fc
      .tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 3, max: 8 }))
      .map(([whole, last, places]) => Number(`${String(whole)}.${'0'.repeat(places - 1)}${String(last)}`));
    fc.assert(
      fc.property(more, (dollars) => {
        expect(exactCents(dollars)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (dollars) => {
        const cents = exactCents(dollars);
        // Taken only when it is exactly a number of cents in range; then it is that number.
        if (cents !== null) {
          expect(Number.isSafeInteger(cents) && cents >= 0 && cents <= MAX_CENTS).toBe(true);
          expect(cents / 100).toBe(dollars === 0 ? 0 : dollars);
          expect(Object.is(cents, -0)).toBe(false);
        }
      }),
    );
    for (const dollars of [1.005, 0.001, 2.675, 12.345, 1e-7, 1e308, Number.MAX_VALUE, -1, -0.01, NaN, Infinity])
      expect(exactCents(dollars)).toBeNull();
    for (const dollars of ['1', null, undefined, {}]) expect(exactCents(dollars)).toBeNull();
    // A negative zero is a plain zero (found by the property above).
    expect(Object.is(exactCents(-0), 0)).toBe(true);
    expect(exactCents(MAX_CENTS / 100 + 0.01)).toBeNull();
    expect([exactCents(0), exactCents(1), exactCents(0.1), exactCents(0.29), exactCents(1400.5)]).toEqual([
      0, 100, 10, 29, 140050,
    ]);
  });
});
