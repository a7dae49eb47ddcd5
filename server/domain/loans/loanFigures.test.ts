// The payment amount types and the application of a payment, as properties over loans from the shared loan-terms
// rule: a payment of the payoff settles the loan with exactly that much, other payments add exactly their amount and
// lower the payoff by exactly that amount (interest paid ahead is never kept at a payoff: issue 30), and the figures
// always add up (total due = past due + next payment; the payoff at most the balance and the interest earned).
import fc from 'fast-check';
import { addDays, loanTerms } from '../../../src/lib/rules/loanTerms';
import { scheduleInCents } from './loanOrigination';
import { applyPayment, loanFigures, type LoanForFigures } from './loanFigures';

const loanArbitrary = fc.record({
  amount: fc.integer({ min: 300, max: 3000 }),
  termMonths: fc.constantFrom(6, 9, 12, 18),
  frequency: fc.constantFrom('WK' as const, 'BI' as const, 'BIM' as const, 'MON' as const),
  single: fc.boolean(),
  daysIn: fc.integer({ min: 0, max: 400 }),
  paidThrough: fc.integer({ min: 0, max: 20 }),
});

function build({
  amount,
  termMonths,
  frequency,
  single,
  paidThrough,
}: {
  amount: number;
  termMonths: number;
  frequency: 'WK' | 'BI' | 'BIM' | 'MON';
  single: boolean;
  paidThrough: number;
}): LoanForFigures {
  const originatedOn = '2026-01-05';
  const terms = loanTerms({
    productCode: single ? 'PDL' : 'ILP',
    apr: single ? 391.07 : 179.99,
    amount,
    termMonths,
    paymentFrequency: frequency,
    nextPayDate: addDays(originatedOn, 14),
    today: originatedOn,
  });
  const schedule = scheduleInCents(terms).map((installment, index) => ({
    ...installment,
    paidCents: index < paidThrough ? installment.paymentCents : 0,
  }));
  return { open: true, singlePayment: single, amountCents: Math.round(amount * 100), originatedOn, schedule };
}

const paid = (loan: { schedule: readonly { paidCents: number }[] }) =>
  loan.schedule.reduce((sum, installment) => sum + installment.paidCents, 0);

describe('loan figures', () => {
  it('total due is past due and the next payment; the payoff is at most the balance and the interest earned so far', () => {
    fc.assert(
      fc.property(loanArbitrary, (input) => {
        const loan = build(input);
        const figures = loanFigures(loan, addDays(loan.originatedOn, input.daysIn));
        expect(figures.totalDue).toBe(figures.pastDue + figures.nextPayment);
        const today = addDays(loan.originatedOn, input.daysIn);
        const earned = loan.schedule
          .filter((installment) => installment.dueDate <= today)
          .reduce((sum, installment) => sum + installment.interestCents, 0);
        const current = loan.schedule.find((installment) => installment.dueDate > today);
        if (!input.single)
          expect(figures.payoff).toBeLessThanOrEqual(figures.balance + earned + (current?.interestCents ?? 0));
        for (const value of Object.values(figures))
          if (typeof value === 'number') expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
      }),
    );
  });

  it('a payment of the payoff settles the loan with exactly that much: nothing is left to pay', () => {
    fc.assert(
      fc.property(loanArbitrary, (input) => {
        const loan = build(input);
        const today = addDays(loan.originatedOn, input.daysIn);
        const { payoff } = loanFigures(loan, today);
        if (payoff === 0) return;
        const after = applyPayment(loan, payoff, today);
        expect(after.settled).toBe(true);
        expect(paid({ schedule: after.schedule }) - paid(loan)).toBe(payoff);
        expect(loanFigures({ ...loan, schedule: after.schedule }, today)).toMatchObject({
          balance: 0,
          payoff: 0,
          totalDue: 0,
        });
      }),
    );
  });

  it('any smaller payment adds exactly its amount, to the oldest amount unpaid first', () => {
    fc.assert(
      fc.property(loanArbitrary, fc.integer({ min: 100, max: 500_000 }), (input, amount) => {
        const loan = build(input);
        const today = addDays(loan.originatedOn, input.daysIn);
        const before = loanFigures(loan, today);
        if (amount >= before.payoff) return;
        const after = applyPayment(loan, amount, today);
        expect(after.settled).toBe(false);
        expect(paid({ schedule: after.schedule }) - paid(loan)).toBe(amount);
        const figures = loanFigures({ ...loan, schedule: after.schedule }, today);
        expect(figures.pastDue).toBe(Math.max(0, before.pastDue - amount));
        expect(figures.payoff).toBe(before.payoff - amount);
      }),
    );
  });

  it('a worked example: $1,000 over 12 months every two weeks, the third payment missed', () => {
    const loan = build({ amount: 1000, termMonths: 12, frequency: 'BI', single: false, paidThrough: 2 });
    const today = '2026-02-20'; // payments due 19 Jan, 2 Feb and 16 Feb: the third is unpaid
    const figures = loanFigures(loan, today);
    const third = loan.schedule[2]!;
    expect(third.dueDate).toBe('2026-02-16');
    expect(figures.pastDue).toBe(third.paymentCents);
    expect(figures.nextPaymentDate).toBe('2026-03-02');
    expect(figures.totalDue).toBe(third.paymentCents + loan.schedule[3]!.paymentCents);
  });
});
