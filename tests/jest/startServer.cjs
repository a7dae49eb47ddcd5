// Starts the reference back end in a child process on a free port with a throw-away database, and waits
// until it answers. Used by the server and e2e test projects.
const { spawn } = require('node:child_process');
const path = require('node:path');
const { freePorts } = require('../../scripts/free-port.cjs');

const root = path.resolve(__dirname, '../..');

async function startServer(env = {}) {
  // MailDev runs inside the server on free ports; tests read the inbox through its API at MAILDEV_URL. The card
  // processor's stand-in runs inside the server too, on a port of its own (its frame's origin), and so do the stand-ins
  // of Plaid and Amazon SNS for a server that starts them (PLAID_ENV=local, SNS_ENV=local). All distinct.
  const [freeForServer, smtpPort, maildevPort, cardPort, plaidPort, snsPort] = await freePorts(6);
  const port = env.PORT ? Number(env.PORT) : freeForServer;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      QUIET: 'true',
      TEST_HOOKS: 'true',
      LOG_LEVEL: 'warn',
      START_MAILDEV: 'true',
      // The tests come from a few addresses and look the same personas up again and again: the limits of person lookups
      // are tested on a server of their own (server/security/lookupLimits.test.ts).
      LOOKUPS_PER_ADDRESS: '100000',
      LOOKUPS_PER_SUBJECT: '100000',
      // The same personas ask for codes again and again: what an account may spend on codes is tested on a server of
      // its own (server/security/codeBudget.test.ts).
      CODE_GUESSES_PER_DAY: '100000',
      CODES_PER_HOUR: '100000',
      CODES_PER_DAY: '100000',
      // Every page of the browser tests sends its field reports from one address: their limit is tested on an app of
      // its own (server/web/fieldReports.test.ts).
      FIELD_REPORTS_PER_MINUTE: '100000',
      SMTP_PORT: String(smtpPort),
      MAILDEV_WEB_PORT: String(maildevPort),
      CARD_PROCESSOR_PORT: String(cardPort),
      PLAID_STAND_IN_PORT: String(plaidPort),
      SNS_STAND_IN_PORT: String(snsPort),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the reference back end exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('the reference back end did not start within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    child,
    url,
    port,
    maildevUrl: `http://127.0.0.1:${maildevPort}`,
    cardProcessorUrl: `http://127.0.0.1:${cardPort}`,
    plaidStandInUrl: `http://127.0.0.1:${plaidPort}`,
    snsStandInUrl: `http://127.0.0.1:${snsPort}`,
  };
}

/** Stops a server startServer started (SIGTERM: it closes as npm start's does), once it has exited. */
async function stopServer(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

module.exports = { startServer, stopServer };
