// GET /api/ready (issue 49): whether this instance can take traffic. 200 when the database answers, its migrations
// are the ones this build carries (no fewer, no more), and the job queue takes work here; 503 otherwise, naming what
// is not. /api/health stays the liveness check (the process answers at all): a balancer takes an instance out on
// /api/ready and restarts it only on /api/health. Nothing personal, nothing secret: states only.
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SqlExecutor } from '../db/client';
import type { JobQueue } from '../jobs/jobQueue';
import { BANK_LINK_PROVIDERS, IDENTITY_PROVIDERS, TEXT_MESSAGE_PROVIDERS, type Providers } from '../providers';

/** The states each check can be in: the answer's type and its described schema both come from these. */
const CHECKS = ['database', 'migrations', 'jobs'] as const;
const DATABASE_STATES = ['answers', 'does not answer'] as const;
const MIGRATION_STATES = ['current', 'behind', 'ahead', 'unknown'] as const;
const JOB_STATES = ['running', 'paused', 'stopped'] as const satisfies readonly ReturnType<JobQueue['taking']>[];

export type Check = (typeof CHECKS)[number];

export interface Readiness {
  ready: boolean;
  database: (typeof DATABASE_STATES)[number];
  migrations: (typeof MIGRATION_STATES)[number];
  jobs: (typeof JOB_STATES)[number];
  /** What is not ready, in the order above. */
  notReady: Check[];
}

/** How long the database has to answer before it counts as not answering. */
export const DATABASE_ANSWER_MS = 2_000;

/** When the last migration this build carries was made (drizzle's journal): the database's newest must be it. */
export function lastMigrationOfBuild(): number {
  const journal = JSON.parse(readFileSync(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('no answer')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export async function readiness(
  sql: SqlExecutor,
  jobs: Pick<JobQueue, 'taking'>,
  lastMigration: number,
  answerMs = DATABASE_ANSWER_MS,
): Promise<Readiness> {
  let database: Readiness['database'] = 'answers';
  let migrations: Readiness['migrations'] = 'unknown';
  try {
    const { rows } = await within(
      sql.executeSql('SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations'),
      answerMs,
    );
    const last = Number((rows[0] as { last: string | null } | undefined)?.last ?? 0);
    migrations = last === lastMigration ? 'current' : last < lastMigration ? 'behind' : 'ahead';
  } catch {
    database = 'does not answer';
  }
  const state = jobs.taking();
  const notReady: Check[] = [];
  if (database !== 'answers') notReady.push('database');
  if (migrations !== 'current') notReady.push('migrations');
  if (state !== 'running') notReady.push('jobs');
  return { ready: notReady.length === 0, database, migrations, jobs: state, notReady };
}

/**
 * `isOperator`: who is told why (the database, the migrations, the job queue); anyone else, a balancer among them, gets
 * the answer alone (200 or 503 with { ready }): how the instance is made is the operators' business (issue 68).
 */
export function registerReadiness(
  app: FastifyInstance,
  sql: SqlExecutor,
  jobs: JobQueue,
  isOperator: (request: FastifyRequest) => boolean,
  /** Which provider serves each capability, by name (settings.ts's providersOf): told to operators with the reasons. */
  providers: Providers,
): void {
  const lastMigration = lastMigrationOfBuild();
  const answer = {
    type: 'object',
    required: ['ready'],
    properties: {
      ready: { type: 'boolean' },
      database: { type: 'string', enum: DATABASE_STATES },
      migrations: { type: 'string', enum: MIGRATION_STATES },
      jobs: { type: 'string', enum: JOB_STATES },
      notReady: { type: 'array', items: { type: 'string', enum: CHECKS } },
      providers: {
        type: 'object',
        properties: {
          bankLinks: { type: 'string', enum: BANK_LINK_PROVIDERS },
          textMessages: { type: 'string', enum: TEXT_MESSAGE_PROVIDERS },
          identity: { type: 'string', enum: IDENTITY_PROVIDERS },
        },
      },
    },
  } as const;
  const route = {
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: {
      tags: ['operations'],
      summary: 'Readiness: the database answers, its migrations are current and the job queue runs',
      description: 'The reasons go to operators only (Authorization: Bearer OPERATOR_TOKEN, or a loopback host).',
      response: { 200: answer, 503: answer },
    },
  };
  app.get('/api/ready', route, async (request, reply) => {
    const state = await readiness(sql, jobs, lastMigration);
    return reply
      .code(state.ready ? 200 : 503)
      .send(isOperator(request) ? { ...state, providers } : { ready: state.ready });
  });
}
