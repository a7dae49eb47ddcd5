// Opens the database: embedded PostgreSQL (PGlite) in a data folder by default, PostgreSQL when
// DATABASE_URL is set; applies the versioned migrations either way.
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export interface OpenDatabase { db: Database; close: () => Promise<void>; }

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** `dataDir` is a folder, or "memory://" for a throw-away database (tests). */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.databaseUrl });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Database, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create(options.dataDir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database, close: () => client.close() };
}
