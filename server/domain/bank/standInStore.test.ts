// The Plaid stand-in keeps no state in a process: on PostgreSQL (where two instances can share a database) a link
// token made on one instance opens Link on the other, the public token it gives is exchanged on the first, and a
// second exchange, on either, is refused.
import type { ChildProcess } from 'node:child_process';
import { createdApplication, newApplicant, uniqueEmail } from '../../../tests/support/applicationClient';
import { graphql, rest } from '../../../tests/support/serverClient';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../../../tests/jest/startServer.cjs') as {
  startServer: (env: Record<string, string>) => Promise<{ child: ChildProcess; url: string }>;
};

jest.setTimeout(60_000);

const INITIALIZE =
  'mutation Init($id: ID!, $publicToken: String!) { initializePlaidConnection(id: $id, publicToken: $publicToken) { authStatus checkingAccounts { mask } } }';

const onPostgres = process.env.DATABASE_URL ? it : it.skip;

onPostgres('answers for one sandbox on every instance', async () => {
  const shared = process.env.TEST_SERVER_URL!;
  const other = await startServer({
    DATABASE_URL: process.env.DATABASE_URL!,
    SEED: 'false',
    START_MAILDEV: 'false',
    TRUSTED_PROXIES: '127.0.0.1',
  });
  const on = async <T>(base: string, run: () => Promise<T>) => {
    process.env.TEST_SERVER_URL = base;
    try {
      return await run();
    } finally {
      process.env.TEST_SERVER_URL = shared;
    }
  };
  try {
    const email = uniqueEmail('standin');
    const token = await newApplicant(email);
    const { id } = await createdApplication(token, email);
    const made = await graphql(
      'mutation Token($id: ID!) { createPlaidToken(id: $id, clientName: "Coin & Go") { link_token } }',
      token,
      'cng',
      { id },
    );
    const { link_token } = (made.body.data as { createPlaidToken: { link_token: string } }).createPlaidToken;
    const linked = await on(other.url, () =>
      rest('plaid-local/sign-in', {
        link_token,
        institution_id: 'ins_109508',
        username: 'user_good',
        password: 'pass_good',
      }),
    );
    expect(linked.status).toBe(200);
    const publicToken = linked.body.public_token as string;
    const first = await graphql(INITIALIZE, token, 'cng', { id, publicToken });
    expect(first.body.errors).toBeUndefined();
    expect(
      (
        first.body.data as { initializePlaidConnection: { checkingAccounts: { mask: string }[] } }
      ).initializePlaidConnection.checkingAccounts.map((account) => account.mask),
    ).toEqual(['0000', '9606']);
    const again = await on(other.url, () => graphql(INITIALIZE, token, 'cng', { id, publicToken }));
    expect(again.body.errors?.[0]?.message).toBeDefined();
  } finally {
    other.child.kill('SIGKILL');
  }
});
