// Payments made online as stored, and the loan rows a payment locks: taking one (the loan's row locked, so one payment
// at a time per loan), listing them, and the processor's posting (the loan's row and the payment's locked together).
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loanPayments, loans } from '../../db/schema/loans';
import type { LoanRow } from './loanRepository';
import type { CustomerId } from '../../db/schema/customers';

export type PaymentRow = typeof loanPayments.$inferSelect;

/** The customer's loan of this number on the brand, its row locked until the transaction ends. */
export async function lockedLoanOf(
  tx: Database,
  who: { loanNumber: string; customerId: CustomerId; brand: string },
): Promise<LoanRow | undefined> {
  const [loan] = await tx
    .select()
    .from(loans)
    .where(and(eq(loans.loanNumber, who.loanNumber), eq(loans.customerId, who.customerId), eq(loans.brand, who.brand)))
    .limit(1)
    .for('update');
  return loan;
}

/** A loan's payments, oldest first. */
export const paymentsOfLoan = (db: Database, loanId: string): Promise<PaymentRow[]> =>
  db.select().from(loanPayments).where(eq(loanPayments.loanId, loanId)).orderBy(asc(loanPayments.createdAt));

export async function insertPayment(tx: Database, values: typeof loanPayments.$inferInsert): Promise<PaymentRow> {
  const [taken] = await tx.insert(loanPayments).values(values).returning();
  return taken!;
}

/** The payments of these loans, newest first. */
export const paymentsOfLoans = (db: Database, loanIds: string[]): Promise<PaymentRow[]> =>
  db.select().from(loanPayments).where(inArray(loanPayments.loanId, loanIds)).orderBy(desc(loanPayments.createdAt));

/** The loan's latest payment made online. */
export async function latestPaymentOf(db: Database, loanId: string): Promise<PaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(loanPayments)
    .where(eq(loanPayments.loanId, loanId))
    .orderBy(desc(loanPayments.createdAt))
    .limit(1);
  return payment;
}

/** Every payment waiting for the processor, oldest first. */
/** One payment, if it is still pending. */
export const pendingPayment = async (db: Database, id: string): Promise<PaymentRow | undefined> =>
  (
    await db
      .select()
      .from(loanPayments)
      .where(and(eq(loanPayments.id, id), eq(loanPayments.status, 'PENDING')))
  )[0];

export const pendingPayments = (db: Database): Promise<PaymentRow[]> =>
  db.select().from(loanPayments).where(eq(loanPayments.status, 'PENDING')).orderBy(asc(loanPayments.createdAt));

/**
 * A pending payment claimed for posting, with its loan: both rows locked (the loan's first, the order taking a payment
 * locks in); nothing when the payment is no longer pending (another instance posted it).
 */
export async function claimForPosting(
  tx: Database,
  payment: PaymentRow,
): Promise<{ loan: LoanRow; claimed: PaymentRow } | null> {
  const [loan] = await tx.select().from(loans).where(eq(loans.id, payment.loanId)).for('update');
  const [claimed] = await tx
    .select()
    .from(loanPayments)
    .where(and(eq(loanPayments.id, payment.id), eq(loanPayments.status, 'PENDING')))
    .for('update');
  return loan && claimed ? { loan, claimed } : null;
}

export async function settlePayment(tx: Database, id: string, set: Partial<PaymentRow>): Promise<void> {
  await tx.update(loanPayments).set(set).where(eq(loanPayments.id, id));
}

export async function updateLoan(tx: Database, id: string, set: Partial<LoanRow>): Promise<void> {
  await tx.update(loans).set(set).where(eq(loans.id, id));
}
