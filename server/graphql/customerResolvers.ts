import { eq } from 'drizzle-orm';
import mercurius from 'mercurius';
import { customers } from '../db/schema';
import type { GraphqlContext } from './graphqlPlugin';

export const customerResolvers = {
  Query: {
    async me(_root: unknown, _args: unknown, context: GraphqlContext) {
      const [row] = await context.db.select().from(customers).where(eq(customers.email, context.claims.email));
      if (!row) throw new mercurius.ErrorWithProps('No customer record for this account', { code: 'NOT_FOUND' });
      return {
        id: row.id,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        brand: row.brand,
        customerType: row.customerType,
        stateCode: row.stateCode,
        isPasswordless: row.isPasswordless,
      };
    },
  },
};
