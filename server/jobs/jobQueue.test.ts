// The timed work as jobs of the queue: the queue's counts are visible, a submitted application is decided step by step
// by jobs with none failed, and (on PostgreSQL, where instances can share a database) the jobs an instance made
// outlive it: an application submitted on an instance killed at once is decided by the other.
import type { ChildProcess } from 'node:child_process';
import { atStepFour, checksDone } from '../../tests/support/applicationClient';
import { graphql } from '../../tests/support/serverClient';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../../tests/jest/startServer.cjs') as {
  startServer: (env: Record<string, string>) => Promise<{ child: ChildProcess; url: string }>;
};

jest.setTimeout(120_000);

interface Counts {
  queued: number;
  active: number;
  failed: number;
  completed: number;
}

const sharedUrl = () => process.env.TEST_SERVER_URL!;
const jobCounts = async (base = sharedUrl()) =>
  (await (await fetch(`${base}/api/health/jobs`)).json()) as Record<string, Counts>;

const stateOf = async (token: string, id: string) =>
  (
    (await graphql(`{ applicationState(id: "${id}") { status } }`, token)).body.data as {
      applicationState: { status: string };
    }
  ).applicationState.status;

async function until(what: () => Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** An application at step 4 with its checks done and its loan chosen, submitted; its token and id. */
async function submitted() {
  const { token, id } = await atStepFour();
  await graphql(
    'mutation Choose($id: ID!) { saveLoanSelection(id: $id, productCode: "ILP", loanAmount: 1000, termMonths: 12) { id } }',
    token,
    'cng',
    { id },
  );
  await checksDone(token, id);
  expect(
    (
      await graphql('mutation Submit($id: ID!) { submitApplication(id: $id) { applicationState } }', token, 'cng', {
        id,
      })
    ).body.data,
  ).toEqual({ submitApplication: { applicationState: 'SUBMITTING' } });
  return { token, id };
}

it('shows what the queue holds, and decides a submitted application by its jobs, none failed', async () => {
  const before = await jobCounts();
  for (const queue of [
    'decision-step',
    'decision-sweep',
    'payment-posting',
    'payment-sweep',
    'purge-expired-applications',
  ]) {
    const counts = before[queue]!;
    expect(Object.keys(counts).sort()).toEqual(['active', 'completed', 'failed', 'queued']);
    expect(Object.values(counts).every((count) => Number.isInteger(count) && count >= 0)).toBe(true);
  }
  // The purge ran at start (once, whatever the cron's hour).
  expect(before['purge-expired-applications']!.completed).toBeGreaterThanOrEqual(1);
  const { token, id } = await submitted();
  await until(async () => (await stateOf(token, id)) === 'PENDING_ESIGN');
  const after = await jobCounts();
  // SUBMITTING, then each state on to PENDING_ESIGN: a job a step.
  expect(after['decision-step']!.completed - before['decision-step']!.completed).toBeGreaterThanOrEqual(3);
  expect(after['decision-step']!.failed).toBe(before['decision-step']!.failed);
});

// Issue 47: the queue names and counts answered any visitor on every brand host.
it('answers the job counts on the loopback name only, never on a brand host', async () => {
  const port = new URL(sharedUrl()).port;
  const onBrand = await fetch(`${sharedUrl()}/api/health/jobs`, {
    // (fetch sends its own Host; the test server trusts the forwarded one from this machine.)
    headers: { 'x-forwarded-host': `cng.localhost:${port}` },
  });
  expect(onBrand.status).toBe(404);
  expect(await onBrand.text()).not.toContain('decision-step');
  expect((await fetch(`${sharedUrl()}/api/health/jobs`)).status).toBe(200);
});

const onPostgres = process.env.DATABASE_URL ? it : it.skip;

onPostgres(
  'decides an application submitted on an instance killed at once: its job outlives it, taken by the other instance',
  async () => {
    const other = await startServer({
      DATABASE_URL: process.env.DATABASE_URL!,
      SEED: 'false',
      DECISION_STEP_MS: '3000',
      START_MAILDEV: 'false',
      TRUSTED_PROXIES: '127.0.0.1',
    });
    const shared = sharedUrl();
    let application: { token: string; id: string };
    try {
      process.env.TEST_SERVER_URL = other.url;
      application = await submitted();
    } finally {
      // Killed before its first step is due (3 s): nothing of it runs the step.
      other.child.kill('SIGKILL');
      process.env.TEST_SERVER_URL = shared;
    }
    await until(async () => (await stateOf(application.token, application.id)) === 'PENDING_ESIGN', 60_000);
  },
);
