import fc from 'fast-check';
import { addDays, amountProblem, type OfferedProduct } from './loanTerms';
import { FREQUENCY, type PaymentFrequency } from './paymentFrequency';
import {
  SCHEDULE_ROWS,
  aprMillionths,
  aprPercent,
  convertQuote,
  convertSchedule,
  financeChargeOf,
  middleStep,
  parseRefinanceInput,
  refinanceQuote,
  sliderSteps,
} from './conversionMath';
import { toCents } from './money';

const frequencies: PaymentFrequency[] = ['WK', 'BI', 'BIM', 'MON'];
const terms = {
  apr: 1.2999,
  numberOfPayments: 12,
  paymentFrequency: 'BI' as const,
  loanDate: '2026-11-20',
  newDueDate: '2026-12-04',
  payoff: 57500,
};

describe('converting a payday loan: worked example', () => {
  it('$800.00 at 129.99% over 12 bi-weekly payments, paying off $575.00', () => {
    const quote = convertQuote(80000, terms);
    expect(aprPercent(terms.apr)).toBe(129.99);
    // finance charge = 800 × 1.2999 = 1,039.92; payment = 800 × 2.2999 ÷ 12 = 153.3266… → 153.33
    expect(quote).toMatchObject({
      amount: 80000,
      financeCharge: 103992,
      totalOfPayments: 183992,
      paymentAmount: 15333,
      cashToCustomer: 22500,
    });
    expect(quote.schedule).toHaveLength(SCHEDULE_ROWS);
    expect(quote.schedule[0]).toEqual({
      dueDate: '2026-12-04',
      paymentAmount: 15333,
      interest: 8666,
      principle: 6667,
      balance: 73333,
    });
    expect(quote.schedule[1]?.dueDate).toBe('2026-12-18');
    expect(quote.schedule[6]).toEqual({
      dueDate: '2027-02-26',
      paymentAmount: 15333,
      interest: 8666,
      principle: 6667,
      balance: 33331,
    });
  });

  it('the last payment takes what the rounding left over, and the loan ends at a zero balance', () => {
    const whole = convertSchedule(80000, terms);
    expect(whole).toHaveLength(12);
    expect(whole[11]).toEqual({
      dueDate: addDays('2026-12-04', 11 * 14),
      paymentAmount: 15329,
      interest: 8666,
      principle: 6663,
      balance: 0,
    });
  });

  it('discloses the APR of its own schedule, not the rate offered: 26 bi-weekly payments at 129.99% or 145% make about 195% or 213%', () => {
    const year = { ...terms, numberOfPayments: 26 };
    expect(convertQuote(80000, year).disclosedApr).toBe(194.87);
    expect(convertQuote(125000, { ...year, apr: 1.45 }).disclosedApr).toBe(213.53);
    expect(convertQuote(80000, terms).disclosedApr).toBeGreaterThan(aprPercent(terms.apr));
  });

  it('a loan of fewer than 7 payments shows them all; cash to the customer is never below zero', () => {
    expect(convertQuote(30000, { ...terms, numberOfPayments: 4, payoff: 40000 }).cashToCustomer).toBe(0);
    expect(convertQuote(30000, { ...terms, numberOfPayments: 4 }).schedule).toHaveLength(4);
  });
});

