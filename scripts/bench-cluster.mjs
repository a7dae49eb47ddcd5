// `npm run bench`, second part: the reference back end under load on PostgreSQL, one and two instances behind nginx
// (scripts/instances.cjs, as `npm run cluster` starts them). It prints, as tables:
//   - GraphQL `me` and a step save (saveIncomeInformation, one applicant a connection) at 50 connections for
//     BENCH_SECONDS (default 15) each: p50/p95/p99 latency and requests per second (autocannon), on 1 and on 2
//     instances (and at one connection, on one: a call's own cost), and each against /api/health of the same
//     instance (goals: me at least 0.10x with a p95 under 50 ms, a step save at least 0.05x, two instances 1.8x one)
//   - a state change to a socket (a payment posted, on the loan socket): median and p95 from the change to the
//     message, the socket on the instance that made the change and on the other (the change feed's LISTEN/NOTIFY)
//   - ten times the load on the public routes (500 connections on the store search, the identity endpoint and
//     GraphQL without a token): how the answers split (2xx, 429, 503, other 5xx, errors), and whether every instance
//     still answers
//   - a soak of BENCH_SOAK_MINUTES (default 10) under steady load: each instance's resident memory each minute, and
//     its growth from the first minute to the end (goal: at most +10%)
//   - the ten functions with the most self time in a profile of `me` under load, and of the step save
//   - `me` and a step save on PGlite (what `npm start` runs on), one instance, against /api/health of the same instance
// The rate limits stay on and are counted in the database as always; only the per-user GraphQL limit is raised (to
// measure the server, not the limit). It prints figures and never fails on them.
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { clearInterval, setInterval } from 'node:timers';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import WebSocket from 'ws';
import { startPostgres } from './postgres.mjs';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const { ensureNginx } = require('./balancer.cjs');
const { startCluster } = require('./instances.cjs');
const { freePort } = require('./free-port.cjs');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const SOCKET_SAMPLES = Number(process.env.BENCH_SOCKET_SAMPLES ?? 30);
const say = (line = '') => process.stdout.write(`${line}\n`);
const LOAN = 'ILP-4100176';

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-');

function table(headers, rows) {
  const widths = headers.map((header, at) => Math.max(header.length, ...rows.map((row) => String(row[at]).length)));
  const line = (cells) => cells.map((cell, at) => String(cell).padEnd(widths[at])).join('  ');
  say(line(headers));
  say(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) say(line(row));
  say();
}

const nginx = ensureNginx('Skipped the load bench');
const postgres = nginx ? await startPostgres('Skipped the load bench') : null;
if (!postgres) process.exit(0);
const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const [port, a, b, smtpPort, maildevPort, cardPort] = await Promise.all(Array.from({ length: 6 }, freePort));
say('Starting one instance on PostgreSQL behind nginx...');
let cluster;
try {
  cluster = await startCluster({
    nginx,
    dir,
    port,
    ports: [a, b],
    count: 1,
    smtpPort,
    maildevPort,
    cardPort,
    output: 'ignore',
    env: {
      DATABASE_URL: postgres.url,
      TEST_HOOKS: 'true',
      GRAPHQL_RATE_PER_MINUTE: '100000000',
      DECISION_STEP_MS: '300',
      LOG_LEVEL: 'warn',
    },
  });
} catch (error) {
  postgres.stop();
  throw error;
}
const database = new pg.Pool({ connectionString: postgres.url });

