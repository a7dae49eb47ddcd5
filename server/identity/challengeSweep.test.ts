// The hourly purge deletes the sign-in and passkey challenges that ran out unanswered, and only those. On PostgreSQL
// only: the test writes the challenges straight into the shared server's database, which a PGlite server keeps to
// itself.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testHook } from '../../tests/support/serverClient';

const onPostgres = process.env.DATABASE_URL ? it : it.skip;

onPostgres('deletes the challenges that ran out, and keeps the live ones', async () => {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL! });
  try {
    const id = (label: string) => `sweep-${label}-${randomBytes(12).toString('base64url')}`;
    const ranOut = id('ran-out');
    const live = id('live');
    await pool.query(
      `INSERT INTO auth_challenges (id, user_sub, kind, data, expires_at)
       VALUES ($1, NULL, 'WEB_AUTHN', '{}', now() - interval '1 minute'), ($2, NULL, 'WEB_AUTHN', '{}', now() + interval '1 hour')`,
      [ranOut, live],
    );
    await testHook('jobs/run', { method: 'POST', body: { queue: 'purge-expired-applications', key: id('key') } });
    const left = async () =>
      (
        await pool.query<{ id: string }>('SELECT id FROM auth_challenges WHERE id = ANY($1)', [[ranOut, live]])
      ).rows.map((row) => row.id);
    const deadline = Date.now() + 20_000;
    while ((await left()).includes(ranOut) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 200));
    expect(await left()).toEqual([live]);
    await pool.query('DELETE FROM auth_challenges WHERE id = $1', [live]);
  } finally {
    await pool.end();
  }
});
