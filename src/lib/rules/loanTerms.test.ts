import fc from 'fast-check';
import { addDays, firstPayday, loanTerms, paymentCount, termChoices } from './loanTerms';
import type { PaymentFrequency } from './paymentFrequency';

describe('loan terms', () => {
  it('a $300 payday loan over 14 days at 391.07% costs $45.00 in one payment, and its APR is 391.07%', () => {
    const terms = loanTerms({
      productCode: 'PDL',
      apr: 391.07,
      amount: 300,
      termMonths: 0,
      paymentFrequency: 'BI',
      nextPayDate: '2026-12-07',
      today: '2026-11-23',
    });
    expect(terms).toMatchObject({
      financeCharge: 45,
      totalOfPayments: 345,
      paymentAmount: 345,
      paymentDueDate: '2026-12-07',
      apr: 391.07,
      paymentFrequency: 'SINGLE',
    });
    expect(terms.paymentSchedule).toEqual([
      { installmentNumber: 1, paymentAmount: 345, dueDate: '2026-12-07', principal: 300, interest: 45, balance: 0 },
    ]);
  });

  it('a payday loan is due on the first payday at least 14 days away', () => {
    expect(
      loanTerms({
        productCode: 'PDL',
        apr: 391.07,
        amount: 300,
        termMonths: 0,
        paymentFrequency: 'BI',
        nextPayDate: '2026-11-30',
        today: '2026-11-23',
      }).paymentDueDate,
    ).toBe('2026-12-14');
  });

  it('an 18-month semi-monthly loan of $1,400 at 192.77% makes 36 level payments every 15 days that repay it, and discloses 192.77%', () => {
    // A 15-day unit-period: 365/15 of them a year, so each charges 192.77% × 15/365.
    const terms = loanTerms({
      productCode: 'ILP',
      apr: 192.77,
      amount: 1400,
      termMonths: 18,
      paymentFrequency: 'BIM',
      nextPayDate: '2026-12-08',
      today: '2026-11-23',
    });
    expect(terms.paymentSchedule).toHaveLength(36);
    expect(terms).toMatchObject({
      apr: 192.77,
      paymentAmount: 118.53,
      totalOfPayments: 4266.44,
      financeCharge: 2866.44,
      amountFinanced: 1400,
      paymentDueDate: '2026-12-08',
    });
    expect(terms.paymentSchedule[1]).toMatchObject({ dueDate: '2026-12-23', paymentAmount: 118.53, interest: 110.31 });
    expect(terms.paymentSchedule.at(-1)).toMatchObject({
      installmentNumber: 36,
      dueDate: '2028-05-16',
      paymentAmount: 117.89,
      balance: 0,
    });
  });

  it('counts payments per term and frequency, and rolls a stale or too-near payday forward by whole pay periods', () => {
    expect([paymentCount(18, 'WK'), paymentCount(18, 'BI'), paymentCount(18, 'BIM'), paymentCount(18, 'MON')]).toEqual([
      78, 39, 36, 18,
    ]);
    expect(firstPayday('2026-11-01', 'WK', '2026-11-23', 10)).toBe('2026-12-06');
    expect(firstPayday('2026-12-20', 'MON', '2026-11-23', 10)).toBe('2026-12-20');
  });

  it('offers terms every 3 months from the least to the most', () => {
    expect(termChoices(6, 18)).toEqual([6, 9, 12, 15, 18]);
    expect(termChoices(6, 24)).toEqual([6, 9, 12, 15, 18, 21, 24]);
    expect(termChoices(4, 12)).toEqual([4, 7, 10, 12]);
  });

  it('for any offer: the schedule repays the amount exactly, the total is amount plus finance charge, and the APR is the offer’s', () => {
    const frequencies: PaymentFrequency[] = ['WK', 'BI', 'BIM', 'MON'];
    fc.assert(
      fc.property(
        fc.integer({ min: 12, max: 200 }).map((units) => units * 25),
        fc.integer({ min: 4, max: 24 }),
        fc.constantFrom(...frequencies),
        fc.integer({ min: 100, max: 250 }),
        fc.integer({ min: -40, max: 40 }),
        (amount, termMonths, paymentFrequency, apr, payDayOffset) => {
          const today = '2026-11-23';
          const terms = loanTerms({
            productCode: 'ILP',
            apr,
            amount,
            termMonths,
            paymentFrequency,
            nextPayDate: addDays(today, payDayOffset),
            today,
          });
          const principal = terms.paymentSchedule.reduce((sum, payment) => sum + payment.principal, 0);
          expect(Math.round(principal * 100)).toBe(amount * 100);
          expect(terms.paymentSchedule.at(-1)!.balance).toBe(0);
          expect(Math.round((terms.financeCharge + terms.amountFinanced) * 100)).toBe(
            Math.round(terms.totalOfPayments * 100),
          );
          expect(terms.paymentSchedule.every((payment) => payment.paymentAmount > 0 && payment.interest >= 0)).toBe(
            true,
          );
          // Rounding to cents moves the disclosed APR by far less than Regulation Z's 1/8 point tolerance.
          expect(Math.abs(terms.apr - apr)).toBeLessThan(0.125);
        },
      ),
      { numRuns: 200 },
    );
  });
});
