// Opens the database: embedded PostgreSQL (PGlite) in a data folder by default, PostgreSQL when
// DATABASE_URL is set; applies the versioned migrations either way.
import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as identityTables from './schema/identity';
import * as customersTables from './schema/customers';
import * as enrollmentsTables from './schema/enrollments';
import * as codesTables from './schema/codes';
import * as agentsTables from './schema/agents';
import * as flagsTables from './schema/flags';
import * as storesTables from './schema/stores';
import * as applicationsTables from './schema/applications';
import * as loansTables from './schema/loans';
import * as rateLimitTables from './schema/rateLimits';
import * as plaidStandInTables from './schema/plaidStandIn';
import * as seedingTables from './schema/seeding';
import { memoryChangeFeed, postgresChangeFeed, type ChangeFeed } from './changeFeed';
import { tracePglite, tracePool } from '../telemetry/databaseSpans';
import { countWrites } from './rememberedReads';
import { fromPglite, type Db } from 'pg-boss';

/** Every table, for drizzle (one file a domain under ./schema). */
export const schema = {
  ...identityTables,
  ...customersTables,
  ...enrollmentsTables,
  ...codesTables,
  ...agentsTables,
  ...flagsTables,
  ...storesTables,
  ...applicationsTables,
  ...loansTables,
  ...rateLimitTables,
  ...plaidStandInTables,
  ...seedingTables,
};

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** Plain SQL on the same database (the readiness check, the job queue's counts). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}
/** The database as the job queue takes it: pg-boss's own adapter for PGlite, the pool's queries on PostgreSQL. */
export interface QueueDatabase {
  backend: 'pglite' | 'postgres';
  db: Db;
}
export interface OpenDatabase {
  db: Database;
  sql: SqlExecutor;
  queue: QueueDatabase;
  /** News of changes for every instance's sockets (LISTEN/NOTIFY on PostgreSQL, in memory on PGlite). */
  changes: ChangeFeed;
  close: () => Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * `dataDir` is a folder, or "memory://" for a throw-away database (tests). `onError` hears what goes wrong out of any
 * request's way (the change feed's connection lost and opened again).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  onError: (error: unknown) => void;
  /** A span for each statement (tracing is on: server/telemetry/tracing.ts). */
  traced?: boolean;
}): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.databaseUrl });
    if (options.traced) tracePool(pool);
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    const changes = await postgresChangeFeed(pool, options.databaseUrl, options.onError);
    const close = async () => {
      await changes.close();
      await pool.end();
    };
    const sql: SqlExecutor = { executeSql: (text, values) => pool.query(text, values) };
    return {
      db: db as unknown as Database,
      sql,
      queue: { backend: 'postgres', db: sql },
      changes,
      close,
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!options.dataDir.includes('://')) createDataFolder(options.dataDir);
  // The distance search of the stores needs earthdistance (and the cube type it is built on), as on PostgreSQL.
  const { cube } = await import('@electric-sql/pglite/contrib/cube');
  const { earthdistance } = await import('@electric-sql/pglite/contrib/earthdistance');
  const client = await PGlite.create(options.dataDir, { extensions: { cube, earthdistance } });
  if (options.traced) tracePglite(client);
  const db = drizzle(client, { schema });
  countWrites(db, client);
  await migrate(db, { migrationsFolder });
  // PGlite writes a new folder's first files with their own modes (666), and keeps each file's mode as it rewrites
  // it: they are made private once it has opened the folder, and again when it closes.
  const folder = options.dataDir.includes('://') ? null : options.dataDir;
  if (folder) makePrivate(folder);
  // pg-boss's adapter: PGlite takes parameters only in a single statement, and pg-boss's statements without any may be
  // several (run with exec); a failed statement in a transaction is rolled back before the next, as a pool would.
  const queueDb = fromPglite(client);
  return {
    db: db as unknown as Database,
    sql: queueDb,
    queue: { backend: 'pglite', db: queueDb },
    changes: memoryChangeFeed(),
    close: async () => {
      await client.close();
      if (folder) makePrivate(folder);
    },
  };
}

/**
 * The data folder and its parents, so a fresh clone (no `.data/`) or a nested DATA_DIR starts. The database's files
 * hold names, birth dates and licence numbers (the WAL among them): the folder and everything in it are this user's
 * alone (folders 700, files 600), whatever the umask; what the process makes from now on is too (umask 077), and a
 * folder an earlier version left readable is made private again.
 */
function createDataFolder(dataDir: string): void {
  process.umask(0o077);
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    throw new Error(
      `cannot create the data folder ${dataDir} (${reason}); set DATA_DIR to a folder this user can write`,
      { cause: error },
    );
  }
  makePrivate(dataDir);
}

function makePrivate(dataDir: string): void {
  chmodSync(dataDir, 0o700);
  for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(path, 0o700);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}
