// The lender's customer records: found by email, id or keyed SSN hash.
import { eq } from 'drizzle-orm';
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
