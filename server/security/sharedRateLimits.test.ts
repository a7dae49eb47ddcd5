// Rate limits counted in the database: a route's limit holds for one caller whichever instance answers. On PostgreSQL
// (where two instances can share a database), the resume lookup's 5 a minute allows 5 in all across two instances,
// not 5 each; on either database, one instance allows 5 and refuses the 6th.
import type { ChildProcess } from 'node:child_process';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../../tests/jest/startServer.cjs') as {
  startServer: (env: Record<string, string>) => Promise<{ child: ChildProcess; url: string }>;
};

jest.setTimeout(60_000);

/** A caller no other test is: its own forwarded address (the test servers trust the forwarding header from localhost). */
const caller = () => `10.250.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

const lookup = async (base: string, address: string) =>
  (
    await fetch(`${base}/api/application/resume-lookup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email: 'nobody.here@example.com', dateOfBirth: '1990-01-01' }),
    })
  ).status;

it('allows 5 resume lookups a minute from one caller, and refuses the 6th', async () => {
  const address = caller();
  const statuses = [];
  for (let i = 0; i < 6; i += 1) statuses.push(await lookup(process.env.TEST_SERVER_URL!, address));
  expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
});

const onPostgres = process.env.DATABASE_URL ? it : it.skip;

onPostgres('allows 5 in all, not 5 each, when two instances answer the same caller by turns', async () => {
  const other = await startServer({
    DATABASE_URL: process.env.DATABASE_URL!,
    SEED: 'false',
    START_MAILDEV: 'false',
    TRUSTED_PROXIES: '127.0.0.1',
  });
  try {
    const address = caller();
    const bases = [process.env.TEST_SERVER_URL!, other.url];
    const statuses = [];
    for (let i = 0; i < 10; i += 1) statuses.push(await lookup(bases[i % 2]!, address));
    expect(statuses.filter((status) => status !== 429)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
  } finally {
    other.child.kill('SIGKILL');
  }
});
