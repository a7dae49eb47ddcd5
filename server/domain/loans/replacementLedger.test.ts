// The money of a conversion or refinance, as properties: every cent of the old loan's payoff is paid once, every cent
// of the new principal goes to the old loan or to the customer, nothing is negative, and the figures are the ones
// the pages promised (spec 9: a conversion's cash to the customer is the amount less the payoff; option 3's cash back
// is the amount borrowed less the fee; option 2 collects the fee and what is paid back).
import fc from 'fast-check';
import { refinanceQuote, type RefinanceOptionName } from '../../../src/lib/rules/conversionMath';
import { ledgerEntries, replacementMoney, type LedgerContext } from './replacementLedger';

const cents = (max: number) => fc.integer({ min: 0, max });
const CONTEXT: LedgerContext = {
  oldLoanNumber: 'PDL-1',
  newLoanNumber: 'ILP-2',
  bankLast4: '6789',
  payout: { party: 'BANK', last4: '6789', on: '2026-11-25' },
  today: '2026-11-24',
};
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const anyReplacement = fc.record({
  balanceCents: cents(500_000),
  feeCents: cents(200_000),
  kind: fc.constantFrom('CONVERSION' as const, 'REFINANCE' as const),
  option: fc.constantFrom<RefinanceOptionName>('repayOriginal', 'repayAndReduce', 'repayAndBorrow'),
  inputCents: cents(500_000),
  newPrincipalCents: cents(900_000),
});

describe('the money of a replaced payday loan', () => {
  it('pays the old payoff exactly once and spends the new principal exactly, whatever the figures', () => {
    fc.assert(
      fc.property(anyReplacement, ({ balanceCents, feeCents, kind, option, inputCents, newPrincipalCents }) => {
        const old = { balanceCents, payoffCents: balanceCents + feeCents };
        const money = replacementMoney(old, {
          kind,
          option: kind === 'REFINANCE' ? option : null,
          inputCents,
          newPrincipalCents,
        });
        expect(money.feeDue).toBe(feeCents);
        expect(money.principalDue).toBe(balanceCents);
        expect(money.fromCustomer.fee + money.fromNewLoan.fee).toBe(feeCents);
        expect(money.fromCustomer.principal + money.fromNewLoan.principal).toBe(balanceCents);
        expect(money.fromNewLoan.fee + money.fromNewLoan.principal + money.cashOut).toBe(newPrincipalCents);
        for (const value of [
          money.fromCustomer.fee,
          money.fromCustomer.principal,
          money.fromNewLoan.fee,
          money.fromNewLoan.principal,
          money.cashOut,
        ])
          expect(Number.isSafeInteger(value) && value >= 0).toBe(true);

        const entries = ledgerEntries(money, CONTEXT);
        const onOld = entries.filter((entry) => entry.on === 'OLD');
        const onNew = entries.filter((entry) => entry.on === 'NEW');
        expect(sum(onOld.map((entry) => entry.amountCents))).toBe(old.payoffCents);
        expect(sum(onNew.map((entry) => entry.amountCents))).toBe(
          money.fromNewLoan.fee + money.fromNewLoan.principal + money.cashOut,
        );
        // What the new loan paid the old one is what the old one received from it.
        expect(sum(onOld.filter((entry) => entry.party === 'LOAN').map((entry) => entry.amountCents))).toBe(
          sum(onNew.filter((entry) => entry.kind === 'PAYOFF').map((entry) => entry.amountCents)),
        );
        expect(entries.every((entry) => entry.amountCents > 0)).toBe(true);
        // One entry per kind and party on each loan: what the ledger's unique key counts on.
        expect(new Set(entries.map((entry) => `${entry.on}:${entry.kind}:${entry.party}`)).size).toBe(entries.length);
      }),
      { numRuns: 500 },
    );
  });

  it('a conversion pays the customer the amount less the payoff (spec 9)', () => {
    fc.assert(
      fc.property(cents(300_000), cents(100_000), cents(200_000), (balanceCents, feeCents, over) => {
        const payoffCents = balanceCents + feeCents;
        const money = replacementMoney(
          { balanceCents, payoffCents },
          { kind: 'CONVERSION', option: null, inputCents: 0, newPrincipalCents: payoffCents + over },
        );
        expect(money.cashOut).toBe(over);
        expect(money.fromCustomer).toEqual({ fee: 0, principal: 0 });
      }),
    );
  });

  it('a refinance matches the page’s quote: the fee collected, what is paid back, option 3’s cash back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 100_000 }),
        fc.integer({ min: 1, max: 30_000 }),
        fc.constantFrom<RefinanceOptionName>('repayOriginal', 'repayAndReduce', 'repayAndBorrow'),
        cents(100_000),
        (loanAmount, fee, option, typed) => {
          const input = option === 'repayAndReduce' ? Math.min(typed, loanAmount) : typed;
          const quote = refinanceQuote(
            { loanAmount, financeCharge: fee, loanFeeAmount: fee, loanDate: '2026-11-24', newDueDate: '2026-12-08' },
            option,
            input,
          );
          const money = replacementMoney(
            { balanceCents: loanAmount, payoffCents: loanAmount + fee },
            { kind: 'REFINANCE', option, inputCents: quote.input, newPrincipalCents: quote.principal },
          );
          expect(money.cashOut).toBe(quote.cashBack);
          const collected = money.fromCustomer.fee + money.fromCustomer.principal;
          if (option === 'repayOriginal') expect(collected).toBe(fee);
          if (option === 'repayAndReduce') expect(collected).toBe(fee + quote.input);
          if (option === 'repayAndBorrow') expect(collected).toBe(Math.max(0, fee - quote.input));
        },
      ),
    );
  });

  it('names where each amount went', () => {
    const money = replacementMoney(
      { balanceCents: 40_000, payoffCents: 46_000 },
      { kind: 'REFINANCE', option: 'repayAndBorrow', inputCents: 7_500, newPrincipalCents: 47_500 },
    );
    expect(ledgerEntries(money, CONTEXT)).toEqual([
      { on: 'OLD', kind: 'FEE', party: 'LOAN', partyRef: 'ILP-2', amountCents: 6_000, effectiveOn: '2026-11-24' },
      {
        on: 'OLD',
        kind: 'PRINCIPAL',
        party: 'LOAN',
        partyRef: 'ILP-2',
        amountCents: 40_000,
        effectiveOn: '2026-11-24',
      },
      { on: 'NEW', kind: 'PAYOFF', party: 'LOAN', partyRef: 'PDL-1', amountCents: 46_000, effectiveOn: '2026-11-24' },
      { on: 'NEW', kind: 'CASH_OUT', party: 'BANK', partyRef: '6789', amountCents: 1_500, effectiveOn: '2026-11-25' },
    ]);
  });
});
