// The lender's customer records: found by email, id or keyed SSN hash.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;

export async function findCustomer(db: Database, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email.trim().toLowerCase()));
  return row;
}

export async function findCustomerById(db: Database, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

export async function findCustomerBySsnHash(db: Database, ssnHash: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.ssnHash, ssnHash));
  return row;
}

/** The customer's code: the one they have, else `offered` (kept as theirs from now on). */
export async function customerCodeFor(db: Database, email: string, offered: string): Promise<string> {
  await db.update(customers).set({ customerCode: offered }).where(and(eq(customers.email, email), isNull(customers.customerCode)));
  const [row] = await db.select({ customerCode: customers.customerCode }).from(customers).where(eq(customers.email, email));
  return row?.customerCode ?? offered;
}
