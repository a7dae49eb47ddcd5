// How each brand's loan system is told the benefit incomes the income step offers by name (application spec 3.13:
// alimony, social security and disability are mapped per brand). The store brands' systems know Social Security (S)
// and disability (D), and take alimony as other income (O); the bank partner's loan system (ccb) has a code of its
// own for each; the credit-building account (p360) counts every benefit income as other income. Kept on the server:
// the browser sends the name and never needs the codes.
import type { BrandKey } from '../../../brands/brandKeys';
import { BENEFIT_INCOMES, type BenefitIncome } from '../../../src/lib/validation/applicationSchemas';

const STORE_SYSTEMS: Readonly<Record<BenefitIncome, string>> = { SOCIAL_SECURITY: 'S', DISABILITY: 'D', ALIMONY: 'O' };

export const INCOME_TYPE_CODES: Readonly<Record<BrandKey, Readonly<Record<BenefitIncome, string>>>> = {
  cng: STORE_SYSTEMS,
  aca: STORE_SYSTEMS,
  csh: STORE_SYSTEMS,
  ccb: { SOCIAL_SECURITY: 'SOCIAL_SECURITY', DISABILITY: 'DISABILITY', ALIMONY: 'ALIMONY' },
  p360: { SOCIAL_SECURITY: 'O', DISABILITY: 'O', ALIMONY: 'O' },
};

/** The income type the brand's loan system is told: a benefit income through the brand's map, any other as it is. */
export const lenderIncomeType = (brand: BrandKey, type: string): string =>
  BENEFIT_INCOMES.includes(type as BenefitIncome) ? INCOME_TYPE_CODES[brand][type as BenefitIncome] : type;
