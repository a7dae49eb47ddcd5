// Remote sessions as stored: one running session per customer at most (a new one ends the old).
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { impersonations, remoteSessionJoinFailures, remoteSessions } from '../../db/schema/agents';
import type { CustomerId } from '../../db/schema/customers';

export type RemoteSessionRow = typeof remoteSessions.$inferSelect;

export async function runningSessionOf(
  db: Database,
  customerId: CustomerId,
  now: Date,
): Promise<RemoteSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(remoteSessions)
    .where(
      and(eq(remoteSessions.customerId, customerId), isNull(remoteSessions.endedAt), gt(remoteSessions.endsAt, now)),
    );
  return row;
}

/** Marks the customer's running sessions as last seen at `lastSeenAt` (a test hook's fake clock): how many there were. */
export async function markCustomerSeen(db: Database, customerId: CustomerId, lastSeenAt: Date): Promise<number> {
  const rows = await db
    .update(remoteSessions)
    .set({ lastSeenAt })
    .where(and(eq(remoteSessions.customerId, customerId), isNull(remoteSessions.endedAt)))
    .returning({ id: remoteSessions.id });
  return rows.length;
}

export async function sessionById(db: Database, id: string): Promise<RemoteSessionRow | undefined> {
  const [row] = await db.select().from(remoteSessions).where(eq(remoteSessions.id, id));
  return row;
}

/** A session an agent may still join with this code. */
export async function joinableSession(db: Database, code: string, now: Date): Promise<RemoteSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(remoteSessions)
    .where(
      and(
        eq(remoteSessions.code, code),
        isNull(remoteSessions.endedAt),
        gt(remoteSessions.joinBy, now),
        gt(remoteSessions.endsAt, now),
      ),
    );
  return row;
}

export async function insertSession(
  db: Database,
  values: typeof remoteSessions.$inferInsert,
): Promise<RemoteSessionRow> {
  const [row] = await db.insert(remoteSessions).values(values).returning();
  return row!;
}

export async function markSeen(db: Database, id: string, now: Date): Promise<void> {
  await db.update(remoteSessions).set({ lastSeenAt: now }).where(eq(remoteSessions.id, id));
}

/** Ends the session and sends every agent viewing it away. */
export async function endSession(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(remoteSessions)
    .set({ endedAt: now })
    .where(and(eq(remoteSessions.id, id), isNull(remoteSessions.endedAt)));
  await db.delete(impersonations).where(eq(impersonations.remoteSessionId, id));
}

/** The agents viewing a session (their emails are not stored here: the audit log has them). */
export async function viewersOf(db: Database, id: string): Promise<number> {
  const rows = await db
    .select({ agentSub: impersonations.agentSub })
    .from(impersonations)
    .where(eq(impersonations.remoteSessionId, id));
  return rows.length;
}

/**
 * Runs a join's count, check and record of a wrong code one at a time across every instance (a transaction-held
 * advisory lock): without it, forty codes sent at once all read the count before any was recorded.
 */
export async function oneJoinAtATime<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${JOIN_LOCK_KEY})`);
    return work(tx);
  });
}
const JOIN_LOCK_KEY = 7_300_147;

/** Wrong codes typed since `since`: by one agent, or by every agent. */
export async function joinFailuresSince(db: Database, since: Date, agentEmail?: string): Promise<number> {
  const [row] = await db
    .select({ failures: count() })
    .from(remoteSessionJoinFailures)
    .where(
      agentEmail
        ? and(eq(remoteSessionJoinFailures.agentEmail, agentEmail), gt(remoteSessionJoinFailures.at, since))
        : gt(remoteSessionJoinFailures.at, since),
    );
  return row?.failures ?? 0;
}

export async function recordJoinFailure(db: Database, agentEmail: string, at: Date): Promise<void> {
  await db.insert(remoteSessionJoinFailures).values({ agentEmail, at });
}
