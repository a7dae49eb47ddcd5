// The lender's customer records: found by email, id or keyed SSN hash.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { customers, type CustomerId } from '../../db/schema/customers';

export type CustomerRow = typeof customers.$inferSelect;

// Asked on every signed-in call (who the caller is, with their record: `me` answers from it): prepared once a
// database handle.
const customerByEmail = preparedFor((db) =>
  db
    .select()
    .from(customers)
    .where(eq(customers.email, sql.placeholder('email')))
    .prepare('customer_by_email'),
);

export async function findCustomer(db: Database, email: string): Promise<CustomerRow | undefined> {
  const [row] = await customerByEmail(db).execute({ email: email.trim().toLowerCase() });
  return row;
}

/** The id of the customer record with this email, if there is one. */
export async function customerIdOf(db: Database, email: string): Promise<CustomerId | undefined> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, email.trim().toLowerCase()));
  return row?.id;
}

export async function findCustomerById(db: Database, id: CustomerId): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

export async function findCustomerBySsnHash(db: Database, ssnHash: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.ssnHash, ssnHash));
  return row;
}

/** The customer's code: the one they have, else `offered` (kept as theirs from now on). */
export async function customerCodeFor(db: Database, customerId: CustomerId, offered: string): Promise<string> {
  await db
    .update(customers)
    .set({ customerCode: offered })
    .where(and(eq(customers.id, customerId), isNull(customers.customerCode)));
  const [row] = await db
    .select({ customerCode: customers.customerCode })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.customerCode ?? offered;
}

/** The customers (at most `limit`) whose last name (any case), date of birth and SSN's last four are these: forgot email. */
export async function customersByIdentity(
  db: Database,
  who: { lastName: string; dateOfBirth: string; ssnLast4: string },
  limit: number,
): Promise<Pick<CustomerRow, 'email' | 'firstName'>[]> {
  return db
    .select({ email: customers.email, firstName: customers.firstName })
    .from(customers)
    .where(
      and(
        sql`lower(${customers.lastName}) = ${who.lastName.toLowerCase()}`,
        eq(customers.dateOfBirth, who.dateOfBirth),
        eq(customers.ssnLast4, who.ssnLast4),
      ),
    )
    .limit(limit);
}

/** A new customer's record, made when their login is confirmed (or at once, for one made by the application's first screen). */
export async function insertNewCustomer(
  db: Pick<Database, 'insert'>,
  who: { email: string; firstName: string; lastName: string; brand: string; isPasswordless: boolean },
): Promise<void> {
  await db.insert(customers).values({ ...who, customerType: 'NEW' });
}

/** Changes the customer's phone or home address. */
export async function updateCustomerContact(
  db: Database,
  email: string,
  set: Partial<Pick<CustomerRow, 'phone' | 'addressLine1' | 'addressLine2' | 'cityName' | 'stateCode' | 'zipCode'>>,
): Promise<void> {
  await db.update(customers).set(set).where(eq(customers.email, email));
}
