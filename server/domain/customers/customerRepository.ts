// The lender's customer records: found by email, id or keyed SSN hash.
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { rememberedRead } from '../../db/rememberedReads';
import { customers, type CustomerId } from '../../db/schema/customers';
import { mfaSessions, passedCheckOfSignIn } from '../../db/schema/identity';

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

// Asked on every customer's call instead (issue 51): the record, and whether this sign-in (the tokens' sub and
// origin_jti) has passed its multi-factor check, in one statement (the check is asked by `me` and by every call the
// multi-factor rule guards).
const customerAndCheck = preparedFor((db) =>
  db
    .select({ ...getTableColumns(customers), passedCheckId: mfaSessions.id })
    .from(customers)
    .leftJoin(mfaSessions, passedCheckOfSignIn())
    .where(eq(customers.email, sql.placeholder('email')))
    .limit(1)
    .prepare('customer_and_check'),
);

/** The customer record with this email, and whether the sign-in `sub`/`originJti` has passed its check. */
export async function findCustomerAndCheck(
  db: Database,
  email: string,
  sign: { sub: string; originJti: string },
): Promise<{ customer: CustomerRow; checkPassed: boolean } | undefined> {
  const asked = { email: email.trim().toLowerCase(), ...sign };
  const [row] = await rememberedRead(db, `customer_and_check\0${asked.email}\0${asked.sub}\0${asked.originJti}`, () =>
    customerAndCheck(db).execute(asked),
  );
  if (!row) return undefined;
  const { passedCheckId, ...customer } = row;
  return { customer, checkPassed: passedCheckId !== null };
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

/** Keeps the language the customer reads the portal in, and answers the record as it now is. */
export async function setCustomerLanguage(db: Database, id: CustomerId, language: string): Promise<CustomerRow> {
  const [row] = await db.update(customers).set({ language }).where(eq(customers.id, id)).returning();
  if (!row) throw new Error('The customer record went away while its language was kept');
  return row;
}
