// The application's five steps (application spec 2.1) and which of them a person walks: step 2 (Loan Details:
// product preference and store select) is hidden for returning customers, unless their preferred product needs a
// store (the rule the server follows too: src/lib/rules/applicationSteps.ts). The progress indicator shows the steps
// returned here (so 'N of M' counts them).
import { walksLoanDetails, type StepFacts } from '../../../lib/rules/applicationSteps';
import type { ApplicationText } from '../texts/catalog';

export type StepKey = 'personal' | 'loan-details' | 'income' | 'final-steps' | 'confirmation';

/** Each step with its name's text (the catalog's). */
export const APPLICATION_STEPS: readonly { key: StepKey; label: ApplicationText }[] = [
  { key: 'personal', label: 'application.step.personal' },
  { key: 'loan-details', label: 'application.step.loanDetails' },
  { key: 'income', label: 'application.step.income' },
  { key: 'final-steps', label: 'application.step.finalSteps' },
  { key: 'confirmation', label: 'application.step.confirmation' },
];

/** The steps this applicant walks: all five, or four when step 2 is hidden. */
export function visibleSteps(applicant: StepFacts) {
  return APPLICATION_STEPS.filter((step) => walksLoanDetails(applicant) || step.key !== 'loan-details');
}
