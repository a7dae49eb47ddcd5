// Reading and changing identity users.
import { and, count, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authChallenges, refreshTokens, users, webauthnCredentials } from '../db/schema/identity';
import type { TokenUser } from './tokens';
import { isUuid } from '../domain/uuid';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

export async function findUserBySub(db: Database, sub: string): Promise<UserRow | undefined> {
  if (!isUuid(sub)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.sub, sub));
  return row;
}

/** A user's attributes as Cognito's user-pool API names them (GetUser, ListUsers). */
export function userAttributes(user: UserRow): { Name: string; Value: string }[] {
  return [
    { Name: 'sub', Value: user.sub },
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: 'true' },
    { Name: 'given_name', Value: user.givenName },
    { Name: 'family_name', Value: user.familyName },
    { Name: 'custom:source', Value: user.source },
    { Name: 'custom:brand', Value: user.brand },
    { Name: 'custom:isPasswordless', Value: String(user.isPasswordless) },
  ];
}

export function toTokenUser(row: UserRow): TokenUser {
  return {
    sub: row.sub,
    email: row.email,
    brand: row.brand,
    source: row.source,
    groups: row.groups,
    givenName: row.givenName,
    familyName: row.familyName,
    isPasswordless: row.isPasswordless,
  };
}

/**
 * Takes one sign-in try before the password is checked, in one atomic step: the count goes up, and the try that
 * reaches `limit` sets the lock. A locked user (a lock not yet run out) takes no try: undefined, and the caller
 * answers 'Password attempts exceeded' without checking the password. So however many tries arrive at once, no
 * more than `limit` passwords are ever checked before the lock (the count is in the row, not in a value read
 * earlier). A lock that has run out starts the count again. The right password then clears it
 * (recordGoodSignIn); a wrong one leaves the try counted.
 */
export async function takeSignInTry(
  db: Database,
  sub: string,
  limit: number,
  lockoutSeconds: number,
  now = new Date(),
): Promise<UserRow | undefined> {
  const count = sql`(CASE WHEN ${users.lockedUntil} IS NULL THEN ${users.failedAttempts} + 1 ELSE 1 END)`;
  const lockUntil = new Date(now.getTime() + lockoutSeconds * 1000).toISOString();
  const [row] = await db
    .update(users)
    .set({
      failedAttempts: count,
      lockedUntil: sql`(CASE WHEN ${count} >= ${limit} THEN ${lockUntil}::timestamptz ELSE NULL END)`,
    })
    .where(and(eq(users.sub, sub), or(isNull(users.lockedUntil), lte(users.lockedUntil, now))))
    .returning();
  return row;
}

/** The right password: the count starts again and a lock its try set is lifted. */
export async function recordGoodSignIn(db: Database, row: UserRow): Promise<void> {
  if (row.failedAttempts || row.lockedUntil)
    await db.update(users).set({ failedAttempts: 0, lockedUntil: null }).where(eq(users.sub, row.sub));
}

/**
 * Ends every session of a user: each refresh token not yet revoked is, and with it every id and access token
 * issued from them (global sign-out, the idle prompt's end, an enrollment that became a login). Takes a
 * transaction too.
 */
export async function revokeAllRefreshTokens(db: Pick<Database, 'update'>, userSub: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userSub, userSub), isNull(refreshTokens.revokedAt)));
}

/** How many passkeys a user has (on every brand host). */
export async function passkeyCount(db: Database, userSub: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(webauthnCredentials)
    .where(eq(webauthnCredentials.userSub, userSub));
  return row?.value ?? 0;
}

/**
 * Deletes the sign-in and passkey challenges that ran out before `now` (a challenge nobody answered stays until then;
 * an answered one is gone already): the hourly purge's. Says how many went.
 */
export async function purgeExpiredChallenges(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(authChallenges)
    .where(lt(authChallenges.expiresAt, now))
    .returning({ id: authChallenges.id });
  return gone.length;
}
