// The back end's timed work as jobs of one PostgreSQL job queue (pg-boss 12), on the database the portal keeps its
// records in: PostgreSQL, or PGlite in one process (through pg-boss's own PGlite adapter). A job is kept in the database until it is done, so it runs once however many instances work the queue (each
// takes its jobs with SKIP LOCKED), survives an instance that dies while running it (it expires and is retried), and
// can be counted (queued, active, failed). Handlers are written to be run again safely.
//
// Why pg-boss and not graphile-worker: both are well kept and run on PostgreSQL alone, but graphile-worker needs a
// pg pool of its own (its LISTEN connection), which PGlite cannot give; pg-boss works through an executor of SQL,
// which both databases have, so `npm start` and a cluster run the same queue.
import { PgBoss } from 'pg-boss';
import type { QueueDatabase, SqlExecutor } from '../db/client';
import { SpanKind } from '@opentelemetry/api';
import { currentRequestId, runForRequest } from '../logging/requestContext';
import { inCarriedTrace, inSpan, traceCarrier } from '../telemetry/tracing';

/** What every queue of the portal does with a job: retried 5 times a second apart, expired (and retried) after a minute. */
const QUEUE_OPTIONS = {
  policy: 'short',
  retryLimit: 5,
  retryDelay: 1,
  expireInSeconds: 60,
  retentionSeconds: 3600,
} as const;
/** How often an idle instance asks for work; a job made by this instance for a given time wakes it then instead. */
const POLL_SECONDS = 0.5;
/**
 * pg-boss 12's schema. pg-boss 10 kept its jobs in `pgboss`, and 12 cannot migrate that schema (its migrations start
 * at 11's): it starts afresh in a schema of its own, and what the old one still held is taken up by the sweeps, which
 * ask again for every step, posting and notice overdue (decision 0059).
 */
const SCHEMA = 'pgboss_v12';

export interface JobCounts {
  queued: number;
  active: number;
  failed: number;
  completed: number;
}

