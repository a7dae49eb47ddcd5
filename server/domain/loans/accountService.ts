// The account overview: the customer's loans with today's figures, their newest unfinished application, and the
// page the rule table (src/lib/rules/accountPage.ts) chooses from them.
import type { BrandKey } from '../../../brands/brandKeys';
import { readFlags } from '../../flags/featureFlags';
import type { Scope } from '../scope';
import { openApplicationOf, type ApplicationRow } from '../application/applicationRepository';
import { stateOf } from '../application/decision/decisionService';
import { storeByNumber } from '../stores/storeRepository';
import { accountPage, type AccountFacts } from '../../../src/lib/rules/accountPage';
import { toDollars } from '../../../src/lib/rules/money';
import { easternDate } from '../../../src/lib/rules/easternTime';
import { productName } from '../../../src/lib/rules/productNames';
import { figuresAfter } from './loanFigures';
import { ledgerOf, toLedgerEntry, type LedgerRow } from './loanLedger';
import { loansOf, signedDocumentsOf, type LoanRow } from './loanRepository';
import type { PaymentRow } from './paymentRepository';
import { forFigures, paymentsOf, pendingCents, toPayment } from './paymentService';

const statusOrder = { OPEN: 0, CLOSED: 1, VOID: 2 } as const;

export function toLoan(
  row: LoanRow,
  documents: { idTag: string; title: string }[],
  payments: PaymentRow[],
  now: Date,
  ledger: readonly LedgerRow[] = [],
) {
  const today = easternDate(now);
  const originatedOn = easternDate(row.originatedAt);
  // What is due counts the payments taken but not yet posted: money already on its way is never asked for twice.
  const figures = figuresAfter(forFigures(row), pendingCents(payments), today);
  return {
    id: row.id,
    loanNumber: row.loanNumber,
    productCode: row.productCode,
    productName: productName(row.productCode),
    kind: row.kind,
    status: row.status,
    systemState: row.systemState,
    sourceSystem: row.sourceSystem as 'STARS3X' | 'STARS4X' | 'CONNECTIONS' | 'LOANPRO' | 'QFUND',
    channel: row.channel,
    loanAmount: toDollars(row.amountCents),
    apr: row.apr,
    financeCharge: toDollars(row.financeChargeCents),
    paymentFrequency: row.paymentFrequency,
    originatedOn,
    rescindUntil:
      row.status === 'OPEN' && row.rescindUntil && row.rescindUntil > now ? row.rescindUntil.toISOString() : null,
    closedOn: row.closedAt ? easternDate(row.closedAt) : null,
    balance: toDollars(figures.balance),
    nextPaymentAmount: toDollars(figures.nextPayment),
    nextPaymentDate: figures.nextPaymentDate,
    pastDueAmount: toDollars(figures.pastDue),
    totalAmountDue: toDollars(figures.totalDue),
    payoffAmount: toDollars(figures.payoff),
    paymentSchedule: row.schedule.map((installment) => ({
      installmentNumber: installment.installmentNumber,
      dueDate: installment.dueDate,
      paymentAmount: toDollars(installment.paymentCents),
      principal: toDollars(installment.principalCents),
      interest: toDollars(installment.interestCents),
      paidAmount: toDollars(installment.paidCents),
    })),
    applicationId: row.applicationId,
    documents,
    repaymentAccount: row.repaymentAccount,
    payments: payments.map((payment) => toPayment(payment, row.loanNumber)),
    ledger: ledger.map(toLedgerEntry),
    pastDueCents: figures.pastDue,
  };
}

function toAccountApplication(row: ApplicationRow) {
  const state = row.submittedAt ? stateOf(row) : null;
  const hold = row.decision?.originationHold ?? null;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    applicationState: state,
    channel: row.channel,
    preferredProductCode: row.preferredProductCode,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    originationHold: state === 'PENDING_ORIGINATION' && hold ? hold : null,
  };
}

export async function accountOverview(scope: Scope, now = new Date()) {
  const rows = scope.subjectId ? await loansOf(scope.db, scope.subjectId, scope.brand) : [];
  const documents = await signedDocumentsOf(
    scope.db,
    rows.flatMap((row) => (row.applicationId ? [row.applicationId] : [])),
  );
  const payments = await paymentsOf(
    scope.db,
    rows.map((row) => row.id),
  );
  const ledger = await ledgerOf(
    scope.db,
    rows.map((row) => row.id),
  );
  const loans = rows
    .map((row) =>
      toLoan(
        row,
        (row.applicationId && documents.get(row.applicationId)) || [],
        payments.get(row.id) ?? [],
        now,
        ledger.get(row.id),
      ),
    )
    .sort((a, b) => statusOrder[a.status] - statusOrder[b.status]);
  const open = scope.subjectId ? await openApplicationOf(scope.db, scope.subjectId, scope.brand, now) : undefined;
  const application = open ? toAccountApplication(open) : null;
  const facts: AccountFacts = {
    loans: loans.map((loan) => ({ ...loan, inRescission: loan.rescindUntil !== null })),
    loanConversion: (await readFlags(scope.db, scope.brand as BrandKey)).LOAN_CONVERSION !== false,
    application: application && {
      kind: application.kind,
      status: application.status,
      state: application.applicationState,
      channel: application.channel,
      originationHeld: !!application.originationHold,
    },
  };
  return { page: accountPage(facts), loans, application };
}

/** How long a store loan's conditional approval lasts: the days the applicant has to finish it at the store (ours). */
export const CONDITIONAL_APPROVAL_DAYS = 14;

/**
 * conditionallyApprovedApplication (application spec 3.5): the customer's store application approved online and
 * waiting to be finished at the store: the store (its name without the plaza in parentheses, a 5-digit ZIP code),
 * when it was approved, and the days elapsed and left of the approval; null when there is none.
 */
export async function conditionallyApproved(scope: Scope, now = new Date()) {
  const row = scope.subjectId ? await openApplicationOf(scope.db, scope.subjectId, scope.brand, now) : undefined;
  if (!row?.submittedAt || row.channel !== 'RETAIL' || stateOf(row) !== 'SUBMIT_APPROVED') return null;
  const approvedAt = new Date(row.decision?.decidedAt ?? row.submittedAt.toISOString());
  const daysElapsed = Math.max(0, Math.floor((now.getTime() - approvedAt.getTime()) / 86_400_000));
  const store = row.storeNumber ? await storeByNumber(scope.db, row.storeNumber) : undefined;
  return {
    storeInformation: {
      storeNumber: row.storeNumber ? String(row.storeNumber) : null,
      brandName: store?.brand ?? row.brand,
    },
    retailStatus: 'CONDITIONALLY_APPROVED',
    approvedAt: approvedAt.toISOString(),
    daysLeft: Math.max(0, CONDITIONAL_APPROVAL_DAYS - daysElapsed),
    daysElapsed,
    preferredProductCode: row.preferredProductCode,
    channel: row.channel,
    store: store
      ? {
          storeNumber: store.storeNumber,
          storeName: store.storeName.replace(/\s*\(.*$/, ''),
          addressLine1: store.addressLine1,
          addressLine2: store.addressLine2,
          city: store.city,
          state: store.state,
          postalCode: store.postalCode.slice(0, 5),
          phone: store.phone,
          hours: store.hours,
        }
      : null,
  };
}
