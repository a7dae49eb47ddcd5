// The application states of spec 4.1 and how the decision machine moves between them (issue 14, section 2). A
// submitted application goes on by itself from state to state (`nextState`, one step every few seconds), waits for
// the applicant where it has none (to e-sign, or to submit again after SUBMIT_ERROR), and stops at a final state. Which screen each state shows is the
// browser's table (src/features/application/decision/decisionScreens.ts).
import type { StoredApplicationState, StoredApplicationStatus, StoredDecision } from '../../../db/schema/applications';

export type ApplicationState = StoredApplicationState;

export const APPLICATION_STATES: readonly ApplicationState[] = [
  'CANEBAY_DUPLICATE',
  'COMPLETED_PRODUCT_SELECTION',
  'DENIED',
  'ESIGN_ERROR',
  'ESIGNING',
  'ORIGINATED',
  'PENDING_ASSET_REPORT_DOWNLOAD',
  'PENDING_BRFR',
  'PENDING_ESIGN',
  'PENDING_ESIGN_VALIDATIONS',
  'PENDING_ESIGN_DOCUMENT_UPLOAD',
  'PENDING_ORIGINATION',
  'PENDING_PRODUCT_SELECTION',
  'PENDING_SAS_CALL_1',
  'PENDING_UNDERWRITING',
  'SUBMITTING',
  'SUBMIT_APPROVED',
  'SUBMIT_DENIED',
  'SUBMIT_ERROR',
];

/** E-signing in progress (spec 4.1). */
export const ESIGNING_STATES: readonly ApplicationState[] = [
  'ESIGNING',
  'PENDING_ESIGN_VALIDATIONS',
  'PENDING_ESIGN_DOCUMENT_UPLOAD',
  'PENDING_ORIGINATION',
];

/** Nothing more happens to the application. */
export const FINAL_STATES: readonly ApplicationState[] = ['ORIGINATED', 'DENIED', 'CANEBAY_DUPLICATE'];

/** Where may the applicant submit from: a chosen loan, or a submission that failed. */
export const SUBMITTABLE: readonly ApplicationState[] = ['COMPLETED_PRODUCT_SELECTION', 'SUBMIT_ERROR'];

/** Where may the applicant e-sign from. */
export const SIGNABLE: readonly ApplicationState[] = ['PENDING_ESIGN', 'ESIGN_ERROR'];

export interface MachineFacts {
  /** The bank account came through a bank link whose asset report the underwriting reads first. */
  linkedBank: boolean;
  /** Step 4's loan is a store product: once approved it is signed at the store, not here. */
  storeLoan: boolean;
  decision: StoredDecision | null;
}

/**
 * The state after `state` when the machine moves on by itself, or null when it does not (it waits, or is done).
 * PENDING_UNDERWRITING needs the decision (made just before this is asked).
 */
export function nextState(state: ApplicationState, facts: MachineFacts): ApplicationState | null {
  switch (state) {
    case 'SUBMITTING':
      return facts.linkedBank ? 'PENDING_ASSET_REPORT_DOWNLOAD' : 'PENDING_SAS_CALL_1';
    case 'PENDING_ASSET_REPORT_DOWNLOAD':
      return 'PENDING_SAS_CALL_1';
    case 'PENDING_SAS_CALL_1':
      return 'PENDING_UNDERWRITING';
    case 'PENDING_UNDERWRITING': {
      const outcome = facts.decision?.outcome;
      if (!outcome) throw new Error('PENDING_UNDERWRITING moves on only once the decision is made');
      return outcome === 'APPROVE'
        ? 'SUBMIT_APPROVED'
        : outcome === 'DENY'
          ? 'SUBMIT_DENIED'
          : outcome === 'DUPLICATE'
            ? 'CANEBAY_DUPLICATE'
            : 'SUBMIT_ERROR';
    }
    case 'SUBMIT_APPROVED':
      if (facts.storeLoan) return null;
      return facts.decision?.bankCheckRequired && facts.decision.bankCheck?.status !== 'VERIFIED'
        ? 'PENDING_BRFR'
        : 'PENDING_ESIGN';
    case 'SUBMIT_DENIED':
      return 'DENIED';
    case 'ESIGNING':
      return 'PENDING_ESIGN_VALIDATIONS';
    case 'PENDING_ESIGN_VALIDATIONS':
      return facts.decision?.esignFailsOnce ? 'ESIGN_ERROR' : 'PENDING_ESIGN_DOCUMENT_UPLOAD';
    case 'PENDING_ESIGN_DOCUMENT_UPLOAD':
      return 'PENDING_ORIGINATION';
    case 'PENDING_ORIGINATION':
      return 'ORIGINATED';
    default:
      return null;
  }
}

/** Spec 4.1's status that goes with a state: approved from the approval on, denied once denied. */
export function statusOf(state: ApplicationState): StoredApplicationStatus {
  if (state === 'DENIED' || state === 'SUBMIT_DENIED') return 'DENIED';
  if (
    state === 'SUBMIT_APPROVED' ||
    state === 'PENDING_BRFR' ||
    state === 'PENDING_ESIGN' ||
    state === 'ESIGN_ERROR' ||
    ESIGNING_STATES.includes(state) ||
    state === 'ORIGINATED'
  )
    return 'APPROVED';
  return 'UNSUBMITTED';
}
