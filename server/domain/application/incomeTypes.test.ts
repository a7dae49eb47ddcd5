// The benefit incomes, mapped per brand (spec 3.13), as a table: every brand, every benefit income.
import { BENEFIT_INCOMES, INCOME_TYPES } from '../../../src/lib/validation/applicationSchemas';
import { INCOME_TYPE_CODES, lenderIncomeType } from './incomeTypes';

describe('benefit incomes, mapped per brand', () => {
  it.each([
    ['cng', { ALIMONY: 'O', SOCIAL_SECURITY: 'S', DISABILITY: 'D' }],
    ['aca', { ALIMONY: 'O', SOCIAL_SECURITY: 'S', DISABILITY: 'D' }],
    ['csh', { ALIMONY: 'O', SOCIAL_SECURITY: 'S', DISABILITY: 'D' }],
    ['ccb', { ALIMONY: 'ALIMONY', SOCIAL_SECURITY: 'SOCIAL_SECURITY', DISABILITY: 'DISABILITY' }],
    ['p360', { ALIMONY: 'O', SOCIAL_SECURITY: 'O', DISABILITY: 'O' }],
  ] as const)('%s tells its loan system %j; every other type as it is', (brand, expected) => {
    expect(Object.fromEntries(BENEFIT_INCOMES.map((type) => [type, lenderIncomeType(brand, type)]))).toEqual(expected);
    for (const type of ['E', 'O', 'D', 'S', 'SELF_EMPLOYED']) expect(lenderIncomeType(brand, type)).toBe(type);
    for (const code of Object.values(INCOME_TYPE_CODES[brand])) expect(INCOME_TYPES).toContain(code);
  });
});
