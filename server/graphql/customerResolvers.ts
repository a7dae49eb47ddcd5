import { eq } from 'drizzle-orm';
import mercurius from 'mercurius';
import type { Database } from '../db/client';
import { customers } from '../db/schema';
import type { GraphqlContext } from './context';

type CustomerRow = typeof customers.$inferSelect;

export async function findCustomer(db: Database, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email.trim().toLowerCase()));
  return row;
}

/** The Customer of the schema, derived from the stored record. */
export function toCustomer(row: CustomerRow) {
  const isRetailReturning = row.customerType === 'RETAIL_RETURNING';
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    brand: row.brand,
    customerType: row.customerType,
    stateCode: row.stateCode,
    isPasswordless: row.isPasswordless,
    isCoreCustomer: row.isCoreCustomer,
    isReturningCustomer: row.customerType !== 'NEW',
    isRetailReturning,
    hasOpenApplication: row.hasOpenApplication,
    hasOnlinePendingOrigination: false,
    hasPendingApplication: row.hasOpenApplication,
    pendingApplicationBrand: row.hasOpenApplication ? row.brand : null,
    boCode: null,
    retailBoCode: row.retailCode,
    channel: isRetailReturning ? 'RETAIL' : 'ONLINE',
    loanProCustomerId: null,
    qFundCustomerId: null,
    currentAppLoanNumber: null,
  };
}

export const customerResolvers = {
  Query: {
    async me(_root: unknown, _args: unknown, context: GraphqlContext) {
      const row = await findCustomer(context.db, context.subjectEmail);
      if (!row) throw new mercurius.ErrorWithProps('No customer record for this account', { code: 'NOT_FOUND' });
      return toCustomer(row);
    },
  },
};
