// Each product's display flags (spec 3.9), as a table: a product added or changed shows here.
import { productDisplay } from './productDisplay';
import { REGISTRATION_LOAN_ITEM, WHAT_TO_BRING } from './whatToBring';

describe('product display data', () => {
  it.each([
    // code, isChoice, hasTerms, flexibleTerm, showMaxTerm, term suffix, a store product (things to bring)
    ['ILP', false, true, true, true, 'months', false],
    ['BANK_ILP', false, true, true, true, 'months', false],
    ['DUAL', false, true, true, true, 'months', false],
    ['PDL', false, false, false, false, 'days', true],
    ['CLP', true, true, false, false, 'months', true],
    ['SLP', false, true, false, true, 'days', true],
    ['RETAIL_ILP', false, true, false, true, 'months', true],
    ['RLP', false, true, false, true, 'months', true],
  ] as const)(
    '%s: choice %s, terms %s, flexible %s, longest term shown %s, in %s',
    (code, isChoice, hasTerms, flexibleTerm, showMaxTerm, termSuffix, inStore) => {
      const display = productDisplay(code);
      expect({
        isChoice: display.isChoice,
        hasTerms: display.hasTerms,
        flexibleTerm: display.flexibleTerm,
        showMaxTerm: display.showMaxTerm,
        termSuffix: display.termSuffix,
      }).toEqual({ isChoice, hasTerms, flexibleTerm, showMaxTerm, termSuffix });
      expect(display.bringAlong.length > 0).toBe(inStore);
      expect(display.howMoneyArrives).toBe(
        inStore ? 'Cash or check at the store.' : 'To your debit card or checking account.',
      );
      expect(display.options.length).toBeGreaterThan(0);
    },
  );

  it('offers both parts of DUAL (the online installment loan and the store payday loan) and only DUAL has parts', () => {
    expect(productDisplay('DUAL').parts.map((part) => [part.title, part.hasTerms])).toEqual([
      ['Online installment loan', true],
      ['Payday loan (in store)', false],
    ]);
    for (const code of ['ILP', 'BANK_ILP', 'PDL', 'CLP', 'SLP', 'RETAIL_ILP', 'RLP'])
      expect(productDisplay(code).parts).toEqual([]);
  });

  it('lists what to bring to the store, the registration loan adding the vehicle’s registration', () => {
    expect(productDisplay('PDL').bringAlong).toEqual([...WHAT_TO_BRING]);
    expect(productDisplay('RLP').bringAlong).toEqual([...WHAT_TO_BRING, REGISTRATION_LOAN_ITEM]);
  });

  it('shows a product it does not know as an online installment loan under its own name', () => {
    expect(productDisplay('NEW_ONE', 'Starter loan')).toMatchObject({
      title: 'Starter loan',
      hasTerms: true,
      flexibleTerm: true,
      parts: [],
    });
  });
});
