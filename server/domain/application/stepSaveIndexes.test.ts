// A step's save changes no indexed column of `applications` (decision 0075), so PostgreSQL can write it as a HOT
// update: the new version of the row on the same page, and no index touched. A save writes the step's own columns,
// where the person goes next (application_url) and when it changed (modified_at); no index may name one of them, in
// its key, an expression or its condition. On PostgreSQL only: it reads the catalog of the shared server's database.
import pg from 'pg';

const onPostgres = process.env.DATABASE_URL ? it : it.skip;

/** What the steps' saves write (the values applicationService.ts gives updateIfChangeable, and modified_at). */
const SAVED_COLUMNS = [
  'modified_at',
  'application_url',
  'personal',
  'state_code',
  'retail_only',
  'online_only',
  'ssn_hash',
  'ssn_last4',
  'preferred_product_code',
  'channel',
  'store_number',
  'income',
];

onPostgres('leaves every column a step’s save writes out of the indexes of applications', async () => {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL! });
  try {
    const { rows: columns } = await pool.query<{ name: string }>(
      `SELECT attname AS name FROM pg_attribute
       WHERE attrelid = 'applications'::regclass AND attnum > 0 AND NOT attisdropped`,
    );
    const names = columns.map((column) => column.name);
    // Every column this test names is one of the table's (a column renamed would leave the check empty).
    expect(names).toEqual(expect.arrayContaining(SAVED_COLUMNS));
    const { rows: indexes } = await pool.query<{ name: string; definition: string }>(
      `SELECT index.relname AS name, pg_get_indexdef(entry.indexrelid) AS definition
       FROM pg_index entry JOIN pg_class index ON index.oid = entry.indexrelid
       WHERE entry.indrelid = 'applications'::regclass`,
    );
    expect(indexes.map((index) => index.name)).toContain('applications_unsent_notices');
    const named = (definition: string) =>
      SAVED_COLUMNS.filter((column) => new RegExp(`(^|[^a-z_])"?${column}"?([^a-z_]|$)`).test(definition));
    expect(indexes.map((index) => ({ index: index.name, names: named(index.definition) }))).toEqual(
      indexes.map((index) => ({ index: index.name, names: [] })),
    );
  } finally {
    await pool.end();
  }
});
