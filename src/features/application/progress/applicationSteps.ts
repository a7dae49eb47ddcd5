// The application's five steps (application spec 2.1) and which of them a person walks: step 2 (Loan Details:
// product preference and store select) is hidden for returning customers, unless their preferred product needs a
// store (the rule the server follows too: src/lib/rules/applicationSteps.ts). The progress indicator shows the steps
// returned here (so 'N of M' counts them).
import type { Step } from '../../../components/Steps';
import { walksLoanDetails, type StepFacts } from '../../../lib/rules/applicationSteps';

export type StepKey = 'personal' | 'loan-details' | 'income' | 'final-steps' | 'confirmation';

export const APPLICATION_STEPS: readonly (Step & { key: StepKey })[] = [
  { key: 'personal', label: 'Personal Information' },
  { key: 'loan-details', label: 'Loan Details' },
  { key: 'income', label: 'Income' },
  { key: 'final-steps', label: 'Final Steps' },
  { key: 'confirmation', label: 'Confirmation' },
];

/** The steps this applicant walks: all five, or four when step 2 is hidden. */
export function visibleSteps(applicant: StepFacts) {
  return APPLICATION_STEPS.filter((step) => walksLoanDetails(applicant) || step.key !== 'loan-details');
}
