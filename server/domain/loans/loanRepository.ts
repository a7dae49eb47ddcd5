// Loans as stored: a customer's on one brand, and one loan made from an originated application.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { loans } from '../../db/schema/loans';
import type { CustomerId } from '../../db/schema/customers';

export type LoanRow = typeof loans.$inferSelect;

/** What the underwriting asks of a customer's loans on every brand: how many are open, and how many went wrong. */
export async function loanStandingOf(
  db: Database,
  customerId: CustomerId,
): Promise<{ openLoans: number; troubledLoans: number }> {
  const rows = await db
    .select({ status: loans.status, systemState: loans.systemState })
    .from(loans)
    .where(eq(loans.customerId, customerId));
  return {
    openLoans: rows.filter((row) => row.status === 'OPEN').length,
    troubledLoans: rows.filter((row) => row.systemState === 'DEFAULT' || row.systemState === 'CHARGED_OFF').length,
  };
}

/** The customer's loans on this brand, newest first. */
export async function loansOf(db: Database, customerId: CustomerId, brand: string): Promise<LoanRow[]> {
  return db
    .select()
    .from(loans)
    .where(and(eq(loans.customerId, customerId), eq(loans.brand, brand)))
    .orderBy(desc(loans.originatedAt));
}

/** The signed documents of the applications the loans came from, by application id. */
export async function signedDocumentsOf(
  db: Database,
  applicationIds: string[],
): Promise<Map<string, { idTag: string; title: string }[]>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: applications.id, agreements: applications.agreements })
    .from(applications)
    .where(inArray(applications.id, applicationIds));
  return new Map(
    rows.map((row) => [row.id, (row.agreements?.signed ?? []).map(({ idTag, title }) => ({ idTag, title }))]),
  );
}

/** Records a loan (once per loan number: a second origination of the same loan changes nothing). */
export async function insertLoan(db: Database, values: typeof loans.$inferInsert): Promise<void> {
  await db.insert(loans).values(values).onConflictDoNothing({ target: loans.loanNumber });
}

/** A payday loan replaced by its conversion (CONVERTED) or refinance (REFINANCED): paid off by the new loan and closed. */
export async function closeReplacedLoan(
  db: Pick<Database, 'update'>,
  loanId: string,
  kind: 'CONVERSION' | 'REFINANCE',
  now: Date,
): Promise<void> {
  await db
    .update(loans)
    .set({ status: 'CLOSED', systemState: kind === 'CONVERSION' ? 'CONVERTED' : 'REFINANCED', closedAt: now })
    .where(and(eq(loans.id, loanId), eq(loans.status, 'OPEN')));
}

/** A loan by its number. */
export async function loanByNumber(db: Database, loanNumber: string): Promise<LoanRow | undefined> {
  const [loan] = await db.select().from(loans).where(eq(loans.loanNumber, loanNumber)).limit(1);
  return loan;
}
