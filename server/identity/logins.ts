// The logins the portal's own flows look up and change (decision 0082): an agent's or an enrollment's lookup by email,
// an enrollment user who becomes the customer's login, a login renamed by a change of email, every session of a login
// ended (the idle prompt's end). Two implementations of one port:
// - the portal's own identity service: its logins are rows of `users`, changed in the transaction of the change that
//   asks for it, so the login and the customer's records change together or not at all;
// - a user pool's admin API (Amazon Cognito's, server/identity/cognitoUserPool.ts): the pool cannot join a database
//   transaction, so the change is written in that transaction (`login_changes`), carried to the pool once it commits,
//   and deleted when the pool took it. A change the pool did not take (Cognito unreachable, the process ended between
//   the two) stays written, and the minute's sweep carries it (`settle`); each of Cognito's admin calls can be made
//   again, so a change carried twice is the same change. A login's changes reach the pool in the order written.
import { and, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { loginChanges, users } from '../db/schema/identity';
import { IDENTITY_GROUPS } from './groups';
import { findUserByEmail, revokeAllRefreshTokens } from './userStore';

/** A login as the portal's flows see it. */
export interface Login {
  sub: string;
  email: string;
  groups: string[];
}

export type LoginChange =
  /** An enrollment user becomes the customer's login: the customer group, the record's names, brand and source. */
  | { kind: 'becomeCustomer'; sub: string; brand: string; source: string; givenName: string; familyName: string }
  /** The login takes a new (verified) email. */
  | { kind: 'rename'; sub: string; email: string }
  /** Every session of the login ends. */
  | { kind: 'signOutEverywhere'; sub: string };

export interface Logins {
  /** The login whose email this is (any case), if there is one. */
  byEmail(email: string): Promise<Login | undefined>;
  /**
   * Makes `changes` to logins together with `work`'s writes: one transaction with the portal's identity service;
   * with a pool, written in that transaction and carried to the pool once it commits. Every change ends the login's
   * sessions.
   */
  commit(changes: LoginChange[], work?: (tx: Database) => Promise<void>): Promise<void>;
  /**
   * Carries the changes written and not yet taken to the pool (the sweep's); says how many it carried. `at`: as if it
   * were then (a change the pool refused waits until a while after; a test's clock).
   */
  settle(at?: Date): Promise<number>;
  /** Whether a change can wait for a pool, so that the sweep must run (a pool's logins; never the service's own). */
  readonly waits: boolean;
}

/** What a user pool's admin API is asked (Cognito's SDK, server/identity/cognitoUserPool.ts). */
export interface UserPoolAdmin {
  findByEmail(email: string): Promise<Login | undefined>;
  /** Makes `change` in the pool; made again, it changes nothing more. A login the pool no longer has is done. */
  apply(change: LoginChange): Promise<void>;
}

/** How long an instance holds a change it is carrying, and how long one the pool refused waits before it is tried again. */
const PACE = { claimMs: 60_000, retryMs: 30_000 };

/** The portal's own identity service: logins are rows of `users`. */
export function storeLogins(db: Database): Logins {
  async function change(tx: Database, next: LoginChange): Promise<void> {
    const endSessions = { tokensValidAfter: new Date() };
    if (next.kind === 'becomeCustomer')
      await tx
        .update(users)
        .set({
          groups: [IDENTITY_GROUPS.customer],
          brand: next.brand,
          source: next.source,
          givenName: next.givenName,
          familyName: next.familyName,
          isPasswordless: false,
          ...endSessions,
        })
        .where(eq(users.sub, next.sub));
    else if (next.kind === 'rename')
      await tx
        .update(users)
        .set({ email: next.email, ...endSessions })
        .where(eq(users.sub, next.sub));
    await revokeAllRefreshTokens(tx, next.sub);
  }
  return {
    async byEmail(email) {
      const row = await findUserByEmail(db, email);
      return row && { sub: row.sub, email: row.email, groups: row.groups };
    },
    async commit(changes, work) {
      await db.transaction(async (tx) => {
        for (const next of changes) await change(tx, next);
        await work?.(tx);
      });
    },
    settle: () => Promise.resolve(0),
    waits: false,
  };
}

/** A user pool's logins, changed through its admin API; `log` hears a change the pool did not take (by kind and error name). */
export function poolLogins(
  db: Database,
  pool: UserPoolAdmin,
  log: Pick<FastifyBaseLogger, 'warn'>,
  pace: { claimMs: number; retryMs: number } = PACE,
): Logins {
  /**
   * Claims the oldest waiting change of each login (a later one waits for it), free or held past its time, but for
   * the logins in `passed` (whose change the pool refused in this round of carrying); of the logins in `only`, when
   * given.
   */
  async function claim(now: Date, passed: string[], only: string[] | undefined) {
    const oldest = db
      .select({ id: sql<number>`min(${loginChanges.id})` })
      .from(loginChanges)
      .groupBy(loginChanges.userSub);
    return db
      .update(loginChanges)
      .set({ claimedUntil: new Date(now.getTime() + pace.claimMs) })
      .where(
        and(
          or(isNull(loginChanges.claimedUntil), lt(loginChanges.claimedUntil, now)),
          inArray(loginChanges.id, oldest),
          passed.length > 0 ? notInArray(loginChanges.userSub, passed) : undefined,
          only ? inArray(loginChanges.userSub, only) : undefined,
        ),
      )
      .returning()
      .then((rows) => rows.sort((a, b) => a.id - b.id));
  }

  /** Carries the waiting changes (of the logins in `only`, when given): each login's in order, each tried once. */
  async function settle(only?: string[], at?: Date): Promise<number> {
    let carried = 0;
    const refused: string[] = [];
    // Each round carries the oldest change of each login; a login's next change is claimed in the next round.
    for (let round = 0; round < 50; round += 1) {
      const claimed = await claim(at ?? new Date(), refused, only);
      if (claimed.length === 0) break;
      for (const row of claimed) {
        const change = row.change as LoginChange;
        try {
          await pool.apply(change);
          await db.delete(loginChanges).where(eq(loginChanges.id, row.id));
          carried += 1;
        } catch (error) {
          refused.push(row.userSub);
          // Kept, and tried again after a while; the error's name only (a pool's messages may name the login).
          await db
            .update(loginChanges)
            .set({ tries: sql`${loginChanges.tries} + 1`, claimedUntil: new Date(Date.now() + pace.retryMs) })
            .where(eq(loginChanges.id, row.id));
          log.warn(
            { event: 'loginChangeWaiting', kind: change.kind, tries: row.tries + 1, error: (error as Error).name },
            'the user pool did not take a change to a login; it is tried again',
          );
        }
      }
    }
    return carried;
  }

  return {
    byEmail: (email) => pool.findByEmail(email.trim().toLowerCase()),
    async commit(changes, work) {
      await db.transaction(async (tx) => {
        if (changes.length > 0)
          await tx.insert(loginChanges).values(changes.map((change) => ({ userSub: change.sub, change })));
        await work?.(tx);
      });
      // This commit's logins now; what the pool does not take, the sweep carries.
      if (changes.length > 0) await settle(changes.map((change) => change.sub));
    },
    settle: (at) => settle(undefined, at),
    waits: true,
  };
}
