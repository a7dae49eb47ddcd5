// GET /api/ready (issue 49): 200 when the database answers, its migrations are this build's and the job queue takes
// work here; 503 naming what is not. The rule with stand-ins for each fault, and the route on the shared server.
import type { SqlExecutor } from '../db/client';
import { testHook } from '../../tests/support/serverClient';
import { lastMigrationOfBuild, readiness } from './readiness';

const sharedUrl = () => process.env.TEST_SERVER_URL!;
const LAST = lastMigrationOfBuild();
const migratedTo = (last: number | null): SqlExecutor => ({
  executeSql: () => Promise.resolve({ rows: [{ last: last === null ? null : String(last) }] }),
});
const running = { taking: () => 'running' as const };

describe('readiness', () => {
  it('is ready when the database answers with this build’s last migration and the queue runs', async () => {
    await expect(readiness(migratedTo(LAST), running, LAST)).resolves.toEqual({
      ready: true,
      database: 'answers',
      migrations: 'current',
      jobs: 'running',
      notReady: [],
    });
  });

  it('names the migrations behind or ahead of the build, and a database never migrated', async () => {
    expect((await readiness(migratedTo(LAST - 1), running, LAST)).migrations).toBe('behind');
    expect((await readiness(migratedTo(LAST + 1), running, LAST)).migrations).toBe('ahead');
    const never = await readiness(migratedTo(null), running, LAST);
    expect(never).toMatchObject({ ready: false, migrations: 'behind', notReady: ['migrations'] });
  });

  it('names a database that fails or does not answer in time, and a queue paused or stopped', async () => {
    const failing: SqlExecutor = { executeSql: () => Promise.reject(new Error('connection refused')) };
    const silent: SqlExecutor = { executeSql: () => new Promise(() => undefined) };
    expect(await readiness(failing, { taking: () => 'stopped' }, LAST)).toMatchObject({
      ready: false,
      database: 'does not answer',
      jobs: 'stopped',
      notReady: ['database', 'migrations', 'jobs'],
    });
    expect(await readiness(silent, running, LAST, 20)).toMatchObject({ notReady: ['database', 'migrations'] });
    expect(await readiness(migratedTo(LAST), { taking: () => 'paused' }, LAST)).toMatchObject({ notReady: ['jobs'] });
  });

  it('answers 200 on the server, on any host, and 503 naming the job queue while it is paused', async () => {
    // A balancer asks by address (the test server believes the forwarded host from this machine): the answer alone.
    const ready = await fetch(`${sharedUrl()}/api/ready`, { headers: { 'x-forwarded-host': '10.9.8.7:8080' } });
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true });
    // A brand host's visitor too (issue 68: the migrations and the job queue's state were shown to anyone).
    const visitor = await fetch(`${sharedUrl()}/api/ready`, {
      headers: { 'x-forwarded-host': `cng.localhost:${new URL(sharedUrl()).port}` },
    });
    expect(await visitor.json()).toEqual({ ready: true });
    // An operator (a loopback host name, as no operator token is configured here) is told why.
    expect(await (await fetch(`${sharedUrl()}/api/ready`)).json()).toEqual({
      ready: true,
      database: 'answers',
      migrations: 'current',
      jobs: 'running',
      notReady: [],
      // Which provider serves each capability, by name only.
      providers: {
        bankLinks: 'plaid-local-sandbox',
        textMessages: 'mail-stand-in',
        identity: 'portal-identity-service',
      },
    });
    await testHook('jobs/pause', { method: 'POST' });
    try {
      const paused = await fetch(`${sharedUrl()}/api/ready`);
      expect(paused.status).toBe(503);
      expect(await paused.json()).toMatchObject({ ready: false, jobs: 'paused', notReady: ['jobs'] });
    } finally {
      await testHook('jobs/resume', { method: 'POST' });
    }
    expect((await fetch(`${sharedUrl()}/api/ready`)).status).toBe(200);
  });
});
