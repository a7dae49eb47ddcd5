// Submission, the decision and e-sign (application spec 3.2, 4.1, 4.6; issue 14, sections 2 and 3): submitting
// starts the decision machine (applicationStates.ts), which the runner moves on one step every `stepMs` and which
// keeps where it stands in the database (a restart picks up where it stopped); the underwriting (underwriting.ts)
// decides once, at PENDING_UNDERWRITING. Every change is published to the application's sockets.
import { randomInt } from 'node:crypto';
import { and, eq, lte, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  applications,
  type StoredApplicationState,
  type StoredDecision,
  type StoredLoanSelection,
} from '../../../db/schema/applications';
import { hasActiveStore } from '../../stores/storeRepository';
import { badRequest } from '../../domainError';
import { loanOfApplication } from '../../loans/loanOrigination';
import { recordReplacement } from '../../loans/loanLedger';
import { closeReplacedLoan, insertLoan, loanStandingOf } from '../../loans/loanRepository';
import { customerCodeFor, findCustomerById } from '../../customers/customerRepository';
import type { Scope } from '../../scope';
import { productsOf, updateApplication, type ApplicationRow } from '../applicationRepository';
import { application, productOffered } from '../applicationService';
import { loanFigures } from '../loanSelection';
import { isoToday } from '../../../../src/lib/validation/applicationDates';
import { DECIDED_PAGES } from '../../../../src/lib/rules/applicationSteps';
import { nextState, SIGNABLE, statusOf, SUBMITTABLE } from './applicationStates';
import type { ChangeFeed } from '../../../db/changeFeed';
import { underwrite } from './underwriting';
import { newBankCheck, postDeposit } from './bankVerification';
import type { Mailer } from '../../../mail/mailer';
import { creditReportFor } from './creditBureau';
import { noticeOf } from './adverseNotice';
import { DOCUMENT_KINDS, type DocumentKind } from '../../../../src/lib/rules/documentUploads';
import { identitySettled } from '../verification/identityCheck';
import { phoneVerified } from '../verification/phoneCheck';
import { AGREEMENT_TEXT } from '../../../../src/lib/rules/agreements';
import { loanAgreed } from '../agreements/agreementState';

export interface DecisionDeps {
  /** Tells every instance's sockets of a change of an application. */
  changes: ChangeFeed;
  /** Asks for the application's next step at `at` (a job of the queue: run once, by whichever instance takes it). */
  stepAt: (applicationId: string, at: Date) => Promise<void>;
  /** How long each step of the machine takes. */
  stepMs: number;
  /** Tells the applicant of a trial deposit (the bank verification's stand-in for their bank statement). */
  mailer: Mailer;
  /** Whether the sandbox SSNs' table may decide (the UNDERWRITING_SANDBOX setting; never in production). */
  sandboxUnderwriting: boolean;
  /** Asks for a declined application's notice to be mailed now (a job of the queue, once an application). */
  noticeAt: (applicationId: string) => Promise<void>;
}

/** Where the browser resumes a submitted application: the page that watches the decision arrive. */
export const DECISION_PAGE = DECIDED_PAGES.TRANSITION;

/** Spec 4.1's state of any application: before submission it follows from the loan choice. */
export const stateOf = (row: ApplicationRow): StoredApplicationState =>
  row.state ?? (row.loan ? 'COMPLETED_PRODUCT_SELECTION' : 'PENDING_PRODUCT_SELECTION');

const later = (now: Date, stepMs: number) => new Date(now.getTime() + stepMs);

/** The job of an application's next step, when it has one. */
const nextStepOf = (deps: DecisionDeps, row: ApplicationRow) =>
  row.nextStepAt ? deps.stepAt(row.id, row.nextStepAt) : Promise.resolve();

/** Spec 3.2's application state: what the e-sign waits for. */
export function stateInfo(row: ApplicationRow, now = new Date()) {
  const state = stateOf(row);
  const hold = row.decision?.esignHold ?? null;
  const held = !!hold && SIGNABLE.includes(state) && hold.until > isoToday(now);
  const pendingDocuments = SIGNABLE.includes(state) ? documentsPending(row.decision) : [];
  const disabled = held || pendingDocuments.length > 0;
  return {
    id: row.id,
    status: state,
    isPendingDocuments: pendingDocuments.length > 0,
    pendingDocuments,
    isPendingEsign: SIGNABLE.includes(state),
    isEsignDisabled: disabled,
    /** Ours: the approved loan's documents wait to be read and agreed (for the figures as they stand) before the e-sign. */
    isPendingAgreements: SIGNABLE.includes(state) && !disabled && !loanAgreed(row),
    eSignDisabledReasons: [...(pendingDocuments.length > 0 ? [DOCUMENTS_FIRST] : []), ...(held ? hold.reasons : [])],
    eSignDisabledUntilDate: held ? hold.until : null,
    denial: denialOf(row),
  };
}

