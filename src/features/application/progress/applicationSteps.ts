// The application's five steps (application spec 2.1) and which of them a person walks: step 2 (Loan Details:
// product preference and store select) is hidden for returning customers, unless their preferred product needs a
// store. Store products (our reading, where the spec is silent): PDL payday, RETAIL_ILP retail installment, CLP
// retail choice, RLP registration and SLP select (Ohio's, offered in stores): each is signed for in a store, so
// the applicant picks one. The progress indicator shows the steps returned here (so 'N of M' counts them).
import type { Step } from '../../../components/Steps';

export type StepKey = 'personal' | 'loan-details' | 'income' | 'final-steps' | 'confirmation';

export const APPLICATION_STEPS: readonly (Step & { key: StepKey })[] = [
  { key: 'personal', label: 'Personal Information' },
  { key: 'loan-details', label: 'Loan Details' },
  { key: 'income', label: 'Income' },
  { key: 'final-steps', label: 'Final Steps' },
  { key: 'confirmation', label: 'Confirmation' },
];

export const STORE_PRODUCT_CODES = ['PDL', 'RETAIL_ILP', 'CLP', 'RLP', 'SLP'] as const;

export const needsStore = (productCode: string | null | undefined) =>
  !!productCode && (STORE_PRODUCT_CODES as readonly string[]).includes(productCode);

/** The steps this applicant walks: all five, or four when step 2 is hidden. */
export function visibleSteps(applicant: { returning: boolean; preferredProductCode: string | null }) {
  const hideLoanDetails = applicant.returning && !needsStore(applicant.preferredProductCode);
  return APPLICATION_STEPS.filter((step) => !(hideLoanDetails && step.key === 'loan-details'));
}
