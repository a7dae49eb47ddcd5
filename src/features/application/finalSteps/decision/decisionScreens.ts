// Which screen each application state shows (application spec 4.1 says the map is not shown: this is ours, and the
// table in docs/flows/application.md is this one), which messages close the application socket (spec 4.2: the union of both readings),
// and the adverse-action routing of spec 4.6.
import { isBankPartner } from '../../../../../brands/index';
import { applicationPaths } from '../../../../config/applicationPaths';
import type { ApplicationStateInfo } from '../../applicationEndpoints';

const page = applicationPaths;

export type ApplicationStateName = ApplicationStateInfo['status'];

/** The decision is under way: the page that watches it. */
const WATCH = page.transition.href();

/**
 * State → screen. DENIED has no fixed screen: the adverse-action routing (`adverseActionPage`) picks it. PENDING_ESIGN
 * and ESIGN_ERROR lead to /esign, or to /upload-docs while documents are asked for (PENDING_ESIGN), or to /hold-esign
 * while the e-sign is on hold, or to /approved/agreements while the loan's documents wait to be agreed (PENDING_ESIGN).
 */
export const STATE_SCREENS: Readonly<Record<Exclude<NonNullable<ApplicationStateName>, 'DENIED'>, string>> = {
  PENDING_PRODUCT_SELECTION: page.products.href(),
  COMPLETED_PRODUCT_SELECTION: page.submit.href(),
  SUBMITTING: WATCH,
  PENDING_ASSET_REPORT_DOWNLOAD: WATCH,
  PENDING_SAS_CALL_1: WATCH,
  PENDING_UNDERWRITING: WATCH,
  PENDING_BRFR: page.bankVerification.href(),
  SUBMIT_APPROVED: WATCH,
  SUBMIT_DENIED: WATCH,
  SUBMIT_ERROR: WATCH,
  CANEBAY_DUPLICATE: WATCH,
  PENDING_ESIGN: page.esign.href(),
  ESIGN_ERROR: page.esign.href(),
  ESIGNING: WATCH,
  PENDING_ESIGN_VALIDATIONS: WATCH,
  PENDING_ESIGN_DOCUMENT_UPLOAD: WATCH,
  PENDING_ORIGINATION: WATCH,
  ORIGINATED: page.thankYou.href(),
};

/**
 * A store loan is signed at the store: its approval (SUBMIT_APPROVED) is where the online application ends, and
 * the thank-you page says what to bring to the store.
 */
const storeApproval = (state: ApplicationStateName | null | undefined, channel: string | null | undefined) =>
  state === 'SUBMIT_APPROVED' && channel === 'RETAIL';

/** The screen of a state (null for DENIED: see `adverseActionPage`); `channel` is the application's. */
export function screenOf(
  info: Pick<ApplicationStateInfo, 'status' | 'isEsignDisabled'> & {
    isPendingDocuments?: boolean | null;
    isPendingAgreements?: boolean | null;
  },
  channel?: string | null,
): string | null {
  const state = info.status;
  if (!state || state === 'DENIED') return null;
  if (storeApproval(state, channel)) return page.thankYou.href();
  if (state === 'PENDING_ESIGN' && info.isPendingDocuments) return page.uploadDocs.href();
  if ((state === 'PENDING_ESIGN' || state === 'ESIGN_ERROR') && info.isEsignDisabled) return page.holdEsign.href();
  if (state === 'PENDING_ESIGN' && info.isPendingAgreements) return page.approvedAgreements.href();
  return STATE_SCREENS[state];
}

/**
 * A decision page opened in one of these watches the decision: it moves on by itself from them, or (PENDING_ESIGN)
 * the socket's first message says whether the e-sign is on hold, and the page that fits is shown. Never a state that
 * closes the socket (the watch would end at once).
 */
export const isWatched = (state: ApplicationStateName | null | undefined) =>
  !!state && (state in WATCH_TEXT || state === 'PENDING_ESIGN');

/** What the watching page says before it knows the state. */
export const GETTING_APPLICATION = 'Getting your application';

/** What the watching page says while each state lasts (each its own English, a key of the application's catalog). */
export const WATCH_TEXT: Partial<Record<NonNullable<ApplicationStateName>, string>> = {
  SUBMITTING: 'Sending your application',
  PENDING_ASSET_REPORT_DOWNLOAD: 'Reading your bank account’s history',
  PENDING_SAS_CALL_1: 'Checking your information',
  PENDING_UNDERWRITING: 'Reviewing your application',
  PENDING_BRFR: 'Verifying your bank account',
  SUBMIT_APPROVED: 'Approved: preparing your loan agreement',
  SUBMIT_DENIED: 'Finishing our review',
  ESIGNING: 'Signing your loan agreement',
  PENDING_ESIGN_VALIDATIONS: 'Checking your signature',
  PENDING_ESIGN_DOCUMENT_UPLOAD: 'Filing your signed agreement',
  PENDING_ORIGINATION: 'Sending your money',
};

/** States after which the application socket closes normally and reports (spec 4.2, both readings; and a store loan's approval, below). */
export const CLOSING_STATES: readonly NonNullable<ApplicationStateName>[] = [
  'ORIGINATED',
  'DENIED',
  'SUBMIT_ERROR',
  'CANEBAY_DUPLICATE',
  'ESIGN_ERROR',
];
export const CLOSING_ACTIONS: readonly string[] = ['ESIGN_RECALCULATED'];

export const closesSocket = (
  message: { state: NonNullable<ApplicationStateName> | null; action?: string | null },
  channel?: string | null,
) =>
  (!!message.state && CLOSING_STATES.includes(message.state)) ||
  (!!message.action && CLOSING_ACTIONS.includes(message.action)) ||
  storeApproval(message.state, channel);

export interface AdverseActionFacts {
  brandKey: string;
  /** REFINANCE applications are not routed. */
  applicationKind: 'STANDARD' | 'CONVERSION' | 'REFINANCE' | 'EPP';
  channel: 'ONLINE' | 'RETAIL' | 'CHEETAH' | null;
  /** Eligible for nothing else (spec 3.1 denial: neither online nor retail). */
  ineligible: boolean;
  anotherOptionAvailable: boolean;
  hasRetailStores: boolean;
}

/**
 * Spec 4.6: "This does not apply to the bank brand, refinance applications, or non-retail channels." So only a
 * store (RETAIL) application of a brand other than the bank brand (`bankPartner`) that is not a refinance is routed; every
 * other declined application (online ones included) stays on the adverse-action entry, which gives the notice
 * itself. Ineligible cases go straight to thank-you.
 */
export const isRouted = (facts: Pick<AdverseActionFacts, 'brandKey' | 'applicationKind' | 'channel'>) =>
  !isBankPartner(facts.brandKey) && facts.applicationKind !== 'REFINANCE' && facts.channel === 'RETAIL';

export function adverseActionPage(facts: AdverseActionFacts): string {
  if (!isRouted(facts)) return page.adverseAction.root.href();
  if (facts.ineligible) return page.adverseAction.thankYou.href();
  if (facts.anotherOptionAvailable) return page.adverseAction.keepInMind.href();
  if (facts.hasRetailStores) return page.adverseAction.retail.href();
  return page.adverseAction.thankYou.href();
}