describe('the spec formulas hold for every loan (properties)', () => {
  const loan = fc.record({
    amount: fc.integer({ min: 100_00, max: 10_000_00 }),
    apr: fc.integer({ min: 0, max: 50_000 }).map((tenThousandths) => tenThousandths / 10_000),
    numberOfPayments: fc.integer({ min: 1, max: 60 }),
    paymentFrequency: fc.constantFrom(...frequencies),
    payoff: fc.integer({ min: 0, max: 10_000_00 }),
  });

  it('payment per period = amount × (1 + apr) ÷ numberOfPayments and finance charge = amount × apr, each to the nearest cent', () => {
    fc.assert(
      fc.property(loan, ({ amount, apr, numberOfPayments, paymentFrequency, payoff }) => {
        const quote = convertQuote(amount, {
          apr,
          numberOfPayments,
          paymentFrequency,
          loanDate: '2026-11-20',
          newDueDate: '2026-12-04',
          payoff,
        });
        const exactTotalMillionths = amount * (1_000_000 + aprMillionths(apr)); // cents × 10⁶, exact
        // |payment − exact| ≤ ½ cent, compared in integers (× 10⁶ × n)
        expect(
          Math.abs(quote.paymentAmount * 1_000_000 * numberOfPayments - exactTotalMillionths) * 2,
        ).toBeLessThanOrEqual(1_000_000 * numberOfPayments);
        expect(Math.abs(quote.financeCharge * 1_000_000 - amount * aprMillionths(apr)) * 2).toBeLessThanOrEqual(
          1_000_000,
        );
        expect(quote.totalOfPayments).toBe(amount + quote.financeCharge);
        expect(quote.cashToCustomer).toBe(Math.max(0, amount - payoff));
        for (const value of [quote.paymentAmount, quote.financeCharge, quote.totalOfPayments, quote.cashToCustomer])
          expect(Number.isSafeInteger(value)).toBe(true);
      }),
    );
  });

  it('the schedule repays exactly the amount and the finance charge, in integer cents, 7 rows spaced by the frequency', () => {
    fc.assert(
      fc.property(loan, ({ amount, apr, numberOfPayments, paymentFrequency }) => {
        const all = convertSchedule(amount, {
          apr,
          numberOfPayments,
          paymentFrequency,
          loanDate: '2026-11-20',
          newDueDate: '2026-12-04',
          payoff: 0,
        });
        const sum = (pick: (row: (typeof all)[number]) => number) => all.reduce((total, row) => total + pick(row), 0);
        expect(sum((row) => row.principle)).toBe(amount);
        expect(sum((row) => row.interest)).toBe(financeChargeOf(amount, apr));
        expect(sum((row) => row.paymentAmount)).toBe(amount + financeChargeOf(amount, apr));
        expect(all.at(-1)?.balance).toBe(0);
        all.forEach((row, index) => {
          expect(row.paymentAmount).toBe(row.interest + row.principle);
          expect(Number.isSafeInteger(row.balance) && Number.isSafeInteger(row.paymentAmount)).toBe(true);
          expect(row.dueDate).toBe(addDays('2026-12-04', index * FREQUENCY[paymentFrequency].days));
        });
        const shown = convertQuote(amount, {
          apr,
          numberOfPayments,
          paymentFrequency,
          loanDate: '2026-11-20',
          newDueDate: '2026-12-04',
          payoff: 0,
        }).schedule;
        expect(shown).toEqual(all.slice(0, Math.min(SCHEDULE_ROWS, numberOfPayments)));
      }),
    );
  });
});

describe('the amount slider', () => {
  it('stops from the minimum to the maximum by the interval, and starts at the middle step', () => {
    expect(sliderSteps({ minimum: 60000, maximum: 100000, interval: 10000 })).toEqual([
      60000, 70000, 80000, 90000, 100000,
    ]);
    expect(middleStep({ minimum: 60000, maximum: 100000, interval: 10000 })).toBe(80000);
    expect(middleStep({ minimum: 60000, maximum: 90000, interval: 10000 })).toBe(70000);
    expect(middleStep({ minimum: 60000, maximum: 60000, interval: 5000 })).toBe(60000);
  });

  it('the middle step has as many steps below it as above it, or one fewer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000_00 }),
        fc.integer({ min: 0, max: 5000_00 }),
        fc.integer({ min: 1, max: 500_00 }),
        (minimum, span, interval) => {
          const range = { minimum, maximum: minimum + span, interval };
          const steps = sliderSteps(range);
          const middle = middleStep(range);
          const below = steps.filter((step) => step < middle).length;
          const above = steps.filter((step) => step > middle).length;
          expect(steps).toContain(middle);
          expect(above - below === 0 || above - below === 1).toBe(true);
          expect(steps.at(-1)).toBeLessThanOrEqual(range.maximum);
          expect(range.maximum - (steps.at(-1) ?? 0)).toBeLessThan(interval);
        },
      ),
    );
  });
});

