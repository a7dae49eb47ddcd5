// Reading and changing identity users.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens, users } from '../db/schema/identity';
import type { TokenUser } from './tokens';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

export async function findUserBySub(db: Database, sub: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(sub)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.sub, sub));
  return row;
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

export function isLocked(row: UserRow, now = Date.now()): boolean {
  return !!row.lockedUntil && row.lockedUntil.getTime() > now;
}

/** Counts a failed sign-in; the one that reaches the limit locks the account for lockoutSeconds. */
export async function recordFailedSignIn(
  db: Database,
  row: UserRow,
  limit: number,
  lockoutSeconds: number,
): Promise<void> {
  const attempts = row.failedAttempts + 1;
  await db
    .update(users)
    .set(
      attempts >= limit
        ? { failedAttempts: 0, lockedUntil: new Date(Date.now() + lockoutSeconds * 1000) }
        : { failedAttempts: sql`${users.failedAttempts} + 1` },
    )
    .where(eq(users.sub, row.sub));
}

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
