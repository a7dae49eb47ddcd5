// Step 3's bank link with BANK_LINK_MODE=plaid (issue 70): a portal of its own whose bank calls go through Plaid's
// SDK to the stand-in of Plaid's API, started here; the same suite as local mode (tests/support/bankLinkSuite.ts),
// with Link's steps on the stand-in, then what only this mode has: the Items' webhooks, verified and applied, and the
// Item a new link replaces removed at Plaid.
import { PlaidApi, Configuration } from 'plaid';
import { applicant, bankLinkSuite, connect, SAVE } from '../../tests/support/bankLinkSuite';
import { ownPortal } from '../../tests/support/ownPortal';
import { graphql } from '../../tests/support/serverClient';
import { memoryStandInStore } from '../domain/bank/standInStore';
import { createLocalPlaid } from '../domain/bank/localPlaid';
import { buildPlaidStandIn, type PlaidStandIn } from '../plaidStandIn/plaidStandInApp';

const CLIENT_ID = 'portal-test-client';
const SECRET = 'portal-test-secret-0123456789abcdef';
let standIn: PlaidStandIn;
let standInUrl = '';
/** The access tokens the portal got from Plaid (the stand-in's sandbox tells them), newest last. */
const sandbox = createLocalPlaid(memoryStandInStore());
const exchanged: string[] = [];

beforeAll(async () => {
  standIn = buildPlaidStandIn({
    clientId: CLIENT_ID,
    secret: SECRET,
    store: memoryStandInStore(),
    plaid: {
      ...sandbox,
      client: {
        ...sandbox.client,
        async itemPublicTokenExchange(request) {
          const answer = await sandbox.client.itemPublicTokenExchange(request);
          exchanged.push(answer.access_token);
          return answer;
        },
      },
    },
  });
  standInUrl = await standIn.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => standIn.app.close());

ownPortal(() => ({
  BANK_LINK_MODE: 'plaid',
  PLAID_CLIENT_ID: CLIENT_ID,
  PLAID_SECRET: SECRET,
  PLAID_BASE_URL: standInUrl,
}));

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${standInUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

bankLinkSuite("Plaid's SDK and the stand-in of Plaid's API", {
  session: (link_token) => post('/link/session', { link_token }),
  signIn: (body) => post('/link/sign-in', body),
});

describe('Plaid’s webhooks and Items (BANK_LINK_MODE=plaid)', () => {
  const plaidApi = () =>
    new PlaidApi(
      new Configuration({
        basePath: standInUrl,
        baseOptions: { headers: { 'PLAID-CLIENT-ID': CLIENT_ID, 'PLAID-SECRET': SECRET } },
      }),
    );

  it('takes a verified webhook that the bank’s sign-in ended: the link’s accounts are no longer taken for a save', async () => {
    const { token, id } = await applicant();
    const { connection } = await connect(token, id, 'user_good');
    const access_token = exchanged.at(-1)!;
    const fired = await plaidApi().sandboxItemFireWebhook({
      access_token,
      webhook_code: 'USER_PERMISSION_REVOKED' as never,
    });
    expect(fired.data.webhook_fired).toBe(true);
    const delivery = standIn.delivered.at(-1)!;
    // The portal named its brand's own address in the link token, and answered the signed webhook 200.
    expect(delivery.webhook.url).toBe(
      `http://cng.localhost:${new URL(process.env.TEST_SERVER_URL!).port}/api/plaid/webhook`,
    );
    expect(delivery.status).toBe(200);

    const account = connection.checkingAccounts[0]!;
    const saved = await graphql(SAVE, token, 'cng', {
      id,
      bank: {
        isReadOnly: true,
        routingNumber: account.numbers.routing,
        accountNumber: account.numbers.account,
        accountHoldersName: 'Rosa Diaz',
        bankName: 'First Platypus Bank',
      },
    });
    expect(saved.body.errors?.[0]).toMatchObject({
      message: 'This account is not one of the linked bank’s checking accounts. Please link your bank again.',
    });
  });

  it('refuses a webhook that is not Plaid’s, or whose body was changed, and changes nothing', async () => {
    const { token, id } = await applicant();
    await connect(token, id, 'user_good');
    await plaidApi().sandboxItemFireWebhook({
      access_token: exchanged.at(-1)!,
      webhook_code: 'LOGIN_REPAIRED' as never,
    });
    const { webhook } = standIn.delivered.at(-1)!;
    const send = (body: string, verification?: string) =>
      fetch(`${process.env.TEST_SERVER_URL!}/api/plaid/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(verification ? { 'plaid-verification': verification } : {}),
        },
        body,
      });
    const changed = webhook.body.replace('LOGIN_REPAIRED', 'USER_PERMISSION_REVOKED');
    expect((await send(changed, webhook.verification)).status).toBe(401);
    expect((await send(changed)).status).toBe(401);
    expect(await (await send(webhook.body, webhook.verification)).json()).toEqual({ received: true });
  });

  it('lets the page load Plaid Link’s script and frame, and tells operators Plaid is the provider, by name', async () => {
    const page = await fetch(`${process.env.TEST_SERVER_URL!}/login`);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('https://cdn.plaid.com/link/v2/stable/link-initialize.js');
    expect(policy).toMatch(/frame-src [^;]*https:\/\/cdn\.plaid\.com/);
    const ready = (await (await fetch(`${process.env.TEST_SERVER_URL!}/api/ready`)).json()) as { providers: unknown };
    expect(ready.providers).toEqual({
      bankLinks: 'plaid-stand-in',
      textMessages: 'mail-stand-in',
      identity: 'portal-identity-service',
    });
    expect(JSON.stringify(ready)).not.toContain(SECRET);
  });

  it('removes at Plaid the Item a new link replaces', async () => {
    const { token, id } = await applicant();
    await connect(token, id, 'user_good');
    const first = exchanged.at(-1)!;
    await connect(token, id, 'user_good');
    const refused = await plaidApi()
      .authGet({ access_token: first })
      .catch((error: { response?: { data?: { error_code?: string } } }) => error.response?.data?.error_code);
    expect(refused).toBe('INVALID_ACCESS_TOKEN');
  });
});