/**
 * Ours: a declined application's facts that route its adverse-action notice (spec 4.6), carried with the DENIED state
 * so the browser routes on the push alone: the denial's eligibility, the other option, and whether the brand has a
 * store in the state (null for a decision made before it was recorded: the browser then asks getAdverseActionDetail).
 */
function denialOf(row: ApplicationRow) {
  const decision = row.decision;
  if (stateOf(row) !== 'DENIED' || !decision) return null;
  return {
    onlineEligible: decision.onlineEligible,
    retailEligible: decision.retailEligible,
    anotherOptionAvailable: anotherOptionOf(row).anotherOptionAvailable,
    hasRetailStores: decision.hasRetailStores ?? null,
    // The notice's reasons and report (issue 48): pushed too, so the notice page reads nothing again.
    notice: noticeOf(decision, row.kind),
  };
}

export const PHONE_FIRST = 'Verify your mobile number before you submit your application';
export const IDENTITY_FIRST = 'Verify your ID, or choose another way to show it, before you submit your application';

export async function submit(scope: Scope, deps: DecisionDeps, id: string, now = new Date()): Promise<ApplicationRow> {
  const row = await application(scope, id);
  if (row.withdrawnAt) throw badRequest('This application was withdrawn. Start a new one.');
  const state = stateOf(row);
  if (!SUBMITTABLE.includes(state))
    throw badRequest(
      state === 'PENDING_PRODUCT_SELECTION'
        ? 'Choose your loan before you submit your application'
        : 'This application has already been submitted',
    );
  if (!row.personal || !row.ssnHash || !row.income || !row.loan || (!row.bank && row.channel === 'ONLINE'))
    throw badRequest('Finish every step before you submit your application');
  // Online, the mobile number and the photo ID are checked first (/otp, /identity); a store checks them in person.
  if (row.channel === 'ONLINE' && !phoneVerified(row)) throw badRequest(PHONE_FIRST);
  if (row.channel === 'ONLINE' && !identitySettled(row)) throw badRequest(IDENTITY_FIRST);
  if (!row.agreements?.APPLICATION) throw badRequest(AGREEMENT_TEXT.submitFirst);
  const saved = await updateApplication(
    scope.db,
    row.id,
    {
      state: 'SUBMITTING',
      status: 'UNSUBMITTED',
      submittedAt: now,
      nextStepAt: later(now, deps.stepMs),
      applicationUrl: DECISION_PAGE,
    },
    now,
  );
  await nextStepOf(deps, saved);
  deps.changes.publish('application', saved.id);
  return saved;
}

export async function esign(scope: Scope, deps: DecisionDeps, id: string, now = new Date()): Promise<ApplicationRow> {
  const row = await application(scope, id);
  const info = stateInfo(row, now);
  if (!info.isPendingEsign) throw badRequest('This loan is not waiting for your signature');
  if (info.isPendingDocuments) throw badRequest(DOCUMENTS_FIRST);
  if (info.isEsignDisabled) throw badRequest(`You can sign your loan agreement from ${info.eSignDisabledUntilDate}`);
  if (info.isPendingAgreements) throw badRequest(AGREEMENT_TEXT.signFirst);
  // An offer from an earlier day is worked out again for today; if its figures change, the borrower reviews them and
  // signs again (the socket says ESIGN_RECALCULATED), and nothing is signed now.
  const recalculated = await recalculatedLoan(scope, row, now);
  if (recalculated) {
    const saved = await updateApplication(
      scope.db,
      row.id,
      { loan: recalculated, decision: { ...row.decision!, recalculatedAt: now.toISOString() } },
      now,
    );
    deps.changes.publish('application', saved.id);
    return saved;
  }
  const decision = row.decision ? { ...row.decision, recalculatedAt: null } : null;
  // The signature is to the loan documents as agreed (their SHA-256 kept with the set).
  const agreements = { ...row.agreements, signed: row.agreements?.APPROVED?.documents ?? [] };
  const saved = await updateApplication(
    scope.db,
    row.id,
    { state: 'ESIGNING', status: statusOf('ESIGNING'), decision, agreements, nextStepAt: later(now, deps.stepMs) },
    now,
  );
  await nextStepOf(deps, saved);
  deps.changes.publish('application', saved.id);
  return saved;
}

/** The loan worked out for today when its offer is from an earlier day and today's figures differ; else null. */
async function recalculatedLoan(scope: Scope, row: ApplicationRow, now: Date): Promise<StoredLoanSelection | null> {
  const loan = row.loan;
  if (!loan?.terms || !row.income || loan.offeredOn >= isoToday(now)) return null;
  const product = await productOffered(scope, row.stateCode, loan.productCode, row.channel);
  const today = loanFigures({
    product,
    channel: row.channel,
    returning: row.returning,
    amount: loan.amount,
    termMonths: loan.termMonths,
    loanNumber: loan.loanNumber,
    income: row.income,
    now,
  });
  return JSON.stringify(today.terms) === JSON.stringify(loan.terms) ? null : today;
}

