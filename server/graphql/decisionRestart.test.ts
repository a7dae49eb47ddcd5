// A restart loses no application: an application submitted just before the server stops goes on, after the
// restart, from the state the database kept, to its decision. Runs its own server on a data directory of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { atStepFour, checksDone } from '../../tests/support/applicationClient';
import { graphql, tokensFor } from '../../tests/support/serverClient';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../../tests/jest/startServer.cjs') as {
  startServer: (env: Record<string, string>) => Promise<{ child: ChildProcess; url: string; port: number }>;
};

jest.setTimeout(120_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-restart-'));
const sharedUrl = process.env.TEST_SERVER_URL;
let child: ChildProcess | null = null;

async function start(port?: number) {
  const server = await startServer({
    DATA_DIR: dataDir,
    DECISION_STEP_MS: '1500',
    START_MAILDEV: 'false',
    ...(port ? { PORT: String(port) } : {}),
  });
  child = server.child;
  process.env.TEST_SERVER_URL = server.url;
  return server;
}

async function stop() {
  const running = child;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

afterAll(async () => {
  await stop();
  process.env.TEST_SERVER_URL = sharedUrl;
  rmSync(dataDir, { recursive: true, force: true });
});

const stateOf = async (token: string, id: string) =>
  (
    (await graphql(`{ applicationState(id: "${id}") { status } }`, token)).body.data as {
      applicationState: { status: string };
    }
  ).applicationState.status;

it('takes a submitted application on to its decision after a restart', async () => {
  const { port } = await start();
  const { token, id, email } = await atStepFour();
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
  await stop();

  await start(port);
  const again = (await tokensFor(email, 'Apply#2026')).IdToken;
  const deadline = Date.now() + 30_000;
  let state = await stateOf(again, id);
  while (state !== 'PENDING_ESIGN' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    state = await stateOf(again, id);
  }
  expect(state).toBe('PENDING_ESIGN');
});
