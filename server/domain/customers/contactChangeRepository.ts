// Contact-detail changes as stored (kept by the customer's id), and the renaming an email change makes: the
// customer's login and their record (everything else is kept by the record's id).
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  contactChanges,
  customers,
  type StoredContactChangeKind,
  type StoredContactValue,
  type CustomerId,
} from '../../db/schema/customers';

/** A change as stored, with the customer's email as it is now (the change is kept by the customer's id). */
export type ChangeRow = typeof contactChanges.$inferSelect & { customerEmail: string };
export type ChangeOutcome = 'CANCELLED' | 'APPLIED' | 'FAILED';

/** The customer's change waiting for its code, if any. */
export async function pendingChange(db: Database, customerId: CustomerId): Promise<ChangeRow | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(contactChanges), customerEmail: customers.email })
    .from(contactChanges)
    .innerJoin(customers, eq(customers.id, contactChanges.customerId))
    .where(and(eq(contactChanges.customerId, customerId), eq(contactChanges.status, 'PENDING')));
  return row;
}

/** A new change asked for: the one waiting (if any) is cancelled in the same transaction. */
export async function replacePendingChange(
  db: Database,
  customer: { id: CustomerId; email: string },
  change: { brand: string; kind: StoredContactChangeKind; value: StoredContactValue },
): Promise<ChangeRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(contactChanges)
      .set({ status: 'CANCELLED', settledAt: new Date() })
      .where(and(eq(contactChanges.customerId, customer.id), eq(contactChanges.status, 'PENDING')));
    const [row] = await tx
      .insert(contactChanges)
      .values({ ...change, customerId: customer.id })
      .returning();
    return { ...row!, customerEmail: customer.email };
  });
}

export async function settleChange(db: Database, id: string, status: ChangeOutcome): Promise<void> {
  await db.update(contactChanges).set({ status, settledAt: new Date() }).where(eq(contactChanges.id, id));
}

/**
 * Renames the customer from `from` to `to` in their customer record (every other record is kept by the record's id;
 * the login is renamed through server/identity/logins.ts). Run it inside the caller's transaction.
 */
export async function renameCustomerEmail(tx: Database, from: string, to: string): Promise<void> {
  await tx.update(customers).set({ email: to }).where(eq(customers.email, from));
}
