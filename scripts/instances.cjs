// Several instances of the reference back end on one PostgreSQL behind nginx (balancer.cjs): `npm run cluster` and
// the cluster tests. The first instance seeds the database (personas, stores, products) and starts MailDev and the card
// processor's stand-in; the others
// start with SEED=false and send their mail to the first's MailDev. Every instance is told the port the portal is
// reached at (PUBLIC_PORT: the balancer's, not its own) and trusts X-Forwarded-For from the balancer only.
const { spawn } = require('node:child_process');
const path = require('node:path');
const { assertFree, startBalancer, BALANCER_ADDRESS } = require('./balancer.cjs');

const root = path.resolve(__dirname, '..');

async function healthy(url, child, what) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it answered`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer within 90 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts `count` instances (default: one a port of `ports`) and nginx on `port` in front of them, files in `dir`.
 * `env`: what every instance is given besides (DATABASE_URL, DECISION_STEP_MS, ...). `output`: 'inherit' or 'ignore'.
 * `nodeArgs`: Node.js options for every instance (the bench's --cpu-prof).
 * Returns { url, ports, start(i), kill(i), pids(), stop() }.
 */
async function startCluster({
  nginx,
  dir,
  port,
  ports,
  count = ports.length,
  env,
  smtpPort,
  maildevPort,
  cardPort,
  output = 'inherit',
  nodeArgs = [],
}) {
  const children = new Map();
  const envOf = (index) => ({
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(ports[index]),
    PUBLIC_PORT: String(port),
    // Only the balancer may say whom a request came from (it connects from an address of its own).
    TRUSTED_PROXIES: BALANCER_ADDRESS,
    SMTP_PORT: String(smtpPort),
    MAILDEV_WEB_PORT: String(maildevPort),
    START_MAILDEV: index === 0 ? 'true' : 'false',
    // The card processor's stand-in runs in the first instance; every instance charges through its API.
    START_CARD_PROCESSOR: index === 0 ? 'true' : 'false',
    CARD_PROCESSOR_PORT: String(cardPort),
    CARD_PROCESSOR_URL: `http://127.0.0.1:${cardPort}`,
    CARD_FRAME_ORIGIN: `http://cards.localhost:${cardPort}`,
    // The first instance seeds once; an instance started again (or a later one) finds the seed there.
    SEED: index === 0 && !children.has(0) ? 'true' : 'false',
    QUIET: 'true',
    ...env,
  });

  let balancer;
  async function start(index) {
    const known = children.has(index);
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: envOf(index),
      stdio: ['ignore', output, output],
    });
    children.set(index, child);
    await healthy(`http://127.0.0.1:${ports[index]}`, child, `instance ${index + 1}`);
    // A new instance joins the balancer's round (one started again was never taken out of it).
    if (balancer && !known) await balancer.reload([...children.keys()].sort().map((i) => ports[i]));
  }

  // The balancer's port first: nothing is started when it is taken.
  await assertFree(port);
  await start(0);
  await Promise.all(ports.slice(1, count).map((_, offset) => start(offset + 1)));
  try {
    balancer = await startBalancer(nginx, { dir, port, upstreams: ports.slice(0, count) });
  } catch (error) {
    for (const child of children.values()) child.kill('SIGKILL');
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    ports,
    /** Starts instance `index`: again after kill, or a new one (of `ports`) into the round. */
    start,
    /** The process ids of the instances started (the bench reads their memory). */
    pids: () => [...children.keys()].sort().map((index) => children.get(index).pid),
    /** kill -9 of instance `index`. */
    kill(index) {
      children.get(index)?.kill('SIGKILL');
    },
    async stop() {
      balancer.stop();
      await Promise.all(
        [...children.values()].map(
          (child) =>
            new Promise((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

module.exports = { startCluster };
