// The test hooks, all in one place: served only when the test runner starts the server with TEST_HOOKS=true (never by
// default, never in production; settings.ts refuses that start), so no running portal has an open door for them.
// Flags changed at run time, the 21-day purge as of a given day, the audit log, dropping the application sockets, the
// signing keys as stored, an application put in any state, a screen share whose customer left, loans made, closed and their payments posted at once for the payment property test,
// changes to logins made and carried to a user pool, faults of Cognito's stand-in and the calls it was sent,
// and, for the cluster tests, what this instance holds and does (its sockets, the jobs it ran) and its job workers paused.
import { count, desc, eq, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { REQUEST_ID_ATTRIBUTE } from '../telemetry/tracing';
import type { FastifyInstance } from 'fastify';
import { isBrandKey } from '../../brands/index';
import { schema, type Database } from '../db/client';
import { loanRow } from '../db/loanSeed';
import { auditLog } from '../db/schema/agents';
import { rememberedDevices, signingKeys, users } from '../db/schema/identity';
import { loanPayments, loans } from '../db/schema/loans';
import type { SeedLoan } from '../db/seed';
import { applicationById, purgeExpired, type ApplicationRow } from '../domain/application/applicationRepository';
import { applications } from '../db/schema/applications';
import type { ChangeFeed } from '../db/changeFeed';
import { rateLimits } from '../db/schema/rateLimits';
import { postDue, type PostingDeps } from '../domain/loans/paymentService';
import { CUSTOMER_GONE_SECONDS } from '../domain/remoteSession/remoteSessionRules';
import { markCustomerSeen } from '../domain/remoteSession/remoteSessionRepository';
import { customerIdOf } from '../domain/customers/customerRepository';
import { changeFlags, resetFlags } from '../flags/featureFlags';
import type { JobQueue } from '../jobs/jobQueue';
import { JOBS } from '../jobs/portalJobs';
import { isUuid } from '../domain/uuid';
import type { CognitoAdmin } from '../identity/cognitoAdmin';
import type { LoginChange, Logins } from '../identity/logins';
import { loginChanges } from '../db/schema/identity';

export interface TestHookDeps {
  /** The card processor and the seal a card payment's posting charges through. */
  payments: PostingDeps;
  db: Database;
  changes: ChangeFeed;
  dropApplicationSockets: () => number;
  openSockets: () => number;
  jobs: JobQueue;
  /** The spans the server kept in memory (server/telemetry/tracing.ts). */
  recentSpans: () => ReadableSpan[];
  /** The logins the flows change (server/identity/logins.ts). */
  logins: Logins;
  /** The admin operations of Cognito's stand-in, when the identity service stands in for a pool (COGNITO_ENV=local). */
  cognitoAdmin: CognitoAdmin | null;
}

/** The queues a test may ask to run now: the ones whose jobs carry no data. */
const RUNNABLE: string[] = [JOBS.purge, JOBS.decisionSweep, JOBS.postingSweep];

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

const isLoginChange = (value: unknown): value is LoginChange =>
  isObject(value) &&
  typeof value.sub === 'string' &&
  isUuid(value.sub) &&
  (value.kind === 'signOutEverywhere' ||
    (value.kind === 'rename' && typeof value.email === 'string') ||
    (value.kind === 'becomeCustomer' &&
      ['brand', 'source', 'givenName', 'familyName'].every((name) => typeof value[name] === 'string')));

/** The changes to logins still waiting for the pool, oldest first: their kind and how often the pool refused them. */
async function waitingLoginChanges(db: Database) {
  const rows = await db.select().from(loginChanges).orderBy(loginChanges.id);
  return rows.map((row) => ({ kind: String(row.change.kind), sub: row.userSub, tries: row.tries }));
}

export function registerTestHookRoutes(
  app: FastifyInstance,
  { db, changes, dropApplicationSockets, openSockets, jobs, payments, recentSpans, logins, cognitoAdmin }: TestHookDeps,
): void {
  // Changes to logins (decision 0082): made as a flow makes them, carried to the pool now (as if `later`: past the
  // wait of a change the pool refused; `parallel` carriers at once, as instances are), and those still waiting.
  app.post<{ Body: { changes?: unknown } }>('/api/test/login-changes', async (request, reply) => {
    const changes = request.body?.changes;
    if (!Array.isArray(changes) || !changes.every(isLoginChange))
      return reply.code(400).send({ error: 'Send { changes: [{ kind, sub, ... }] }' });
    await logins.commit(changes);
    return { waiting: await waitingLoginChanges(db) };
  });
  app.post<{ Body: { later?: unknown; parallel?: unknown } }>('/api/test/login-changes/settle', async (request) => {
    const at = request.body?.later === true ? new Date(Date.now() + 3600_000) : undefined;
    const parallel = Math.min(Math.max(Number(request.body?.parallel) || 1, 1), 4);
    const carried = await Promise.all(Array.from({ length: parallel }, () => logins.settle(at)));
    return { carried: carried.reduce((sum, n) => sum + n, 0), waiting: await waitingLoginChanges(db) };
  });
  // Cognito's stand-in: the next calls of an admin operation fail inside; the calls it was sent.
  app.post<{ Body: { operation?: unknown; count?: unknown } }>('/api/test/cognito-admin/fail', (request, reply) => {
    const { operation, count } = request.body ?? {};
    if (!cognitoAdmin) return reply.code(404).send({ error: 'The identity service does not stand in for a pool' });
    if (typeof operation !== 'string' || !Number.isInteger(count))
      return reply.code(400).send({ error: 'Send { operation, count }' });
    cognitoAdmin.fail(operation, count as number);
    return { failing: true };
  });
  app.get('/api/test/cognito-admin/calls', (_request, reply) =>
    cognitoAdmin
      ? cognitoAdmin.calls
      : reply.code(404).send({ error: 'The identity service does not stand in for a pool' }),
  );

  // The spans of one trace, or of the request whose id is given, as the tests read them.
  app.get<{ Querystring: { requestId?: string; traceId?: string } }>('/api/test/spans', (request) => {
    const { requestId, traceId } = request.query;
    return recentSpans()
      .filter(
        (span) =>
          (traceId === undefined || span.spanContext().traceId === traceId) &&
          (requestId === undefined || span.attributes[REQUEST_ID_ATTRIBUTE] === requestId),
      )
      .map((span) => ({
        name: span.name,
        kind: span.kind,
        traceId: span.spanContext().traceId,
        spanId: span.spanContext().spanId,
        parentSpanId: span.parentSpanContext?.spanId ?? null,
        attributes: span.attributes,
      }));
  });
  app.put<{ Params: { brand: string }; Body: unknown }>('/api/test/flags/:brand', async (request, reply) => {
    if (!isBrandKey(request.params.brand)) return reply.code(404).send({ error: 'Unknown brand' });
    if (!isObject(request.body)) return reply.code(400).send({ error: 'Send a JSON object of flags' });
    return changeFlags(db, request.params.brand, request.body);
  });
  app.post('/api/test/reset-flags', async () => {
    await resetFlags(db);
    return { success: true };
  });
  // The 21-day purge run as if it were `now` (a fake clock for the tests).
  app.post<{ Body: { now?: unknown } }>('/api/test/purge-applications', async (request, reply) => {
    const now = new Date(typeof request.body?.now === 'string' ? request.body.now : '');
    if (Number.isNaN(now.getTime())) return reply.code(400).send({ error: 'Send { now: an ISO date-time }' });
    return { purged: await purgeExpired(db, now) };
  });
  app.get('/api/test/audit-log', async () => db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(100));
  app.post('/api/test/drop-application-sockets', () => ({ dropped: dropApplicationSockets() }));
  // The customer's page of a running screen share last asked about it longer ago than a share outlives it (a fake clock).
  app.post<{ Body: { email?: unknown } }>('/api/test/remote-session-left', async (request, reply) => {
    if (typeof request.body?.email !== 'string') return reply.code(400).send({ error: 'Send { email }' });
    const lastSeenAt = new Date(Date.now() - (CUSTOMER_GONE_SECONDS + 1) * 1000);
    const customerId = await customerIdOf(db, request.body.email);
    return { left: customerId ? await markCustomerSeen(db, customerId, lastSeenAt) : 0 };
  });

  // A loan for a customer, as the seed makes them ({ email, brand, loan: a personas.json loan }).
  app.post<{ Body: { email?: unknown; brand?: unknown; loan?: unknown } }>(
    '/api/test/loans',
    async (request, reply) => {
      const { email, brand, loan } = request.body ?? {};
      if (typeof email !== 'string' || typeof brand !== 'string' || !isBrandKey(brand) || !isObject(loan))
        return reply.code(400).send({ error: 'Send { email, brand, loan }' });
      const customerId = await customerIdOf(db, email);
      if (!customerId) return reply.code(400).send({ error: 'No customer has that email' });
      const [made] = await db
        .insert(loans)
        .values(loanRow({ customerId, brand }, loan as unknown as SeedLoan, new Date()))
        .returning();
      return { loanNumber: made!.loanNumber };
    },
  );
  // A loan closed another way than by a payment (a conversion or refinance), with payments still pending on it.
  app.post<{ Body: { loanNumber?: unknown; systemState?: unknown } }>(
    '/api/test/close-loan',
    async (request, reply) => {
      const { loanNumber, systemState } = request.body ?? {};
      if (typeof loanNumber !== 'string' || (systemState !== 'CONVERTED' && systemState !== 'REFINANCED'))
        return reply.code(400).send({ error: 'Send { loanNumber, systemState: CONVERTED or REFINANCED }' });
      const closed = await db
        .update(loans)
        .set({ status: 'CLOSED', systemState, closedAt: new Date() })
        .where(eq(loans.loanNumber, loanNumber))
        .returning({ id: loans.id });
      return { closed: closed.length };
    },
  );
  // A loan's row and its payments as stored (cents, refunds), for the payment property test.
  app.get<{ Params: { loanNumber: string } }>('/api/test/loans/:loanNumber', async (request, reply) => {
    const [loan] = await db.select().from(loans).where(eq(loans.loanNumber, request.params.loanNumber));
    if (!loan) return reply.code(404).send({ error: 'No such loan' });
    return { loan, payments: await db.select().from(loanPayments).where(eq(loanPayments.loanId, loan.id)) };
  });
  // An application's row as stored (the purge test checks what is left of one the purge emptied).
  app.get<{ Params: { id: string } }>('/api/test/applications/:id', async (request, reply) => {
    const row = isUuid(request.params.id) ? await applicationById(db, request.params.id) : undefined;
    if (!row) return reply.code(404).send({ error: 'No such application' });
    return row;
  });
  // An application put in any state (whose, which brand, which type, its status and dates), for the property test of
  // a step's conditional save; only these columns, and the dates as ISO strings or null.
  app.patch<{ Params: { id: string }; Body: Record<string, unknown> }>(
    '/api/test/applications/:id',
    async (request, reply) => {
      const body = isObject(request.body) ? request.body : {};
      const date = (value: unknown) => (typeof value === 'string' ? new Date(value) : null);
      const owner = typeof body.ownerEmail === 'string' ? await customerIdOf(db, body.ownerEmail) : undefined;
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      if (!isUuid(request.params.id)) return reply.code(404).send({ error: 'No such application' });
      const [row] = await db
        .update(applications)
        .set({
          ...(owner ? { customerId: owner } : {}),
          ...(text(body.brand) ? { brand: text(body.brand) } : {}),
          ...(text(body.applicationType) ? { applicationType: text(body.applicationType) } : {}),
          ...(text(body.status) ? { status: text(body.status) as ApplicationRow['status'] } : {}),
          ...('submittedAt' in body ? { submittedAt: date(body.submittedAt) } : {}),
          ...('withdrawnAt' in body ? { withdrawnAt: date(body.withdrawnAt) } : {}),
          ...('purgedAt' in body ? { purgedAt: date(body.purgedAt) } : {}),
        })
        .where(eq(applications.id, request.params.id))
        .returning();
      if (!row) return reply.code(404).send({ error: 'No such application' });
      return row;
    },
  );
  // A login's remembered devices made to have run out (the 30 days are over), for the expiry test.
  app.post<{ Body: { email?: unknown } }>('/api/test/expire-devices', async (request, reply) => {
    const email = typeof request.body?.email === 'string' ? request.body.email : '';
    const [user] = await db.select({ sub: users.sub }).from(users).where(eq(users.email, email));
    if (!user) return reply.code(404).send({ error: 'No such login' });
    const rows = await db
      .update(rememberedDevices)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(rememberedDevices.userSub, user.sub))
      .returning();
    return { expired: rows.length };
  });
  // The token signing keys as stored (the tests check that no private key is kept in plain text).
  app.get('/api/test/signing-keys', async () =>
    db
      .select({ kid: signingKeys.kid, privateJwk: signingKeys.privateJwk, privateSealed: signingKeys.privateSealed })
      .from(signingKeys),
  );
  // How many rows each table holds (the fuzz test checks that a refused request stores nothing).
  app.get('/api/test/row-counts', async () => {
    const counts: Record<string, number> = {};
    for (const table of Object.values(schema)) {
      // The rate limits' counters count every request, refused or not: they are not what a request stores.
      if (!is(table, PgTable) || table === rateLimits) continue;
      const [row] = await db.select({ rows: count() }).from(table);
      counts[getTableName(table)] = row?.rows ?? 0;
    }
    return counts;
  });
  // The payment processor's step now, for every payment pending (however recent).
  app.post('/api/test/post-payments', async () => ({ posted: await postDue(db, payments, 0, changes) }));
  // This instance: its open sockets and how many jobs of each queue it ran.
  app.get('/api/test/instance', () => ({
    sockets: openSockets(),
    handled: jobs.handledHere(),
    causes: jobs.causesHere(),
  }));
  app.post('/api/test/jobs/pause', async () => {
    await jobs.pause();
    return { paused: true };
  });
  app.post('/api/test/jobs/resume', async () => {
    await jobs.resume();
    return { paused: false };
  });
  // A job of a data-less queue asked for now under `key`: the same key from several instances within the hour is one
  // job, as the start's sweeps and purge are within a minute.
  app.post<{ Body: { queue?: unknown; key?: unknown } }>('/api/test/jobs/run', async (request, reply) => {
    const { queue, key } = request.body ?? {};
    if (typeof queue !== 'string' || !RUNNABLE.includes(queue) || typeof key !== 'string' || !key)
      return reply.code(400).send({ error: `Send { queue: one of ${RUNNABLE.join(', ')}, key }` });
    await jobs.runAt(queue, {}, new Date(), key, 3600);
    return { asked: true };
  });
}
