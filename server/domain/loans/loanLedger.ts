// The loan ledger as stored (issue 31): a signed conversion or refinance records, as it originates, what happened to
// the money (replacementLedger.ts), on the old loan and on the new one, once: the entries are keyed by the operation
// (the application), so the same origination recorded again adds nothing.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loanLedgerEntries, loans } from '../../db/schema/loans';
import type { ApplicationRow } from '../application/applicationRepository';
import { refundTiming } from '../../../src/lib/rules/businessDays';
import { toDollars } from '../../../src/lib/rules/money';
import { easternDate } from '../../../src/lib/rules/easternTime';
import { loanFigures } from './loanFigures';
import { forFigures } from './paymentService';
import { ledgerEntries, replacementMoney } from './replacementLedger';

export type LedgerRow = typeof loanLedgerEntries.$inferSelect;

/**
 * Records the money of the replacement `row` (an originated conversion or refinance) whose new loan is `newLoanNumber`,
 * from the old loan's figures now: call it before the old loan is closed, in the origination's transaction.
 */
export async function recordReplacement(
  db: Database,
  row: ApplicationRow,
  newLoanNumber: string,
  now: Date,
): Promise<void> {
  const conversion = row.conversion;
  if (!conversion) return;
  const [old] = await db.select().from(loans).where(eq(loans.id, conversion.originalLoanId));
  const [made] = await db.select().from(loans).where(eq(loans.loanNumber, newLoanNumber));
  if (!old || !made || old.status !== 'OPEN') return;
  const today = easternDate(now);
  const figures = loanFigures(forFigures(old), today);
  const money = replacementMoney(
    { balanceCents: figures.balance, payoffCents: figures.payoff },
    {
      kind: conversion.kind,
      option: conversion.option,
      inputCents: conversion.inputCents,
      newPrincipalCents: made.amountCents,
    },
  );
  const byCard = row.agreements?.APPROVED?.fundingMethod === 'DEBIT_CARD';
  // The bank account of the application, else the one the payday loan was paid to and repaid from.
  const bankLast4 = row.bank?.accountLast4 ?? old.repaymentAccount?.last4 ?? '';
  const entries = ledgerEntries(money, {
    oldLoanNumber: old.loanNumber,
    newLoanNumber: made.loanNumber,
    bankLast4,
    // A Visa debit card is paid at once (as soon as 30 minutes); a deposit by the refund-timing rule (spec 9).
    payout: byCard
      ? { party: 'CARD', last4: row.funding?.cardLast4 ?? '', on: today }
      : { party: 'BANK', last4: bankLast4, on: refundTiming(now).depositOn },
    today,
  });
  if (entries.length === 0) return;
  await db
    .insert(loanLedgerEntries)
    .values(
      entries.map(({ on, ...entry }) => ({
        ...entry,
        loanId: on === 'OLD' ? old.id : made.id,
        operationId: row.id,
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
}

/** The ledger entries of these loans, oldest first, by loan id. */
export async function ledgerOf(db: Database, loanIds: string[]): Promise<Map<string, LedgerRow[]>> {
  const byLoan = new Map<string, LedgerRow[]>();
  if (loanIds.length === 0) return byLoan;
  const rows = await db
    .select()
    .from(loanLedgerEntries)
    .where(inArray(loanLedgerEntries.loanId, loanIds))
    .orderBy(asc(loanLedgerEntries.createdAt), asc(loanLedgerEntries.kind));
  for (const entry of rows) {
    const list = byLoan.get(entry.loanId) ?? [];
    list.push(entry);
    byLoan.set(entry.loanId, list);
  }
  return byLoan;
}

export const toLedgerEntry = (row: LedgerRow) => ({
  kind: row.kind,
  party: row.party,
  partyRef: row.partyRef,
  amount: toDollars(row.amountCents),
  effectiveOn: row.effectiveOn,
});
