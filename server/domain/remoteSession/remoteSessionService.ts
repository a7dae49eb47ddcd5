// Remote sessions (application spec 4.10, 6; the call shapes are ours: schema/remoteSession.graphql). A signed-in
// customer starts a screen-share session and reads its 6-digit code to an agent; the agent joins with the code
// within 10 minutes and then views the customer's screens: the agent's app shows the customer's pages as when
// acting, but every mutation is refused (server/graphql/access.ts). The customer stops it at any time; it ends by
// itself after 60 minutes, and a session no agent joined in time is over. The customer's page asks about it every
// 5 s while it runs; when it has not asked for a minute (the customer closed the page, or signed out), the agent's
// view ends. Joins are audited, as is every call of the viewing agent.
import { newOneTimeCode } from '../../identity/passwordHash';
import { isAgent } from '../../identity/groups';
import { audit, startActingFor } from '../impersonation/impersonationRepository';
import { describeActing } from '../impersonation/impersonationService';
import { DomainError, forbidden } from '../domainError';
import type { Scope } from '../scope';
import { nobodyJoinedInTime, viewable } from './remoteSessionRules';
import {
  endSession,
  insertSession,
  joinableSession,
  joinFailuresSince,
  oneJoinAtATime,
  markSeen,
  recordJoinFailure,
  runningSessionOf,
  sessionById,
  viewersOf,
  type RemoteSessionRow,
} from './remoteSessionRepository';
import type { CustomerId } from '../../db/schema/customers';

export const JOIN_WINDOW_SECONDS = 600;
export const LONGEST_SESSION_SECONDS = 3600;
export const CODE_NOT_VALID =
  'That code does not match a screen share waiting for an agent. Ask the customer to read it again, or to start a new one.';

/**
 * Guessing codes is locked out (issue 30): an agent who typed 5 wrong codes in 15 minutes may not join for the rest of
 * those 15 minutes, and 30 wrong codes from all agents in 10 minutes (a code's whole life) pause joining for everyone,
 * so no code ever faces more than 30 guesses of its million.
 */
export const JOIN_LIMITS = {
  perAgent: 5,
  perAgentWindowSeconds: 900,
  everyone: 30,
  everyoneWindowSeconds: JOIN_WINDOW_SECONDS,
} as const;
export const AGENT_LOCKED = 'Too many wrong codes. You can join a screen share again in 15 minutes.';
export const JOINING_PAUSED =
  'Too many wrong codes have been tried. Joining a screen share is paused for a few minutes.';

async function describe(scope: Scope, row: RemoteSessionRow, now: Date) {
  const viewers = await viewersOf(scope.db, row.id);
  return {
    id: row.id,
    code: row.code,
    status: viewers > 0 ? ('ACTIVE' as const) : ('WAITING' as const),
    startedAt: row.startedAt.toISOString(),
    joinBy: row.joinBy.toISOString(),
    endsAt: row.endsAt.toISOString(),
    agentJoined: viewers > 0,
    serverTime: now.toISOString(),
  };
}

/** The customer's own session, if one is running (one nobody joined in time is ended here). */
async function running(scope: Scope, customerId: CustomerId, now: Date): Promise<RemoteSessionRow | null> {
  const row = await runningSessionOf(scope.db, customerId, now);
  if (!row) return null;
  if (nobodyJoinedInTime(row, await viewersOf(scope.db, row.id), now)) {
    await endSession(scope.db, row.id, now);
    return null;
  }
  await markSeen(scope.db, row.id, now);
  return row;
}

/** The customer sharing their screens (their record's id): never an agent. */
function requireCustomer(scope: Scope): CustomerId {
  if (isAgent(scope.claims['cognito:groups']) || !scope.subjectId)
    throw forbidden('Only a customer can share their screens.');
  return scope.subjectId;
}

export async function current(scope: Scope, now = new Date()) {
  const customerId = requireCustomer(scope);
  const row = await running(scope, customerId, now);
  return row ? describe(scope, row, now) : null;
}

export async function start(scope: Scope, now = new Date()) {
  const customerId = requireCustomer(scope);
  const old = await runningSessionOf(scope.db, customerId, now);
  if (old) await endSession(scope.db, old.id, now);
  const row = await insertSession(scope.db, {
    customerId,
    code: newOneTimeCode(),
    startedAt: now,
    joinBy: new Date(now.getTime() + JOIN_WINDOW_SECONDS * 1000),
    endsAt: new Date(now.getTime() + LONGEST_SESSION_SECONDS * 1000),
    lastSeenAt: now,
  });
  return describe(scope, row, now);
}

export async function stop(scope: Scope, now = new Date()) {
  const customerId = requireCustomer(scope);
  const row = await runningSessionOf(scope.db, customerId, now);
  if (row) await endSession(scope.db, row.id, now);
  return { success: true };
}

/** An agent joins with the code the customer reads out, and from then on views the customer (read-only). */
export async function join(scope: Scope, code: string, now = new Date()) {
  if (!isAgent(scope.claims['cognito:groups'])) throw forbidden('Only an agent can join a screen share.');
  const agentEmail = scope.claims.email;
  const outcome = await oneJoinAtATime(scope.db, async (tx) => {
    if (
      (await joinFailuresSince(tx, new Date(now.getTime() - JOIN_LIMITS.perAgentWindowSeconds * 1000), agentEmail)) >=
      JOIN_LIMITS.perAgent
    )
      return AGENT_LOCKED;
    if (
      (await joinFailuresSince(tx, new Date(now.getTime() - JOIN_LIMITS.everyoneWindowSeconds * 1000))) >=
      JOIN_LIMITS.everyone
    )
      return JOINING_PAUSED;
    const found = /^\d{6}$/.test(code.trim()) ? await joinableSession(tx, code.trim(), now) : undefined;
    if (!found) await recordJoinFailure(tx, agentEmail, now);
    return found ?? CODE_NOT_VALID;
  });
  if (outcome === AGENT_LOCKED || outcome === JOINING_PAUSED) throw forbidden(outcome);
  if (outcome === CODE_NOT_VALID) throw new DomainError(CODE_NOT_VALID, 'NOT_FOUND');
  const row = outcome;
  await startActingFor(scope.db, scope.claims.sub, row.customerId, now, row.id);
  const acting = await describeActing(scope, row.customerId, now, true);
  await audit(scope.db, {
    agentEmail: scope.claims.email,
    customerEmail: acting.customerEmail,
    operation: 'joinRemoteSession',
    outcome: 'started',
  });
  return acting;
}

/** Whether an agent's view of a session may go on (viewable). */
export async function stillRunning(scope: Pick<Scope, 'db'>, sessionId: string, now = new Date()): Promise<boolean> {
  const row = await sessionById(scope.db, sessionId);
  return !!row && viewable(row, now);
}
