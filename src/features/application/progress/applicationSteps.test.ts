import { needsStore, NEXT_STEP, stepAfterPersonal } from '../../../lib/rules/applicationSteps';
import english from '../texts/en.json';
import { visibleSteps } from './applicationSteps';

/** The steps' names in English (the specification's). */
const labels = (steps: ReturnType<typeof visibleSteps>) => steps.map((step) => english[step.label]);

describe('the application steps a person walks', () => {
  it('shows all five to a new applicant', () => {
    expect(labels(visibleSteps({ returning: false, preferredProductCode: null }))).toEqual([
      'Personal Information',
      'Loan Details',
      'Income',
      'Final Steps',
      'Confirmation',
    ]);
  });

  it('hides Loan Details (M = 4) for a returning customer whose product needs no store', () => {
    expect(labels(visibleSteps({ returning: true, preferredProductCode: 'ILP' }))).toEqual([
      'Personal Information',
      'Income',
      'Final Steps',
      'Confirmation',
    ]);
    expect(visibleSteps({ returning: true, preferredProductCode: null })).toHaveLength(4);
  });

  it.each(['PDL', 'RETAIL_ILP', 'CLP', 'RLP', 'SLP'])(
    'keeps Loan Details for a returning customer preferring %s (a store product)',
    (code) => {
      expect(needsStore(code)).toBe(true);
      expect(visibleSteps({ returning: true, preferredProductCode: code })).toHaveLength(5);
    },
  );

  it.each(['ILP', 'BANK_ILP', 'DUAL'])('treats %s as an online product', (code) => {
    expect(needsStore(code)).toBe(false);
  });

  it('goes from step 1 to the product preference, or with step 2 hidden to the store or the income', () => {
    expect(stepAfterPersonal({ returning: false, preferredProductCode: null })).toBe('PRODUCT_PREFERENCE');
    expect(stepAfterPersonal({ returning: false, preferredProductCode: 'PDL' })).toBe('PRODUCT_PREFERENCE');
    expect(stepAfterPersonal({ returning: true, preferredProductCode: 'ILP' })).toBe('INCOME');
    expect(stepAfterPersonal({ returning: true, preferredProductCode: null })).toBe('INCOME');
    // A returning customer whose product is a store's walks step 2: its first page is the product preference.
    expect(stepAfterPersonal({ returning: true, preferredProductCode: 'PDL' })).toBe('PRODUCT_PREFERENCE');
  });

  it('orders the steps: each save leads to the next page (the store for a store loan, the checks for an online one)', () => {
    const applicant = (channel: string) => ({ returning: false, preferredProductCode: null, channel });
    expect(NEXT_STEP.productPreference(applicant('RETAIL'))).toBe('STORE_SELECT');
    expect(NEXT_STEP.productPreference(applicant('ONLINE'))).toBe('INCOME');
    expect([NEXT_STEP.store(), NEXT_STEP.income(), NEXT_STEP.bank(), NEXT_STEP.loanProduct()]).toEqual([
      'INCOME',
      'BANK',
      'PRODUCTS',
      'AMOUNT',
    ]);
    expect(NEXT_STEP.loanAmount(applicant('ONLINE'))).toBe('OTP');
    expect(NEXT_STEP.loanAmount(applicant('RETAIL'))).toBe('AGREEMENTS');
  });
});
