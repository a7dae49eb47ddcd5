// A portal of a test file's own, started with settings the shared one does not have (a provider chosen by
// configuration, issue 70): started before the file's tests, the file's requests, pages and mail sent to it
// (TEST_SERVER_URL, E2E_PORT, MAILDEV_URL), then the shared portal's back and this one stopped.
import type { ChildProcess } from 'node:child_process';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer, stopServer } = require('../jest/startServer.cjs') as {
  startServer(env: Record<string, string>): Promise<StartedPortal & { child: ChildProcess }>;
  stopServer(child: ChildProcess | null): Promise<void>;
};

export interface StartedPortal {
  url: string;
  port: number;
  maildevUrl: string;
  /** Where its stand-ins of Plaid and Amazon SNS listen, when its settings start them (PLAID_ENV, SNS_ENV=local). */
  plaidStandInUrl: string;
  snsStandInUrl: string;
}

/**
 * The file's own portal, read inside its tests. `env` is asked for in the file's beforeAll, so what an earlier
 * beforeAll started (a stand-in the test runs itself) can be named in it.
 */
export function ownPortal(env: () => Record<string, string>): StartedPortal {
  const portal = {} as StartedPortal;
  const shared = { server: process.env.TEST_SERVER_URL, port: process.env.E2E_PORT, maildev: process.env.MAILDEV_URL };
  let child: ChildProcess | null = null;
  beforeAll(async () => {
    const started = await startServer({ START_CARD_PROCESSOR: 'false', ...env() });
    child = started.child;
    Object.assign(portal, started);
    process.env.TEST_SERVER_URL = started.url;
    process.env.E2E_PORT = String(started.port);
    process.env.MAILDEV_URL = started.maildevUrl;
  }, 60_000);
  afterAll(async () => {
    process.env.TEST_SERVER_URL = shared.server;
    process.env.E2E_PORT = shared.port;
    process.env.MAILDEV_URL = shared.maildev;
    await stopServer(child);
  });
  return portal;
}
