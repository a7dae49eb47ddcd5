// `INSTANCES=3 npm run cluster`: the portal as a lender would run it on several machines, on this one. INSTANCES
// instances of the reference back end (default 2) on one PostgreSQL, behind nginx on PORT (default 8080): the same
// brand hosts as `npm start` (http://cng.localhost:8080, ...). The database is DATABASE_URL when set, otherwise a
// fresh throw-away PostgreSQL server (seeded with the personas, removed on Ctrl-C). Instance n listens on
// 127.0.0.1:PORT+10+n; MailDev (the first instance's) on MAILDEV_WEB_PORT (default 1080).
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from './postgres.mjs';

const require = createRequire(import.meta.url);
const { ensureNginx } = require('./balancer.cjs');
const { startCluster } = require('./instances.cjs');

const say = (line = '') => process.stdout.write(`${line}\n`);
const count = Number(process.env.INSTANCES ?? 2);
if (!Number.isInteger(count) || count < 1 || count > 16) {
  say(`INSTANCES must be a whole number from 1 to 16 (it is ${process.env.INSTANCES}).`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 8080);
const maildevPort = Number(process.env.MAILDEV_WEB_PORT ?? 1080);
const smtpPort = Number(process.env.SMTP_PORT ?? 1025);
const cardPort = Number(process.env.CARD_PROCESSOR_PORT ?? 8090);

const nginx = ensureNginx('Cannot start the cluster');
if (!nginx) process.exit(1);
const postgres = process.env.DATABASE_URL ? null : await startPostgres('Cannot start the cluster');
const databaseUrl = process.env.DATABASE_URL ?? postgres?.url;
if (!databaseUrl) process.exit(1);

const dir = mkdtempSync(join(tmpdir(), 'portal-cluster-'));
const ports = Array.from({ length: count }, (_, index) => port + 11 + index);
say(`Starting ${count} instance(s) on PostgreSQL${postgres ? ' (a throw-away server)' : ''} behind nginx...`);
let cluster;
try {
  cluster = await startCluster({
    nginx,
    dir,
    port,
    ports,
    env: { DATABASE_URL: databaseUrl },
    smtpPort,
    maildevPort,
    cardPort,
  });
} catch (error) {
  say(`The cluster could not start: ${error instanceof Error ? error.message : String(error)}`);
  postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(1);
}

say('');
say(
  `The portal is running on ${count} instance(s) behind nginx. Open http://cng.localhost:${port} (also aca, ccb, csh and p360.localhost).`,
);
say(
  `Instances: ${ports.map((p, i) => `${i + 1} on 127.0.0.1:${p}`).join(', ')}. Jobs, pushes and rate limits are shared through the database.`,
);
say(
  `Mail arrives in MailDev: http://localhost:${maildevPort}. The personas are those of npm start (docs/personas.md).`,
);
say('Press Ctrl-C to stop.');

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