/** What the application socket says besides the state: ESIGN_RECALCULATED while recalculated figures wait to be signed. */
export const socketActionOf = (row: ApplicationRow) =>
  row.state === 'PENDING_ESIGN' && row.decision?.recalculatedAt ? 'ESIGN_RECALCULATED' : null;

/** A customer code as the lender's system gives one: the brand and 8 digits. */
const newCustomerCode = (brand: string) => `${brand.toUpperCase()}${String(randomInt(10_000_000, 100_000_000))}`;

async function decide(db: Database, deps: DecisionDeps, row: ApplicationRow, now: Date): Promise<StoredDecision> {
  const product =
    row.loan && row.stateCode
      ? (await productsOf(db, row.brand, row.stateCode)).find((entry) => entry.productCode === row.loan!.productCode)
      : undefined;
  const outcome = underwrite({
    sandbox: deps.sandboxUnderwriting,
    ssnLast4: row.ssnLast4,
    invalidPrecheck: row.invalidPrecheck,
    paymentAmount: row.loan?.terms?.paymentAmount ?? null,
    netPay: row.income?.amountNet ?? 0,
    paymentFrequency: row.income?.paymentFrequency ?? 'MON',
    amount: row.loan?.amount ?? null,
    limits: product ? { minLoan: product.minLoan, maxLoan: product.maxLoan } : null,
    ...(await loanStandingOf(db, row.customerId)),
    resubmission: row.decision?.outcome === 'SUBMIT_ERROR',
    today: now,
  });
  const approved = outcome.outcome === 'APPROVE';
  // An applicant who chose to show their ID another way uploads it (and a proof of address) before signing.
  const documentsRequired: DocumentKind[] = approved && row.identity?.status === 'OPTED_OUT' ? [...DOCUMENT_KINDS] : [];
  // A denial's notice routes by whether the brand has a store in the state (spec 4.6): known now, pushed with the denial.
  const hasRetailStores =
    outcome.outcome === 'DENY' && row.stateCode ? await hasActiveStore(db, row.brand, row.stateCode) : false;
  const denied = outcome.outcome === 'DENY';
  return {
    ...outcome,
    documentsRequired,
    documentsReceived: [],
    hasRetailStores,
    // A denial's notice: the report and score it used (if any), and not yet mailed (its job mails it).
    ...(denied ? { creditReport: creditReportFor(outcome.reasons, now), noticeSentAt: null } : {}),
    customerCode: approved ? newCustomerCode(row.brand) : null,
    decidedAt: now.toISOString(),
  };
}

/** The documents still to upload before the loan can be signed. */
export const documentsPending = (decision: StoredDecision | null): DocumentKind[] =>
  (decision?.documentsRequired ?? []).filter((kind) => !(decision?.documentsReceived ?? []).includes(kind));

export const DOCUMENTS_FIRST =
  'We need a photo of your ID and a proof of your address before you can sign your loan agreement.';

/** Moves one application on by one step; null when another instance moved it first. */
async function step(db: Database, deps: DecisionDeps, row: ApplicationRow, now: Date): Promise<ApplicationRow | null> {
  const state = stateOf(row);
  let decision = row.decision ?? null;
  // The bank verification's deposit posts (then the machine waits for the applicant's answer).
  if (state === 'PENDING_BRFR' && decision?.bankCheck?.status === 'SENT') {
    const customer = await findCustomerById(db, row.customerId);
    const bankCheck = await postDeposit(deps.mailer, customer?.email ?? '', row, decision.bankCheck);
    const [posted] = await db
      .update(applications)
      .set({ decision: { ...decision, bankCheck }, nextStepAt: null, modifiedAt: now })
      .where(and(eq(applications.id, row.id), eq(applications.state, state)))
      .returning();
    return posted ?? null;
  }
  if (state === 'PENDING_UNDERWRITING') {
    decision = await decide(db, deps, row, now);
    // A customer keeps one code: the one given with their first approved loan.
    if (decision.customerCode)
      decision = { ...decision, customerCode: await customerCodeFor(db, row.customerId, decision.customerCode) };
  }
  const facts = { linkedBank: row.bank?.source === 'PLAID', storeLoan: row.channel !== 'ONLINE', decision };
  // A funding held for a review waits (the account shows /account/origination-on-hold) until the lender releases it.
  const held = state === 'PENDING_ORIGINATION' && !!decision?.originationHold;
  const next = held ? null : nextState(state, facts);
  if (!next) {
    await db.update(applications).set({ nextStepAt: null }).where(eq(applications.id, row.id));
    return null;
  }
  // The e-sign that fails once has failed: signing again goes through.
  if (next === 'ESIGN_ERROR' && decision) decision = { ...decision, esignFailsOnce: false };
  // The bank verification starts with its trial deposit, which posts a step later.
  if (next === 'PENDING_BRFR' && decision) decision = { ...decision, bankCheck: newBankCheck(now) };
  // The underwriting always moves on (its decision is made when it does), and so does a deposit sent.
  const moves =
    next === 'PENDING_UNDERWRITING' || next === 'PENDING_BRFR' || nextState(next, { ...facts, decision }) !== null;
  // The new state and, once the money is sent, the loan on the borrower's account are one transaction: an instance
  // that dies between them leaves neither, and the step's job is run again.
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(applications)
      .set({
        state: next,
        status: statusOf(next),
        decision,
        nextStepAt: moves ? later(now, deps.stepMs) : null,
        modifiedAt: now,
      })
      .where(and(eq(applications.id, row.id), eq(applications.state, state)))
      .returning();
    if (!saved || next !== 'ORIGINATED') return saved ?? null;
    const made = loanOfApplication(saved, now);
    if (!made) return saved;
    await insertLoan(tx, made);
    // A conversion or refinance pays its payday loan off: the money's entries are recorded and that loan closes as
    // the new one is made.
    if (saved.conversion) {
      await recordReplacement(tx, saved, made.loanNumber, now);
      await closeReplacedLoan(tx, saved.conversion.originalLoanId, saved.conversion.kind, now);
    }
    return saved;
  });
}