export interface JobQueue {
  /**
   * Runs queue `name` with `data` at `at`: once, whichever instance takes it. While a job of the same `key` waits,
   * another is not made (a second request for the same work is the same job). With `onceWithinSeconds`, one job of
   * the key is made in each such slot of time, whatever has become of the first (waiting, running or done): the
   * way several instances asking at once make one job.
   */
  runAt(name: string, data: object, at: Date, key: string, onceWithinSeconds?: number): Promise<void>;
  /** Takes `name`'s jobs on this instance; a handler that throws has its job retried. */
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** Runs `name` on a cron schedule (UTC), once a time across all instances. */
  every(name: string, cron: string): Promise<void>;
  /** The jobs of each queue by where they stand. */
  counts(): Promise<Record<string, JobCounts>>;
  /** How many jobs of each queue this instance has run (the cluster tests' way to see who did the work). */
  handledHere(): Record<string, number>;
  /** The requests that made the last jobs (up to 20) of each queue this instance ran, oldest first. */
  causesHere(): Record<string, string[]>;
  /** Whether this instance takes jobs: `running`, `paused` (see pause), or `stopped` for good. */
  taking(): 'running' | 'paused' | 'stopped';
  /** This instance stops taking jobs (the others take them), until `resume`. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/** The key of a job's data that names the request that made it (server/logging/requestContext.ts). */
const REQUEST_ID = 'requestId';
/** The key of a job's data that holds the trace it belongs to, when tracing is on (server/telemetry/tracing.ts). */
const TRACE = 'trace';

/** `onError` hears a job that failed, with the id of the request that made it when a request did. */
export async function startJobQueue(
  database: QueueDatabase,
  sql: SqlExecutor,
  onError: (error: unknown, requestId?: string) => void,
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: database.db,
    backend: database.backend,
    schema: SCHEMA,
    supervise: true,
    schedule: true,
  });
  boss.on('error', onError);
  await boss.start();
  const queues = new Set<string>();
  const workers = new Map<string, string>();
  const handlers = new Map<string, (data: never) => Promise<void>>();
  const handled: Record<string, number> = {};
  const causes: Record<string, string[]> = {};
  const wakeUps = new Set<NodeJS.Timeout>();
  let paused = false;
  let stopped = false;
  boss.on('stopped', () => {
    stopped = true;
  });

  async function queue(name: string) {
    if (queues.has(name)) return;
    if (!(await boss.getQueue(name))) await boss.createQueue(name, QUEUE_OPTIONS);
    queues.add(name);
  }

  /** This instance's worker of `name` asks for its work at `at` rather than at its next poll. */
  function wakeAt(name: string, at: Date) {
    const worker = workers.get(name);
    if (!worker) return;
    const timer = setTimeout(
      () => {
        wakeUps.delete(timer);
        boss.notifyWorker(worker);
      },
      Math.max(0, at.getTime() - Date.now()) + 5,
    );
    timer.unref();
    wakeUps.add(timer);
  }

  async function takeJobs(name: string) {
    const handler = handlers.get(name)!;
    // Up to 10 jobs a fetch; each fails (and is retried) on its own: the rest of the batch completes.
    const id = await boss.work<object>(name, { pollingIntervalSeconds: POLL_SECONDS, batchSize: 10 }, async (jobs) => {
      for (const job of jobs) {
        // The job runs for the request that made it (its log lines name it), if a request did.
        // It is a span of that request's trace too, when tracing is on.
        const { [REQUEST_ID]: requestId, [TRACE]: carrier, ...data } = job.data as Record<string, unknown>;
        const cause = typeof requestId === 'string' ? requestId : undefined;
        const run = () =>
          inCarriedTrace(carrier, () =>
            inSpan(
              `job ${name}`,
              { 'messaging.destination.name': name },
              () => handler(data as never),
              SpanKind.CONSUMER,
            ),
          );
        try {
          await (cause ? runForRequest(cause, run) : run());
          handled[name] = (handled[name] ?? 0) + 1;
          if (cause) causes[name] = [...(causes[name] ?? []), cause].slice(-20);
        } catch (error) {
          onError(error, cause);
          await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
        }
      }
    });
    workers.set(name, id);
  }

  return {
    async runAt(name, data, at, key, onceWithinSeconds) {
      await queue(name);
      const requestId = currentRequestId();
      const carrier = traceCarrier();
      await boss.send(
        name,
        { ...data, ...(requestId ? { [REQUEST_ID]: requestId } : {}), ...(carrier ? { [TRACE]: carrier } : {}) },
        {
          startAfter: at,
          singletonKey: key,
          ...(onceWithinSeconds ? { singletonSeconds: onceWithinSeconds } : {}),
        },
      );
      wakeAt(name, at);
    },
    async work(name, handler) {
      await queue(name);
      handlers.set(name, handler);
      await takeJobs(name);
    },
    async every(name, cron) {
      await queue(name);
      await boss.schedule(name, cron);
    },
    async counts() {
      const { rows } = await sql.executeSql(
        `SELECT name, state, count(*)::int AS count FROM ${SCHEMA}.job GROUP BY name, state`,
      );
      const counts: Record<string, JobCounts> = {};
      for (const name of queues) counts[name] = { queued: 0, active: 0, failed: 0, completed: 0 };
      for (const row of rows as { name: string; state: string; count: number }[]) {
        const entry = (counts[row.name] ??= { queued: 0, active: 0, failed: 0, completed: 0 });
        if (row.state === 'created' || row.state === 'retry') entry.queued += row.count;
        else if (row.state === 'active') entry.active += row.count;
        else if (row.state === 'failed') entry.failed += row.count;
        else if (row.state === 'completed') entry.completed += row.count;
      }
      return counts;
    },
    handledHere: () => ({ ...handled }),
    causesHere: () => structuredClone(causes),
    taking: () => (stopped ? 'stopped' : paused ? 'paused' : 'running'),
    async pause() {
      paused = true;
      for (const name of [...workers.keys()]) {
        workers.delete(name);
        await boss.offWork(name);
      }
    },
    async resume() {
      paused = false;
      for (const name of handlers.keys()) if (!workers.has(name)) await takeJobs(name);
    },
    async stop() {
      stopped = true;
      for (const timer of wakeUps) clearTimeout(timer);
      wakeUps.clear();
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}
