// startImpersonation, stopImpersonation and impersonation: an agent (group my.account.csr) acts for a customer
// by email. Anyone else is refused with 'Not admin'. The choice is stored per agent and read back at start.
import { eq } from 'drizzle-orm';
import mercurius from 'mercurius';
import { impersonations } from '../db/schema';
import { actingFor, audit, isAgent } from './actingFor';
import { findCustomer } from './customerResolvers';
import type { GraphqlContext } from './context';

export const NOT_ADMIN = 'Not admin';

function requireAgent(context: GraphqlContext): void {
  if (!isAgent(context.claims['cognito:groups'])) throw new mercurius.ErrorWithProps(NOT_ADMIN, { code: 'FORBIDDEN' });
}

async function describe(context: GraphqlContext, customerEmail: string, startedAt: Date) {
  const customer = await findCustomer(context.db, customerEmail);
  return {
    agentEmail: context.claims.email,
    customerEmail,
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    startedAt: startedAt.toISOString(),
  };
}

export const impersonationResolvers = {
  Query: {
    async impersonation(_root: unknown, _args: unknown, context: GraphqlContext) {
      requireAgent(context);
      const row = await actingFor(context.db, context.claims.sub);
      return row ? describe(context, row.customerEmail, row.startedAt) : null;
    },
  },
  Mutation: {
    async startImpersonation(_root: unknown, args: { email: string }, context: GraphqlContext) {
      requireAgent(context);
      const customer = await findCustomer(context.db, args.email);
      if (!customer) throw new mercurius.ErrorWithProps('No customer has that email address.', { code: 'NOT_FOUND' });
      const startedAt = new Date();
      await context.db
        .insert(impersonations)
        .values({ agentSub: context.claims.sub, customerEmail: customer.email, startedAt })
        .onConflictDoUpdate({ target: impersonations.agentSub, set: { customerEmail: customer.email, startedAt } });
      await audit(context.db, { agentEmail: context.claims.email, customerEmail: customer.email, operation: 'startImpersonation', outcome: 'started' });
      return describe(context, customer.email, startedAt);
    },
    async stopImpersonation(_root: unknown, _args: unknown, context: GraphqlContext) {
      requireAgent(context);
      const [row] = await context.db.delete(impersonations).where(eq(impersonations.agentSub, context.claims.sub)).returning();
      if (row) await audit(context.db, { agentEmail: context.claims.email, customerEmail: row.customerEmail, operation: 'stopImpersonation', outcome: 'stopped' });
      return { success: true };
    },
  },
};