/**
 * The job of one application's step: if its step is due, it moves on by one and the change is published; the next
 * step, if any, is asked for. A job for a step already taken (by a retry, or a sweep) finds nothing due and does nothing.
 */
export async function stepDue(
  db: Database,
  deps: DecisionDeps,
  applicationId: string,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db.select().from(applications).where(eq(applications.id, applicationId));
  if (!row?.nextStepAt) return false;
  if (row.nextStepAt > now) {
    await deps.stepAt(row.id, row.nextStepAt);
    return false;
  }
  const saved = await step(db, deps, row, now);
  if (!saved) return false;
  await nextStepOf(deps, saved);
  // A denial just made: its notice is mailed at once, by a job of its own (once a decision).
  if (saved.decision?.outcome === 'DENY' && saved.decision.noticeSentAt === null && row.decision?.outcome !== 'DENY')
    await deps.noticeAt(saved.id);
  deps.changes.publish('application', saved.id);
  return true;
}

/**
 * The sweep (a job every minute, and at start): asks again for every step overdue by more than `graceMs`, in case
 * an instance stopped between saving a state and asking for its next step. A step already asked for is not doubled.
 */
export async function sweepOverdue(
  db: Database,
  deps: DecisionDeps,
  graceMs: number,
  now = new Date(),
): Promise<number> {
  const due = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(isNotNull(applications.nextStepAt), lte(applications.nextStepAt, new Date(now.getTime() - graceMs))));
  for (const row of due) await deps.stepAt(row.id, now);
  return due.length;
}

/** getAdverseActionDetail: whether the brand has stores open in the state (spec 4.6). */
export async function adverseActionDetail(scope: Scope, applicationId: string, stateCode: string, brandName: string) {
  await application(scope, applicationId);
  return { hasRetailStores: await hasActiveStore(scope.db, brandName, stateCode) };
}

const anotherOptionOf = (row: ApplicationRow) => ({
  anotherOptionAvailable: row.status === 'DENIED' && row.decision?.anotherOption === true,
  selected: !!row.decision?.anotherOptionSelected,
  sharedWithPartner: row.decision?.anotherOptionSelected?.sharedWithPartner ?? false,
});

/** getAnotherOptionDetail: whether the declined application may go on with another option (spec 4.6), and whether it did. */
export async function anotherOptionDetail(scope: Scope, applicationId: string) {
  return anotherOptionOf(await application(scope, applicationId));
}

/**
 * selectAnotherOption (ours): the declined applicant chooses the other option. The application is shared with the
 * partner only if the applicant's browser did not ask not to share (Global Privacy Control: canShareInfo false).
 * Choosing again changes nothing.
 */
export async function selectAnotherOption(scope: Scope, applicationId: string, now = new Date()) {
  const row = await application(scope, applicationId);
  if (row.status !== 'DENIED' || row.decision?.anotherOption !== true)
    throw badRequest('There is no other option for this application.');
  if (row.decision.anotherOptionSelected) return anotherOptionOf(row);
  const saved = await updateApplication(
    scope.db,
    row.id,
    {
      decision: {
        ...row.decision,
        anotherOptionSelected: { at: now.toISOString(), sharedWithPartner: row.canShareInfo },
      },
    },
    now,
  );
  return anotherOptionOf(saved);
}
