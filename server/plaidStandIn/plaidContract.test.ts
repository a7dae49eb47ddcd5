// Plaid's own SDK against the stand-in of Plaid's API (issue 70): every call the portal makes, Plaid's errors as
// PlaidApiError, the faults that are sent again (no answer, a 5xx, the rate limit) and those never sent twice (the
// public token's exchange, an asset report), the keys, and the webhooks' signatures checked with jose.
import { SignJWT } from 'jose';
import { createPlaidApiClient } from '../domain/bank/plaidApiClient';
import { PlaidApiError, type PlaidClient } from '../domain/bank/plaidClient';
import { createWebhookVerifier } from '../domain/bank/plaidWebhooks';
import { memoryStandInStore } from '../domain/bank/standInStore';
import { buildPlaidStandIn, type PlaidStandIn } from './plaidStandInApp';

const CLIENT_ID = 'client-id-of-the-test';
const SECRET = 'secret-of-the-test-0123456789abcdef';
let standIn: PlaidStandIn;
let basePath: string;

beforeAll(async () => {
  standIn = buildPlaidStandIn({ clientId: CLIENT_ID, secret: SECRET, store: memoryStandInStore() });
  basePath = await standIn.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => standIn.app.close());

const client = (overrides: { secret?: string; timeoutMs?: number } = {}) =>
  createPlaidApiClient({
    basePath,
    clientId: CLIENT_ID,
    secret: overrides.secret ?? SECRET,
    timeoutMs: overrides.timeoutMs ?? 2_000,
    backoffMs: 10,
  });

const linkRequest = {
  client_name: 'Coin & Go',
  user: { client_user_id: 'application-1' },
  products: ['auth' as const],
  country_codes: ['US' as const],
  language: 'en' as const,
  account_filters: { depository: { account_subtypes: ['checking' as const] } },
  webhook: 'http://127.0.0.1:9/api/plaid/webhook',
};

/** Link, as the page's Link does it with Plaid's servers: the applicant signs in to First Platypus Bank. */
async function linked(plaid: PlaidClient, username = 'user_good') {
  const { link_token } = await plaid.linkTokenCreate(linkRequest);
  const response = await fetch(`${basePath}/link/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ link_token, institution_id: 'ins_109508', username, password: 'pass_good' }),
  });
  const { public_token } = (await response.json()) as { public_token: string };
  return plaid.itemPublicTokenExchange({ public_token });
}

const refusal = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('it was not refused');
};
const codeOf = async (run: () => Promise<unknown>) => {
  const error = await refusal(run);
  return error instanceof PlaidApiError ? error.body.error_code : String(error);
};

describe("Plaid's SDK against the stand-in of Plaid's API", () => {
  it('makes every call the portal makes: link token, exchange, Auth, the Item and its bank, an asset report, removal', async () => {
    const plaid = client();
    const { link_token, expiration } = await plaid.linkTokenCreate(linkRequest);
    expect(link_token).toMatch(/^link-sandbox-/);
    expect(Date.parse(expiration)).toBeGreaterThan(Date.now() + 3.9 * 3600_000);
    const { access_token, item_id } = await linked(plaid);
    expect(access_token).toMatch(/^access-sandbox-/);

    const auth = await plaid.authGet({ access_token });
    expect(auth.item.item_id).toBe(item_id);
    expect(auth.numbers.ach.map((entry) => entry.routing)).toContain('021000021');
    expect(auth.accounts.map((account) => [account.name, account.subtype])).toEqual([
      ['Plaid Checking', 'checking'],
      ['Plaid Gold Checking', 'checking'],
      ['Plaid Saving', 'savings'],
    ]);
    const { item } = await plaid.itemGet({ access_token });
    expect(item).toEqual({ item_id, institution_id: 'ins_109508' });
    expect(
      (await plaid.institutionsGetById({ institution_id: 'ins_109508', country_codes: ['US'] })).institution.name,
    ).toBe('First Platypus Bank');
    expect(
      (await plaid.assetReportCreate({ access_tokens: [access_token], days_requested: 60 })).asset_report_token,
    ).toMatch(/^assets-sandbox-/);
    // Update mode's link token names the Item.
    expect((await plaid.linkTokenCreate({ ...linkRequest, access_token })).link_token).toMatch(/^link-sandbox-/);

    await plaid.itemRemove({ access_token });
    expect(await codeOf(() => plaid.authGet({ access_token }))).toBe('INVALID_ACCESS_TOKEN');
  });

  it('gives Plaid’s errors as PlaidApiError: a bank that asks to sign in again, a token used twice, a bank without Auth', async () => {
    const plaid = client();
    const { access_token } = await linked(plaid, 'user_login_required');
    const error = await refusal(() => plaid.authGet({ access_token }));
    expect(error).toBeInstanceOf(PlaidApiError);
    expect((error as PlaidApiError).body).toMatchObject({
      error_type: 'ITEM_ERROR',
      error_code: 'ITEM_LOGIN_REQUIRED',
    });
    expect(await codeOf(() => plaid.itemPublicTokenExchange({ public_token: 'public-sandbox-never' }))).toBe(
      'INVALID_PUBLIC_TOKEN',
    );
    // A link token without its user: Plaid's refusal, not a fault of the stand-in.
    expect(await codeOf(() => plaid.linkTokenCreate({ ...linkRequest, user: undefined as never }))).toBe(
      'MISSING_FIELDS',
    );
    expect(await codeOf(() => plaid.institutionsGetById({ institution_id: 'ins_0', country_codes: ['US'] }))).toBe(
      'INVALID_INSTITUTION',
    );
    standIn.fail('/auth/get', {
      status: 400,
      error: { error_type: 'INSTITUTION_ERROR', error_code: 'INSTITUTION_DOWN' },
    });
    const before = standIn.calls('/auth/get');
    expect(await codeOf(() => plaid.authGet({ access_token }))).toBe('INSTITUTION_DOWN');
    expect(standIn.calls('/auth/get') - before).toBe(1);
  });

  it('refuses wrong keys, and no error it gives holds the secret', async () => {
    const wrong = 'a-wrong-secret-that-must-not-leak-42';
    const error = await refusal(() => client({ secret: wrong }).linkTokenCreate(linkRequest));
    expect((error as PlaidApiError).body).toMatchObject({
      error_type: 'INVALID_INPUT',
      error_code: 'INVALID_API_KEYS',
    });
    standIn.fail('/item/public_token/exchange', 'no answer');
    const silent = await refusal(() =>
      client({ secret: wrong, timeoutMs: 200 }).itemPublicTokenExchange({ public_token: 'x' }),
    );
    for (const seen of [error, silent]) {
      const all = `${String(seen)} ${(seen as Error).stack ?? ''} ${JSON.stringify(seen)}`;
      expect(all).not.toContain(wrong);
      expect(all).not.toContain(SECRET);
    }
  });

  it('sends again what changes nothing after no answer, a 5xx or the rate limit, and gives up after two more tries', async () => {
    const plaid = client({ timeoutMs: 300 });
    const { access_token } = await linked(plaid);
    const sent = (path: string, run: () => Promise<unknown>) => async () => {
      const before = standIn.calls(path);
      await run();
      return standIn.calls(path) - before;
    };
    standIn.fail(
      '/auth/get',
      { status: 500, error: { error_type: 'API_ERROR', error_code: 'INTERNAL_SERVER_ERROR' } },
      2,
    );
    expect(await sent('/auth/get', () => plaid.authGet({ access_token }))()).toBe(3);
    standIn.fail('/item/get', { status: 429, error: { error_type: 'RATE_LIMIT_EXCEEDED', error_code: 'RATE_LIMIT' } });
    expect(await sent('/item/get', () => plaid.itemGet({ access_token }))()).toBe(2);
    standIn.fail('/link/token/create', 'no answer');
    expect(await sent('/link/token/create', () => plaid.linkTokenCreate(linkRequest))()).toBe(2);
    standIn.fail(
      '/auth/get',
      { status: 503, error: { error_type: 'API_ERROR', error_code: 'PLANNED_MAINTENANCE' } },
      3,
    );
    const before = standIn.calls('/auth/get');
    expect(await codeOf(() => plaid.authGet({ access_token }))).toBe('PLANNED_MAINTENANCE');
    expect(standIn.calls('/auth/get') - before).toBe(3);
  });

  it('never sends twice the public token’s exchange or an asset report (a token works once; Plaid bills each report)', async () => {
    const plaid = client({ timeoutMs: 300 });
    const { link_token } = await plaid.linkTokenCreate(linkRequest);
    const signIn = await fetch(`${basePath}/link/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ link_token, institution_id: 'ins_109508', username: 'user_good', password: 'pass_good' }),
    });
    const { public_token } = (await signIn.json()) as { public_token: string };
    let before = standIn.calls('/item/public_token/exchange');
    standIn.fail('/item/public_token/exchange', {
      status: 500,
      error: { error_type: 'API_ERROR', error_code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(await codeOf(() => plaid.itemPublicTokenExchange({ public_token }))).toBe('INTERNAL_SERVER_ERROR');
    expect(standIn.calls('/item/public_token/exchange') - before).toBe(1);
    const { access_token } = await plaid.itemPublicTokenExchange({ public_token });

    before = standIn.calls('/asset_report/create');
    standIn.fail('/asset_report/create', 'no answer');
    expect(await codeOf(() => plaid.assetReportCreate({ access_tokens: [access_token], days_requested: 60 }))).toMatch(
      /Plaid did not answer/,
    );
    expect(standIn.calls('/asset_report/create') - before).toBe(1);
  });

  it('signs each webhook as Plaid does; the verifier takes it, and refuses a changed body, an old one, a stranger’s key', async () => {
    const plaid = client();
    const { access_token } = await linked(plaid);
    const answered = await fetch(`${basePath}/sandbox/item/fire_webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'plaid-client-id': CLIENT_ID, 'plaid-secret': SECRET },
      body: JSON.stringify({ access_token, webhook_code: 'PENDING_EXPIRATION' }),
    });
    expect(answered.status).toBe(200);
    const { webhook } = standIn.delivered.at(-1)!;
    expect(webhook.url).toBe(linkRequest.webhook);
    expect(JSON.parse(webhook.body)).toMatchObject({ webhook_type: 'ITEM', webhook_code: 'PENDING_EXPIRATION' });

    let now = Date.now();
    const keyCalls = () => standIn.calls('/webhook_verification_key/get');
    const verify = createWebhookVerifier(plaid, () => now);
    const keysBefore = keyCalls();
    expect(await verify(webhook.verification, webhook.body)).toBeNull();
    expect(await verify(webhook.verification, webhook.body)).toBeNull();
    expect(keyCalls() - keysBefore).toBe(1);
    expect(await verify(webhook.verification, webhook.body.replace('PENDING_EXPIRATION', 'LOGIN_REPAIRED'))).toBe(
      'body changed',
    );
    expect(await verify(undefined, webhook.body)).toBe('no signature');
    expect(await verify('not-a-jwt', webhook.body)).toBe('no signature');

    // Signed by someone else: an HMAC, or a key Plaid does not have (asked of Plaid once a minute at most).
    const hmac = await new SignJWT({ request_body_sha256: 'x' })
      .setProtectedHeader({ alg: 'HS256', kid: 'k' })
      .setIssuedAt()
      .sign(new TextEncoder().encode('0123456789abcdef0123456789abcdef'));
    expect(await verify(hmac, webhook.body)).toBe('not ES256');
    const [, payload, signature] = webhook.verification.split('.');
    const strangerHeader = Buffer.from(JSON.stringify({ alg: 'ES256', kid: 'a-stranger', typ: 'JWT' })).toString(
      'base64url',
    );
    const stranger = `${strangerHeader}.${payload}.${signature}`;
    const before = keyCalls();
    expect(await verify(stranger, webhook.body)).toBe('unknown key');
    expect(await verify(stranger, webhook.body)).toBe('unknown key');
    expect(keyCalls() - before).toBe(1);

    now += 6 * 60_000;
    expect(await verify(webhook.verification, webhook.body)).toBe('bad signature');
  });
});