describe('refinancing a payday loan', () => {
  const dates = { loanDate: '2026-11-20', newDueDate: '2026-12-04' };
  const loan = { loanAmount: 50000, financeCharge: 7500, loanFeeAmount: 7500, ...dates };

  it('worked examples: more time, paying some back, borrowing more (the charge priced on the new principal)', () => {
    expect(refinanceQuote(loan, 'repayOriginal', 0)).toEqual({
      option: 'repayOriginal',
      input: 0,
      base: 57500,
      total: 57500,
      cashBack: 0,
      principal: 50000,
      financeCharge: 7500,
      disclosedApr: 391.07,
    });
    expect(refinanceQuote(loan, 'repayAndReduce', 10000)).toEqual({
      option: 'repayAndReduce',
      input: 10000,
      base: 57500,
      total: 47500,
      cashBack: 0,
      principal: 40000,
      financeCharge: 7500,
      disclosedApr: 488.84,
    });
    // $700 at the loan's 15% for the period: $105; due 700 + 105.
    expect(refinanceQuote(loan, 'repayAndBorrow', 20000)).toEqual({
      option: 'repayAndBorrow',
      input: 20000,
      base: 57500,
      total: 80500,
      cashBack: 12500,
      principal: 70000,
      financeCharge: 10500,
      disclosedApr: 391.07,
    });
  });

  it("the APR is the new loan's own: paying back $300 of $400 with the $60 charge kept is about 1,564%, never the old 391%", () => {
    const quote = refinanceQuote(
      { loanAmount: 40000, financeCharge: 6000, loanFeeAmount: 6000, ...dates },
      'repayAndReduce',
      30000,
    );
    expect(quote).toMatchObject({ principal: 10000, financeCharge: 6000, total: 16000, disclosedApr: 1564.29 });
  });

  it('a blank input counts as 0', () => {
    expect(parseRefinanceInput('')).toBe(0);
    expect(parseRefinanceInput('   ')).toBe(0);
    expect(refinanceQuote(loan, 'repayAndBorrow', parseRefinanceInput('') ?? -1)).toMatchObject({
      total: 57500,
      cashBack: 0,
    });
  });

  it('reads numbers only: dollars, cents, a dollar sign and thousands commas', () => {
    expect(['100', '100.5', '100.50', '$1,250.75', '.5'].map(parseRefinanceInput)).toEqual([
      10000, 10050, 10050, 125075, 50,
    ]);
    expect(['abc', '1.234', '-5', '1e3', '12..5'].map(parseRefinanceInput)).toEqual([null, null, null, null, null]);
  });

  it('base = loanAmount + financeCharge; option 2 subtracts the input, option 3 adds it and its charge; cash back = input − fee (properties)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000_00 }),
        fc.integer({ min: 0, max: 2000_00 }),
        fc.integer({ min: 0, max: 500_00 }),
        fc.integer({ min: 0, max: 5000_00 }),
        (loanAmount, financeCharge, loanFeeAmount, input) => {
          const base = loanAmount + financeCharge;
          const terms2 = { loanAmount, financeCharge, loanFeeAmount, ...dates };
          expect(refinanceQuote(terms2, 'repayOriginal', input)).toMatchObject({ base, total: base, cashBack: 0 });
          expect(refinanceQuote(terms2, 'repayAndReduce', input)).toMatchObject({
            base,
            total: base - input,
            cashBack: 0,
          });
          const borrowed = refinanceQuote(terms2, 'repayAndBorrow', input);
          // The charge on the new principal is the loan's own rate to the nearest cent, so the extra is within ½ cent of input × rate.
          expect(
            Math.abs((borrowed.financeCharge - financeCharge) * loanAmount - input * financeCharge) * 2,
          ).toBeLessThanOrEqual(loanAmount);
          expect(borrowed).toMatchObject({
            base,
            principal: loanAmount + input,
            total: loanAmount + input + borrowed.financeCharge,
            cashBack: Math.max(0, input - loanFeeAmount),
          });
          expect(parseRefinanceInput((input / 100).toFixed(2))).toBe(input);
        },
      ),
    );
  });

  it('turns API dollars into cents exactly', () => {
    expect([toCents(0.1 + 0.2), toCents(1039.92), toCents(19.99)]).toEqual([30, 103992, 1999]);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });
});

/** A product offering $100 to $1,500 (only its amounts matter here). */
const PRODUCT_FOR_AMOUNTS: OfferedProduct = {
  productCode: 'ILP',
  channel: 'ONLINE',
  minLoan: 100,
  maxLoan: 1500,
  minTerm: null,
  maxTerm: null,
  aprLow: null,
  aprHigh: null,
};

describe('amounts that are not dollars and cents (issue 68: 1.005 was posted as $1.00)', () => {
  const moreThanCents = fc
    .tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 3, max: 7 }))
    .map(([whole, last, places]) => `${String(whole)}.${'0'.repeat(places - 1)}${String(last)}`);

  it('refuses a refinance input with more than two decimals, however it is written, and takes every whole cent', () => {
    fc.assert(
      fc.property(moreThanCents, fc.constantFrom('', '$', ' '), (text, prefix) => {
        expect(parseRefinanceInput(`${prefix}${text}`)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_00 }), (cents) => {
        expect(parseRefinanceInput((cents / 100).toFixed(2))).toBe(cents);
      }),
    );
    for (const text of ['1e308', '1e-7', 'Infinity', 'NaN', '-5', '1.005', '0x10'])
      expect(parseRefinanceInput(text)).toBeNull();
  });

  it('refuses a loan amount that is not whole dollars, whatever the product', () => {
    const product = { ...PRODUCT_FOR_AMOUNTS };
    fc.assert(
      fc.property(moreThanCents, (text) => {
        expect(amountProblem(product, Number(text))).toBe('Choose a whole-dollar amount from $100.00 to $1,500.00.');
      }),
    );
    for (const amount of [1e308, -1, Number.NaN, Infinity, 100.5])
      expect(amountProblem(product, amount)).not.toBeNull();
    expect(amountProblem(product, 100)).toBeNull();
  });
});
