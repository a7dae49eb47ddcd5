// The multi-factor checks of sign-ins (one per challenge), the devices customers remembered, and the wrong-try
// locks, as stored.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { emailVerifications } from '../../db/schema/codes';
import { mfaSessions, passedCheckOfSignIn, rememberedDevices, type StoredMfaDecision } from '../../db/schema/identity';
import { findCustomer } from '../customers/customerRepository';

export type MfaSession = typeof mfaSessions.$inferSelect;

export async function findOwnSession(db: Database, mfaId: string, userSub: string): Promise<MfaSession | undefined> {
  const [session] = await db
    .select()
    .from(mfaSessions)
    .where(and(eq(mfaSessions.id, mfaId), eq(mfaSessions.userSub, userSub)));
  return session;
}

export async function createSession(
  db: Database,
  values: { userSub: string; decision: StoredMfaDecision; approved: boolean; originJti: string },
): Promise<MfaSession> {
  const [session] = await db.insert(mfaSessions).values(values).returning();
  return session!;
}

/**
 * A sign-in with a passkey is its own multi-factor check (decision 0070): the check of that sign-in is recorded as
 * passed, as a remembered device's is, except for a customer whose decision is DENY, who is put through the check
 * (and refused by it) as after a password.
 */
export async function passCheckWithPasskey(
  db: Database,
  user: { sub: string; email: string },
  originJti: string,
): Promise<void> {
  const customer = await findCustomer(db, user.email);
  if (customer?.mfaDecision === 'DENY') return;
  await createSession(db, { userSub: user.sub, decision: 'BYPASS', approved: true, originJti });
}

export async function approveSession(db: Database, id: string): Promise<void> {
  await db.update(mfaSessions).set({ approved: true }).where(eq(mfaSessions.id, id));
}

// Asked by every customer's call that the multi-factor rule guards, and by `me`: prepared once a database handle.
const approvedSession = preparedFor((db) =>
  db
    .select({ id: mfaSessions.id })
    .from(mfaSessions)
    .where(passedCheckOfSignIn())
    .limit(1)
    .prepare('approved_mfa_session'),
);

/** Has the check of this sign-in (the tokens' origin_jti) been passed (or let through)? */
export async function hasApprovedSession(db: Database, userSub: string, originJti: string): Promise<boolean> {
  const [passed] = await approvedSession(db).execute({ sub: userSub, originJti });
  return !!passed;
}

/** Did this user use up the wrong tries of a check since then? */
export async function deniedCodeSince(db: Database, userSub: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: emailVerifications.id })
    .from(emailVerifications)
    .innerJoin(mfaSessions, eq(emailVerifications.mfaId, mfaSessions.id))
    .where(
      and(
        eq(mfaSessions.userSub, userSub),
        eq(emailVerifications.status, 'DENIED'),
        gt(emailVerifications.sentAt, since),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * The live device of this customer whose secret hashes to deviceHash: it is marked as let through now. Undefined
 * when there is none (another customer's secret, an expired or forgotten device).
 */
export async function letRememberedDeviceThrough(
  db: Database,
  userSub: string,
  deviceHash: string,
  now = new Date(),
): Promise<RememberedDevice | undefined> {
  const [device] = await db
    .update(rememberedDevices)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(rememberedDevices.userSub, userSub),
        eq(rememberedDevices.deviceHash, deviceHash),
        gt(rememberedDevices.expiresAt, now),
      ),
    )
    .returning();
  return device;
}

export type RememberedDevice = typeof rememberedDevices.$inferSelect;

export async function rememberDevice(
  db: Database,
  values: { userSub: string; deviceHash: string; name: string; expiresAt: Date },
): Promise<void> {
  await db.insert(rememberedDevices).values(values);
}

/** This customer's devices still remembered, the one last let through first. */
export async function liveDevices(db: Database, userSub: string, now = new Date()): Promise<RememberedDevice[]> {
  return db
    .select()
    .from(rememberedDevices)
    .where(and(eq(rememberedDevices.userSub, userSub), gt(rememberedDevices.expiresAt, now)))
    .orderBy(sql`coalesce(${rememberedDevices.lastUsedAt}, ${rememberedDevices.createdAt}) desc`);
}

/** Forgets one of this customer's devices (by its id), or every one when id is undefined: the hashes forgotten. */
export async function forgetDevices(db: Database, userSub: string, id?: string): Promise<string[]> {
  const rows = await db
    .delete(rememberedDevices)
    .where(
      id === undefined
        ? eq(rememberedDevices.userSub, userSub)
        : and(eq(rememberedDevices.userSub, userSub), eq(rememberedDevices.id, id)),
    )
    .returning({ deviceHash: rememberedDevices.deviceHash });
  return rows.map((row) => row.deviceHash);
}
