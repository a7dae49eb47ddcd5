// Agents acting for a customer: who may, whom they act for, and the audit log every call made while acting is
// written to (what they may not do while acting is the SDL's @auth policy: no ACTING_AGENT).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, impersonations } from '../../db/schema/agents';
import { customers, type CustomerId } from '../../db/schema/customers';

/** Whom the agent acts for (the customer's record and email as they are now), since when, and in which remote session. */
export async function actingFor(
  db: Database,
  agentSub: string,
): Promise<
  { customerId: CustomerId; customerEmail: string; startedAt: Date; remoteSessionId: string | null } | undefined
> {
  const [row] = await db
    .select({
      customerId: impersonations.customerId,
      customerEmail: customers.email,
      startedAt: impersonations.startedAt,
      remoteSessionId: impersonations.remoteSessionId,
    })
    .from(impersonations)
    .innerJoin(customers, eq(customers.id, impersonations.customerId))
    .where(eq(impersonations.agentSub, agentSub));
  return row;
}

export async function audit(
  db: Database,
  entry: {
    agentEmail: string;
    customerEmail: string;
    operation: string;
    outcome: 'allowed' | 'refused' | 'started' | 'stopped';
  },
): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** Acts for the customer; with a remote session's id, only views them (the session's agent). */
export async function startActingFor(
  db: Database,
  agentSub: string,
  customerId: CustomerId,
  startedAt: Date,
  remoteSessionId: string | null = null,
): Promise<void> {
  await db
    .insert(impersonations)
    .values({ agentSub, customerId, startedAt, remoteSessionId })
    .onConflictDoUpdate({ target: impersonations.agentSub, set: { customerId, startedAt, remoteSessionId } });
}

/** Stops acting: whom the agent was acting for, if anyone. */
export async function stopActingFor(db: Database, agentSub: string): Promise<{ customerEmail: string } | undefined> {
  const acting = await actingFor(db, agentSub);
  await db.delete(impersonations).where(eq(impersonations.agentSub, agentSub));
  return acting;
}
