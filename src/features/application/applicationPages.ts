// The application's steps in the order a person walks them (application spec 2.1, 2.2), and what goes where: a page
// further on than the application has reached leads back to the saved step, so no URL skips a step.
import { isAtOrUnder } from '../../config/paths';
import { applicationPaths } from '../../config/applicationPaths';
import type { StepKey } from './progress/applicationSteps';

const page = applicationPaths;

/** The pages of the flow, in order; each with its step of the progress indicator. An `area` counts its pages with it. */
export const FLOW: readonly { href: string; step: StepKey; area?: true }[] = [
  { href: page.account.href(), step: 'personal' },
  { href: page.welcome.href(), step: 'personal' },
  // The privacy notice at collection, when the brand asks for it (the privacyNoticeConsent flag).
  { href: page.privacyNotice.href(), step: 'personal' },
  { href: page.personal.href(), step: 'personal' },
  { href: page.productPreference.href(), step: 'loan-details' },
  { href: page.storeSelect.href(), step: 'loan-details' },
  { href: page.income.href(), step: 'income' },
  // The bank account: its pages (link, manual entry, each outcome) are one place in the flow.
  { href: page.bank.root.href(), step: 'income', area: true },
  { href: page.products.href(), step: 'final-steps' },
  { href: page.amount.href(), step: 'final-steps' },
  { href: page.otp.href(), step: 'final-steps' },
  // The photo ID: the scan's landing, its result, and the opt-out are one place in the flow.
  { href: page.identity.root.href(), step: 'final-steps', area: true },
  // The documents agreed before submission (the E-SIGN consent first).
  { href: page.agreements.href(), step: 'final-steps' },
  { href: page.submit.href(), step: 'final-steps' },
];

/** The decision's pages: the decision leads there (not a step one walks to), each shown in its step. */
const DECISION_STEPS: Readonly<Record<string, StepKey>> = {
  [page.transition.href()]: 'final-steps',
  [page.approvedAgreements.href()]: 'final-steps',
  [page.agreementsNotReady.href()]: 'final-steps',
  [page.fundingIssue.href()]: 'final-steps',
  [page.newBank.href()]: 'final-steps',
  [page.esign.href()]: 'final-steps',
  [page.uploadDocs.href()]: 'final-steps',
  [page.bankVerification.href()]: 'final-steps',
  [page.holdEsign.href()]: 'final-steps',
  [page.thankYou.href()]: 'confirmation',
  [page.verificationFailed.href()]: 'final-steps',
  // Spec 2.1's table lists 'another option selected' among step 4's pages.
  [page.anotherOptionSelected.href()]: 'final-steps',
};

export const positionOf = (href: string | null | undefined) =>
  href ? FLOW.findIndex((entry) => entry.href === href || (entry.area === true && isAtOrUnder(href, entry.href))) : -1;
export const stepOf = (href: string) => FLOW[positionOf(href)]?.step ?? DECISION_STEPS[href] ?? null;

/** Whether `href` may be shown to someone whose application has reached `reached` (never a later page). */
export function mayShow(href: string, reached: string | null): boolean {
  const wanted = positionOf(href);
  if (wanted < 0) return true;
  return wanted <= Math.max(positionOf(reached), positionOf(page.personal.href()));
}
