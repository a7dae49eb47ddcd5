// The portal on several instances behind nginx, on one PostgreSQL (`npm run cluster`'s parts), in Chromium: a decision
// made on another instance than the one holding the customer's socket reaches the screen; the instance holding the
// socket killed (kill -9) mid-decision, the page reconnects through the balancer and shows the decision, with no job
// lost or failed; with three instances, a purge asked of all three at once runs once, and each payment is posted by
// one job. Needs DATABASE_URL (npm test gives it a throw-away PostgreSQL) and nginx (scripts/balancer.cjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { brandUrl, browserSession, logIn, persona } from '../e2e/browser';
import { graphql, tokensFor } from '../support/serverClient';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { freePort } = require('../../scripts/free-port.cjs') as { freePort: () => Promise<number> };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ensureNginx } = require('../../scripts/balancer.cjs') as { ensureNginx: (why: string) => string | null };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startCluster } = require('../../scripts/instances.cjs') as {
  startCluster: (options: Record<string, unknown>) => Promise<{
    url: string;
    ports: number[];
    start: (index: number) => Promise<void>;
    kill: (index: number) => void;
    stop: () => Promise<void>;
  }>;
};

jest.setTimeout(120_000);

const DECISION = { timeout: 45_000 };

let cluster: Awaited<ReturnType<typeof startCluster>>;
let database: pg.Pool;
const dir = mkdtempSync(join(tmpdir(), 'portal-cluster-test-'));

beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('The cluster tests need DATABASE_URL (npm test starts a PostgreSQL for them)');
  const nginx = ensureNginx('The cluster tests cannot run');
  if (!nginx) throw new Error('The cluster tests need nginx');
  const [port, a, b, c, smtpPort, maildevPort, cardPort] = await Promise.all(Array.from({ length: 7 }, freePort));
  // Two instances to begin with (a third joins for the last test); a step every 1.5 s, so a decision takes a few.
  cluster = await startCluster({
    nginx,
    dir,
    port,
    ports: [a, b, c],
    count: 2,
    smtpPort,
    maildevPort,
    cardPort,
    output: 'ignore',
    env: { DATABASE_URL: databaseUrl, DECISION_STEP_MS: '1500', TEST_HOOKS: 'true', LOG_LEVEL: 'warn' },
  });
  process.env.E2E_PORT = String(port);
  process.env.TEST_SERVER_URL = cluster.url;
  database = new pg.Pool({ connectionString: databaseUrl });
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  await database?.end();
  rmSync(dir, { recursive: true, force: true });
});

const session = browserSession();

