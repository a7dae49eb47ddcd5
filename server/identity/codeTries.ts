// A try at a mailed code (a password reset's, a sign-up's) is counted before the code is compared, in one UPDATE with
// the check of the count and of the expiry: however many tries arrive at once, no more than `max` codes are ever
// compared. Answers the code's hash to compare with, or undefined when the code is used up, expired or not there.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { passwordResets, signUpCodes } from '../db/schema/identity';

export async function takeCodeTry(
  db: Database,
  table: typeof passwordResets | typeof signUpCodes,
  userSub: string,
  max: number,
): Promise<string | undefined> {
  const [row] = await db
    .update(table)
    .set({ attempts: sql`${table.attempts} + 1` })
    .where(and(eq(table.userSub, userSub), lt(table.attempts, max), gt(table.expiresAt, new Date())))
    .returning({ codeHash: table.codeHash });
  return row?.codeHash;
}