/** autocannon at `connections` for SECONDS; each answer's time kept, for percentiles autocannon does not give (p95). */
function load(options) {
  return new Promise((resolve, reject) => {
    const times = [];
    const statuses = {};
    const instance = autocannon({ duration: SECONDS, connections: 50, ...options }, (error, result) => {
      if (error) return reject(error);
      times.sort((x, y) => x - y);
      resolve({ result, times, statuses });
    });
    instance.on('response', (_client, status, _bytes, time) => {
      times.push(time);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

/** The answers that were not 200, by status ('429: 3, 503: 1'), or 'none'. */
const notOk = (statuses) =>
  Object.entries(statuses)
    .filter(([status]) => status !== '200')
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ') || 'none';

/** The signed-in customer's query, as the portal sends it. */
const ME = readFileSync(new URL('../src/api/customer.graphql', import.meta.url), 'utf8').replace(/^#.*$/gm, '');

/** GraphQL `me` under load for a signed-in customer's token (autocannon options may change the load). */
const loadMe = (token, options = {}) =>
  load({
    url: `${cluster.url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-brand-key': 'cng', authorization: token },
    body: JSON.stringify({ query: ME }),
    ...options,
  });

/** Step 3's income, as the portal saves it (the applicants below are at that step). */
const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const INCOME = {
  type: 'E',
  employer: { name: 'Buckeye Logistics', workPhone: '6145550100', workExtension: '' },
  employmentHireDate: '2021-03-01',
  jobTitle: 'Dispatcher',
  paymentFrequency: 'BI',
  paymentMethod: 'DIRECT_DEPOSIT',
  amountGross: 1850,
  amountNet: 1420.5,
  nextPaymentDate: inDays(5),
  paymentDayOfWeek: 'FRIDAY',
  jobShift: 'DAY',
  isPrimaryIncome: true,
};
const SAVE =
  'mutation Save($id: ID!, $income: IncomeInformationInput!) { saveIncomeInformation(id: $id, incomeInformation: $income) { id } }';
const headersOf = (token) => ({ 'content-type': 'application/json', 'x-brand-key': 'cng', authorization: token });
/** `call` is a token and a body, or a function of the connection's number giving them. */
const graphqlLoad = (call, connections) => {
  const first = typeof call === 'function' ? call(0) : call;
  let clients = 0;
  return load({
    url: `${cluster.url}/graphql`,
    connections,
    method: 'POST',
    headers: headersOf(first.token),
    body: JSON.stringify(first.body),
    ...(typeof call === 'function'
      ? {
          setupClient: (client) => {
            const own = call(clients++ % connections);
            client.setHeadersAndBody(headersOf(own.token), JSON.stringify(own.body));
          },
        }
      : {}),
  });
};
/** The step save for the applicant of each connection. */
const saveOf = (applicants) => (index) => ({
  token: applicants[index].token,
  body: { query: SAVE, variables: { id: applicants[index].application, income: INCOME } },
});

/** One instance (on the first port) behind nginx, with `options` (its env, Node.js options). */
const oneInstance = (options) =>
  startCluster({ nginx, dir, port, ports: [a], smtpPort, maildevPort, cardPort, output: 'ignore', ...options });

/** A seeded customer signed in through the balancer: their id token. */
async function signIn(email) {
  const response = await fetch(`${cluster.url}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      ClientId: 'portal-web-client',
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: 'Portal#2026' },
    }),
  });
  const body = await response.json();
  if (!body.AuthenticationResult) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.AuthenticationResult.IdToken;
}

/** Every figure, in turn. */
async function measure() {
  const direct = (index) => `http://127.0.0.1:${cluster.ports[index]}`;

  async function graphql(base, token, query, variables) {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-brand-key': 'cng', authorization: token },
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    if (body.errors) throw new Error(`${query.slice(0, 40)}: ${body.errors[0].message}`);
    return body.data;
  }

  const tara = await signIn('tara.quinn@example.com');
  // The step save: one applicant a connection, as in life (one person saves their own application; 50 connections
  // saving one application would measure that row's lock). Each is a copy of Iris (seeded at the income step): her
  // login, her customer record and her application, under an address of its own.
  // A row copied with some columns changed (those the database makes itself, such as a number, it makes again).
  const copy = async (email, table, changes, where) => {
    const { rows: columns } = await database.query(
      "SELECT quote_ident(column_name) AS name FROM information_schema.columns WHERE table_name = $1 AND is_identity = 'NO' AND is_generated = 'NEVER'",
      [table],
    );
    const list = columns.map((column) => column.name).join(', ');
    await database.query(
      `INSERT INTO ${table} (${list}) SELECT ${list} FROM jsonb_populate_record(NULL::${table}, (SELECT to_jsonb(t) || ${changes} FROM ${table} t WHERE ${where})) WHERE EXISTS (SELECT 1 FROM ${table} t WHERE ${where})`,
      [email],
    );
  };
  const applicants = [];
  for (let index = 0; index < 50; index += 1) {
    const email = `bench.applicant.${index}@example.com`;
    await copy(
      email,
      'users',
      "jsonb_build_object('sub', gen_random_uuid(), 'email', $1::text)",
      "t.email = 'iris.shaw@example.com'",
    );
    await copy(
      email,
      'customers',
      "jsonb_build_object('id', gen_random_uuid(), 'email', $1::text, 'ssn_hash', null, 'customer_code', null)",
      "t.email = 'iris.shaw@example.com'",
    );
    await copy(
      email,
      'applications',
      "jsonb_build_object('id', gen_random_uuid(), 'customer_id', (SELECT id FROM customers WHERE email = $1::text))",
      "t.id = (SELECT a.id FROM applications a JOIN customers c ON c.id = a.customer_id WHERE c.email = 'iris.shaw@example.com' ORDER BY a.created_at DESC LIMIT 1) AND NOT EXISTS (SELECT 1 FROM applications a JOIN customers c ON c.id = a.customer_id WHERE c.email = $1::text)",
    );
    const { rows } = await database.query(
      'SELECT a.id FROM applications a JOIN customers c ON c.id = a.customer_id WHERE c.email = $1',
      [email],
    );
    applicants.push({ token: await signIn(email), application: rows[0].id });
  }
  // Both answer without errors before they are timed.
  await graphql(cluster.url, tara, ME);
  for (const { token, application } of applicants)
    await graphql(cluster.url, token, SAVE, { id: application, income: INCOME });

  const figures = [];
  /** Requests per second at 50 connections, by call and instance count (the ratios' figures). */
  const rates = {};
  async function measureCalls(instances, connections = 50) {
    for (const [name, call] of [
      ['GraphQL me', { token: tara, body: { query: ME } }],
      ['step save (income)', saveOf(applicants)],
    ]) {
      say(`Measuring ${name} on ${instances} instance(s), ${connections} connection(s)...`);
      const { result, times, statuses } = await graphqlLoad(call, connections);
      if (connections === 50)
        rates[`${name}@${instances}`] = { rate: result.requests.average, p95: percentile(times, 95) };
      figures.push([
        name,
        instances,
        connections,
        ms(percentile(times, 50)),
        ms(percentile(times, 95)),
        ms(percentile(times, 99)),
        Math.round(result.requests.average),
        notOk(statuses),
      ]);
    }
  }

  // One connection first: what a call costs when nothing waits in line.
  await measureCalls(1, 1);
  // The yardstick measured in the same run: the liveness route of the same instance, which reads nothing.
  say('Measuring /api/health on 1 instance, 50 connections...');
  const health = await load({ url: `${cluster.url}/api/health` });
  await measureCalls(1);
  say('A second instance joins...');
  await cluster.start(1);
  await measureCalls(2);
  say();
  say(`GraphQL, ${SECONDS} s each (goal: me on one instance at 50 connections, p95 under 50 ms)`);
  table(['call', 'instances', 'connections', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'not 200'], figures);
  // Ratios against the yardstick of the same run, so the machine's speed cancels out (issue 51's goals).
  const healthRate = health.result.requests.average;
  const me = rates['GraphQL me@1'];
  const save = rates['step save (income)@1'];
  const meTwo = rates['GraphQL me@2'];
  /** A figure against its goal: a ratio at least `goal`, or a time in ms under it. */
  const against = (figure, value, goal, kind = 'ratio') =>
    kind === 'ratio'
      ? [figure, `${value.toFixed(3)}x`, `>= ${goal.toFixed(3)}x`, value >= goal ? 'yes' : 'no']
      : [figure, ms(value), `< ${goal}`, value < goal ? 'yes' : 'no'];
  say(`Against /api/health on the same instance (${Math.round(healthRate)} req/s at 50 connections)`);
  table(
    ['figure', 'now', 'goal', 'met'],
    [
      against('me / health, 1 instance', me.rate / healthRate, 0.1),
      against('me p95 ms, 1 instance', me.p95, 50, 'ms'),
      against('step save / health, 1 instance', save.rate / healthRate, 0.05),
      against('me, 2 instances / 1', meTwo.rate / me.rate, 1.8),
    ],
  );

  // A payment posted, to the loan socket: from the posting (its time in the database) to the message.
  async function socketLatency(socketOn, workerOn) {
    const idle = 1 - workerOn;
    await fetch(`${direct(idle)}/api/test/jobs/pause`, { method: 'POST' });
    await fetch(`${direct(workerOn)}/api/test/jobs/resume`, { method: 'POST' });
    const token = tara;
    const socket = new WebSocket(
      `${direct(socketOn).replace(/^http/, 'ws')}/socket/loan?Auth=${encodeURIComponent(token)}`,
    );
    const arrived = new Map();
    const waiting = new Map();
    socket.on('message', (data) => {
      const at = Date.now();
      const reference = JSON.parse(data.toString('utf8')).body.reference;
      arrived.set(reference, at);
      waiting.get(reference)?.();
    });
    await new Promise((resolve, reject) => {
      socket.on('open', resolve);
      socket.on('error', reject);
    });
    socket.send(JSON.stringify({ action: 'registerListener', loanId: LOAN }));
    const latencies = [];
    for (let sample = 0; sample < SOCKET_SAMPLES; sample += 1) {
      const { makePayment } = await graphql(
        direct(socketOn),
        token,
        'mutation Pay($payment: PaymentInput!) { makePayment(payment: $payment) { reference } }',
        {
          payment: {
            loanNumber: LOAN,
            method: 'BANK',
            amountType: 'otherPaymentAmount',
            amount: 1,
            idempotencyKey: randomUUID(),
          },
        },
      );
      await new Promise((resolve) =>
        arrived.has(makePayment.reference) ? resolve() : waiting.set(makePayment.reference, resolve),
      );
      const { rows } = await database.query('SELECT posted_at FROM loan_payments WHERE reference = $1', [
        makePayment.reference,
      ]);
      latencies.push(arrived.get(makePayment.reference) - rows[0].posted_at.getTime());
    }
    socket.close();
    await fetch(`${direct(idle)}/api/test/jobs/resume`, { method: 'POST' });
    return latencies.sort((x, y) => x - y);
  }

  say('Measuring a state change to a socket...');
  const same = await socketLatency(0, 0);
  const across = await socketLatency(0, 1);
  say(`A payment posted, to the loan socket (${SOCKET_SAMPLES} each; goal across instances: under 100 ms)`);
  table(
    ['socket', 'median ms', 'p95 ms', 'max ms'],
    [
      ['same instance as the change', ms(percentile(same, 50)), ms(percentile(same, 95)), ms(same.at(-1))],
      ['other instance (LISTEN/NOTIFY)', ms(percentile(across, 50)), ms(percentile(across, 95)), ms(across.at(-1))],
    ],
  );

  // Ten times the 50 connections above, on the public routes, through the balancer.
  say('Ten times the load on the public routes...');
  const publicRoutes = [
    {
      method: 'POST',
      path: '/api/locations/search',
      headers: { 'content-type': 'application/json', 'x-brand-key': 'cng' },
      body: JSON.stringify({ postalCode: '43215' }),
    },
    {
      method: 'POST',
      path: '/cognito',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        ClientId: 'portal-web-client',
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'nobody@example.com', PASSWORD: 'wrong' },
      }),
    },
    {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', 'x-brand-key': 'cng' },
      body: JSON.stringify({ query: '{ __typename }' }),
    },
  ];
  const overload = await load({ url: cluster.url, connections: 500, requests: publicRoutes });
  const split = { '2xx': 0, 429: 0, 503: 0, 'other 4xx': 0, 'other 5xx': 0 };
  // Other 4xx: the requests' own refusals (a wrong password, no token), not the load's.
  for (const [status, count] of Object.entries(overload.statuses)) {
    const code = Number(status);
    const bucket = code < 300 ? '2xx' : code === 429 || code === 503 ? status : code >= 500 ? 'other 5xx' : 'other 4xx';
    split[bucket] += count;
  }
  const alive = await Promise.all(
    [0, 1].map(async (index) => (await fetch(`${direct(index)}/api/health`).catch(() => ({ ok: false }))).ok),
  );
  table(
    ['answers', ...Object.keys(split), 'errors', 'timeouts', 'instances answering after'],
    [
      [
        overload.times.length,
        ...Object.values(split),
        overload.result.errors,
        overload.result.timeouts,
        `${alive.filter(Boolean).length} of 2`,
      ],
    ],
  );

  // The soak: steady load (me, and the store search from many addresses) for SOAK_MINUTES; resident memory of each instance.
  const rss = () =>
    Promise.all(
      cluster.pids().map((pid) => {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
      }),
    );
  if (SOAK_MINUTES <= 0) return { tara, applicants };
  say(`Soak: ${SOAK_MINUTES} min of steady load (me at 10 connections), resident memory each minute...`);
  const samples = [await rss()];
  const sampler = setInterval(() => void rss().then((sample) => samples.push(sample)), 60_000);
  const soak = await loadMe(tara, { connections: 10, duration: SOAK_MINUTES * 60 });
  clearInterval(sampler);
  samples.push(await rss());
  table(
    ['minute', ...cluster.pids().map((_pid, index) => `instance ${index + 1} RSS MB`)],
    samples.map((sample, minute) => [
      minute === samples.length - 1 ? `${SOAK_MINUTES} (end)` : minute,
      ...sample.map((mb) => mb.toFixed(0)),
    ]),
  );
  // Flat: from the end of the first minute (caches and JIT warmed) to the end, no instance grew by more than 10%.
  const warm = samples[Math.min(1, samples.length - 1)];
  const growth = Math.max(...samples.at(-1).map((mb, index) => mb / warm[index] - 1));
  say(
    `Soak: ${soak.times.length} answers (${Object.keys(soak.statuses).join(', ')}); memory from minute 1 to the end ` +
      `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}% (goal: at most +10%, ${growth <= 0.1 ? 'met' : 'NOT met'})`,
  );
  return { tara, applicants };
}

