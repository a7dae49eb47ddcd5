// The change feed: a notice reaches the listeners of its topic and id, and no others; on PostgreSQL it reaches the
// listeners of another instance (another pool and listening connection on the same database), and a listening
// connection that is lost is opened again, its listeners told to read again, and later notices arrive.
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import WebSocket from 'ws';
import { memoryChangeFeed, postgresChangeFeed, type ChangeFeed } from './changeFeed';
import { atStepFour, checksDone } from '../../tests/support/applicationClient';
import { graphql } from '../../tests/support/serverClient';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../../tests/jest/startServer.cjs') as {
  startServer: (env: Record<string, string>) => Promise<{ child: ChildProcess; url: string }>;
};

jest.setTimeout(60_000);

/** Resolves on the listener's next call. */
const nextCall = (feed: ChangeFeed, topic: 'application' | 'loan', id: string) =>
  new Promise<void>((resolve) => {
    const stop = feed.subscribe(topic, id, () => {
      stop();
      resolve();
    });
  });

it('tells the listeners of one topic and id, until they stop', () => {
  const feed = memoryChangeFeed();
  const heard: string[] = [];
  const stop = feed.subscribe('application', 'a1', () => heard.push('a1'));
  feed.subscribe('loan', 'a1', () => heard.push('loan a1'));
  feed.subscribe('application', 'a2', () => heard.push('a2'));
  feed.publish('application', 'a1');
  stop();
  feed.publish('application', 'a1');
  expect(heard).toEqual(['a1']);
});

const onPostgres = process.env.DATABASE_URL ? it : it.skip;

onPostgres('carries a notice to another instance, and after its listening connection is lost, again', async () => {
  const url = process.env.DATABASE_URL!;
  const pools = [new pg.Pool({ connectionString: url }), new pg.Pool({ connectionString: url })];
  const errors: unknown[] = [];
  const [one, two] = await Promise.all(
    pools.map((pool) => postgresChangeFeed(pool, url, (error) => errors.push(error))),
  );
  try {
    const heard = nextCall(two!, 'application', 'across');
    one!.publish('application', 'across');
    await heard;
    // The second instance's listening connection is ended by the server (as a restart or a network fault would).
    const resynced = nextCall(two!, 'loan', 'L-1');
    await pools[0]!.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN portal_changes' AND pid <> pg_backend_pid()",
    );
    await resynced;
    const later = nextCall(two!, 'loan', 'L-1');
    one!.publish('loan', 'L-1');
    await later;
  } finally {
    await Promise.all([one!.close(), two!.close()]);
    await Promise.all(pools.map((pool) => pool.end()));
  }
});

onPostgres("brings a change made on another instance to the customer's socket", async () => {
  // The other instance waits a minute between steps: the only change is the submission it saves.
  const other = await startServer({
    DATABASE_URL: process.env.DATABASE_URL!,
    SEED: 'false',
    DECISION_STEP_MS: '60000',
    START_MAILDEV: 'false',
    TRUSTED_PROXIES: '127.0.0.1',
  });
  const shared = process.env.TEST_SERVER_URL!;
  try {
    const { token, id } = await atStepFour();
    await graphql(
      'mutation Choose($id: ID!) { saveLoanSelection(id: $id, productCode: "ILP", loanAmount: 1000, termMonths: 12) { id } }',
      token,
      'cng',
      { id },
    );
    await checksDone(token, id);
    const socket = new WebSocket(
      `${shared.replace(/^http/, 'ws')}/socket/application?Auth=${encodeURIComponent(token)}`,
      { headers: { host: new URL(shared).host } },
    );
    const statuses: string[] = [];
    const submitted = new Promise<void>((resolve) => {
      socket.on('message', (data) => {
        const status = (
          JSON.parse((data as Buffer).toString('utf8')) as { body: { applicationState: { status: string } } }
        ).body.applicationState.status;
        statuses.push(status);
        if (statuses.length === 1) void submitOn(other.url, token, id);
        else resolve();
      });
    });
    socket.on('open', () => socket.send(JSON.stringify({ action: 'registerApplicationListener', applicationId: id })));
    await submitted;
    socket.close();
    // Its state as registered, then as the other instance saved it (its next step a minute away).
    expect(statuses[1]).toBe('SUBMITTING');
    expect(statuses[0]).not.toBe('SUBMITTING');
  } finally {
    other.child.kill('SIGKILL');
    process.env.TEST_SERVER_URL = shared;
  }
});

async function submitOn(base: string, token: string, id: string) {
  const shared = process.env.TEST_SERVER_URL;
  process.env.TEST_SERVER_URL = base;
  try {
    await graphql('mutation Submit($id: ID!) { submitApplication(id: $id) { applicationState } }', token, 'cng', {
      id,
    });
  } finally {
    process.env.TEST_SERVER_URL = shared;
  }
}