/** One instance's test hook, asked directly (not through the balancer). */
async function onInstance<T>(index: number, path: string, method: 'GET' | 'POST' = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${cluster.ports[index]}/api/test/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} on instance ${index + 1}: ${response.status}`);
  return (await response.json()) as T;
}

interface InstanceView {
  sockets: number;
  handled: Record<string, number>;
}

/** Which of the running instances holds the page's application socket. */
async function socketHolder(running: number[]): Promise<number> {
  for (let tries = 0; tries < 100; tries += 1) {
    const views = await Promise.all(running.map((index) => onInstance<InstanceView>(index, 'instance')));
    const holders = running.filter((_, at) => views[at]!.sockets > 0);
    if (holders.length === 1) return holders[0]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no single instance holds the socket');
}

/** Signs the persona in, resumes its application at /application/submit and submits it. */
async function submitted(page: Page, personaId: string) {
  await logIn(page, 'cng', persona(personaId), '/login');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(brandUrl('cng', '/application'));
  await page.waitForURL((url) => url.pathname === '/application/submit');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page
    .getByRole('dialog', { name: 'Credit report authorization' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await page.getByRole('heading', { name: 'Processing, please wait...' }).waitFor();
}

/** The decision-step jobs of the persona's application, by state. */
async function decisionJobs(email: string): Promise<Record<string, number>> {
  const { rows } = await database.query<{ state: string; count: number }>(
    `SELECT j.state, count(*)::int AS count FROM pgboss_v12.job j JOIN applications a ON a.id::text = j.data->>'applicationId'
     JOIN customers c ON c.id = a.customer_id WHERE j.name = 'decision-step' AND lower(c.email) = lower($1) GROUP BY j.state`,
    [email],
  );
  return Object.fromEntries(rows.map((row) => [row.state, row.count]));
}

let killed: number | null = null;

it("shows a decision made on the other instance than the one holding the customer's socket", async () => {
  const { page } = session;
  await submitted(page, 'outcome-approved');
  const holder = await socketHolder([0, 1]);
  const other = 1 - holder;
  // The socket's instance stops taking jobs: every step from now on is the other's.
  await onInstance(holder, 'jobs/pause', 'POST');
  try {
    const before = await Promise.all([0, 1].map((index) => onInstance<InstanceView>(index, 'instance')));
    await page.waitForURL((url) => url.pathname === '/application/approved/agreements', DECISION);
    await page.getByRole('button', { name: 'Read Loan Agreement' }).waitFor();
    const after = await Promise.all([0, 1].map((index) => onInstance<InstanceView>(index, 'instance')));
    const steps = (view: InstanceView) => view.handled['decision-step'] ?? 0;
    expect(steps(after[holder]!)).toBe(steps(before[holder]!));
    expect(steps(after[other]!)).toBeGreaterThan(steps(before[other]!));
  } finally {
    await onInstance(holder, 'jobs/resume', 'POST');
  }
});

it('reaches the decision when the instance holding the socket is killed mid-decision, no job lost or failed', async () => {
  const { page } = session;
  const who = persona('outcome-pending-documents');
  await submitted(page, 'outcome-pending-documents');
  killed = await socketHolder([0, 1]);
  cluster.kill(killed);
  await page.waitForURL((url) => url.pathname === '/application/upload-docs', DECISION);
  await page.getByText('For each one, choose a photo (JPEG, PNG or HEIC) or a PDF, up to 10 MB.').waitFor();
  // Every step asked for ran, none failed, none waits or is stuck on the dead instance.
  const jobs = await decisionJobs(who.email);
  expect(jobs.completed).toBeGreaterThanOrEqual(3);
  expect(Object.keys(jobs)).toEqual(['completed']);
});

it('runs a purge asked of three instances at once once, and posts each payment with one job', async () => {
  // The killed instance comes back; a third joins the balancer's round.
  await Promise.all([cluster.start(2), ...(killed === null ? [] : [cluster.start(killed)])]);
  const running = [0, 1, 2];
  const key = `cluster-test-${randomUUID()}`;
  await Promise.all(
    running.map((index) => onInstance(index, 'jobs/run', 'POST', { queue: 'purge-expired-applications', key })),
  );

  // Three payments on one loan, each through the balancer (so to different instances).
  const { IdToken } = await tokensFor('tara.quinn@example.com');
  const PAY = 'mutation Pay($payment: PaymentInput!) { makePayment(payment: $payment) { reference status } }';
  const references: string[] = [];
  for (let paid = 0; paid < 3; paid += 1) {
    const result = await graphql(PAY, IdToken, 'cng', {
      payment: {
        loanNumber: 'ILP-4100176',
        method: 'BANK',
        amountType: 'otherPaymentAmount',
        amount: 10,
        idempotencyKey: randomUUID(),
      },
    });
    expect(result.body.errors).toBeUndefined();
    references.push((result.body.data as { makePayment: { reference: string } }).makePayment.reference);
  }
  const posted = async () => {
    const { rows } = await database.query<{ reference: string; status: string; jobs: number; completed: number }>(
      `SELECT p.reference, p.status, count(j.id)::int AS jobs, count(j.id) FILTER (WHERE j.state = 'completed')::int AS completed
       FROM loan_payments p LEFT JOIN pgboss_v12.job j ON j.name = 'payment-posting' AND j.data->>'paymentId' = p.id::text
       WHERE p.reference = ANY($1) GROUP BY p.reference, p.status ORDER BY p.reference`,
      [references],
    );
    return rows;
  };
  for (
    let tries = 0;
    tries < 100 && !(await posted()).every((row) => row.status === 'POSTED' && row.completed === 1);
    tries += 1
  )
    await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await posted()).toEqual(
    [...references].sort().map((reference) => ({ reference, status: 'POSTED', jobs: 1, completed: 1 })),
  );

  const purges = async () =>
    (
      await database.query<{ state: string }>(
        "SELECT state FROM pgboss_v12.job WHERE name = 'purge-expired-applications' AND singleton_key = $1",
        [key],
      )
    ).rows;
  for (let tries = 0; tries < 100 && (await purges()).some((job) => job.state !== 'completed'); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await purges()).toEqual([{ state: 'completed' }]);
});

// Issue 47: an instance trusted X-Forwarded-For from any loopback client, so requests sent straight to it with made-up
// addresses got 8 of 8 forgot-email answers (limit 5). Now it trusts the balancer's own address only.
it('believes the forwarded address from the balancer only: made-up addresses sent straight to an instance share one limit', async () => {
  const forgotEmail = (url: string, forwardedFor: string) =>
    fetch(`${url}/api/forgot-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ lastName: 'Nobody', dateOfBirth: '1990-01-01', ssnLast4: '0000' }),
    }).then((response) => response.status);
  const direct: number[] = [];
  for (let i = 0; i < 8; i += 1) direct.push(await forgotEmail(`http://127.0.0.1:${cluster.ports[0]}`, `10.47.${i}.1`));
  expect(direct.filter((status) => status === 429)).toHaveLength(3);
  // Through the balancer the client's address is the one nginx saw (this machine), not the one the client named.
  const balanced = await forgotEmail(cluster.url, '10.47.99.1');
  expect(balanced).toBe(429);
});