/**
 * Where a call spends its time (`me`, and the step save): one instance started again under the V8 profiler
 * (--cpu-prof), the call at 50 connections for SECONDS, then the ten functions with the most self time (the next
 * regression shows where it came from). The tokens are those signed in before (the signing keys are in the database):
 * the overload above has used up the sign-in's limit.
 */
async function profile(label, call, slot) {
  const profiles = join(dir, `profiles-${slot}`);
  say(`Profiling ${label} on 1 instance...`);
  cluster = await oneInstance({
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profiles}`],
    env: { DATABASE_URL: postgres.url, SEED: 'false', GRAPHQL_RATE_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' },
  });
  await graphqlLoad(call, 50);
  // The profile is written as the instance exits.
  await cluster.stop();
  cluster = null;
  const [file] = readdirSync(profiles).filter((name) => name.endsWith('.cpuprofile'));
  const { nodes, samples, timeDeltas, startTime, endTime } = JSON.parse(readFileSync(join(profiles, file), 'utf8'));
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const self = new Map();
  let total = 0;
  // Only the load's samples: those of the profile's last SECONDS (the start-up, loading modules, is left out).
  const from = endTime - SECONDS * 1_000_000;
  let at = startTime;
  samples.forEach((id, index) => {
    at += timeDeltas[index] ?? 0;
    if (at < from) return;
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const where = url ? `${url.replace(/^file:\/\//, '').replace(root, '')}:${lineNumber + 1}` : '';
    const name = `${functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
    self.set(name, (self.get(name) ?? 0) + (timeDeltas[index] ?? 0));
    total += timeDeltas[index] ?? 0;
  });
  const top = [...self.entries()].sort((x, y) => y[1] - x[1]).slice(0, 10);
  say(`${label} under load: the ten functions with the most self time (of ${(total / 1000).toFixed(0)} ms sampled)`);
  table(
    ['self ms', 'share', 'function'],
    top.map(([name, micros]) => [(micros / 1000).toFixed(0), `${((micros / total) * 100).toFixed(1)}%`, name]),
  );
}

/**
 * `me` and a step save on PGlite (what `npm start` runs on): one instance, its database in its own folder, against
 * /api/health of the same instance, as on PostgreSQL. The saves are one applicant's (Iris, seeded at the income step)
 * from every connection: PGlite runs one statement at a time, so fifty applicants would wait for it alike.
 */
async function measurePglite() {
  say('Starting one instance on PGlite behind nginx...');
  cluster = await oneInstance({
    env: { DATA_DIR: join(dir, 'pglite'), GRAPHQL_RATE_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' },
  });
  const token = await signIn('tara.quinn@example.com');
  const iris = await signIn('iris.shaw@example.com');
  const found = await fetch(`${cluster.url}/graphql`, {
    method: 'POST',
    headers: headersOf(iris),
    body: JSON.stringify({ query: '{ unsubmittedApplication(email: "iris.shaw@example.com") { id } }' }),
  });
  const application = (await found.json()).data.unsubmittedApplication.id;
  say('Measuring /api/health, GraphQL me and the step save on PGlite, 50 connections...');
  const health = await load({ url: `${cluster.url}/api/health` });
  const me = await loadMe(token);
  const save = await graphqlLoad(
    { token: iris, body: { query: SAVE, variables: { id: application, income: INCOME } } },
    50,
  );
  await cluster.stop();
  cluster = null;
  const healthRate = health.result.requests.average;
  const rate = me.result.requests.average;
  const saveRate = save.result.requests.average;
  const p95 = percentile(me.times, 95);
  table(
    ['on PGlite, 1 instance, 50 connections', 'req/s', 'p95 ms', 'not 200'],
    [
      ['/api/health', Math.round(healthRate), ms(percentile(health.times, 95)), notOk(health.statuses)],
      ['GraphQL me', Math.round(rate), ms(p95), notOk(me.statuses)],
      ['step save (income)', Math.round(saveRate), ms(percentile(save.times, 95)), notOk(save.statuses)],
    ],
  );
  table(
    ['figure', 'now', 'goal', 'met'],
    [
      [
        'me / health, PGlite',
        `${(rate / healthRate).toFixed(3)}x`,
        '>= 0.100x',
        rate / healthRate >= 0.1 ? 'yes' : 'no',
      ],
      ['me p95 ms, PGlite', ms(p95), '< 50', p95 < 50 ? 'yes' : 'no'],
      [
        'step save / health, PGlite',
        `${(saveRate / healthRate).toFixed(3)}x`,
        '>= 0.050x',
        saveRate / healthRate >= 0.05 ? 'yes' : 'no',
      ],
    ],
  );
}

try {
  const { tara, applicants } = await measure();
  await cluster.stop();
  cluster = null;
  await profile('GraphQL me', { token: tara, body: { query: ME } }, 'me');
  await profile('the step save (income)', saveOf(applicants), 'save');
  await measurePglite();
} finally {
  await cluster?.stop();
  await database.end();
  postgres.stop();
  rmSync(dir, { recursive: true, force: true });
}
