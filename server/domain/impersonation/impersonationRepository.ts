// Agents acting for a customer: who may, whom they act for, and the audit log every call made while acting is
// written to (what they may not do while acting is the SDL's @auth policy: no ACTING_AGENT).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, impersonations } from '../../db/schema/agents';

export async function actingFor(db: Database, agentSub: string): Promise<{ customerEmail: string; startedAt: Date; remoteSessionId: string | null } | undefined> {
  const [row] = await db.select().from(impersonations).where(eq(impersonations.agentSub, agentSub));
  return row;
}

export async function audit(db: Database, entry: { agentEmail: string; customerEmail: string; operation: string; outcome: 'allowed' | 'refused' | 'started' | 'stopped' }): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** Acts for the customer; with a remote session's id, only views them (the session's agent). */
export async function startActingFor(db: Database, agentSub: string, customerEmail: string, startedAt: Date, remoteSessionId: string | null = null): Promise<void> {
  await db
    .insert(impersonations)
    .values({ agentSub, customerEmail, startedAt, remoteSessionId })
    .onConflictDoUpdate({ target: impersonations.agentSub, set: { customerEmail, startedAt, remoteSessionId } });
}

/** Stops acting: the row it ended, if the agent was acting for anyone. */
export async function stopActingFor(db: Database, agentSub: string): Promise<{ customerEmail: string } | undefined> {
  const [row] = await db.delete(impersonations).where(eq(impersonations.agentSub, agentSub)).returning();
  return row;
}
