// A local stand-in for Plaid, behaving like its sandbox (https://plaid.com/docs/sandbox/): the PlaidClient calls the
// portal's server makes, and the two steps the Link dialog takes with Plaid's servers (the institutions, and signing
// in to one), which the browser's stand-in `window.Plaid` calls over /api/plaid-local. Link tokens last 4 hours; a
// public token lasts 30 minutes and is exchanged once; access tokens never leave the server. Its tokens and Items are
// kept in a store (standInStore.ts: the database, so every instance of the portal sees the same sandbox, as every
// server of Plaid's would; memory for the unit tests).
//
// Sandbox credentials (username / password), listed in docs/flows/application.md:
// - user_good / pass_good: two checking accounts and a savings account (the savings one is never offered: the portal
//   asks for checking accounts only). Any other password: INVALID_CREDENTIALS.
// - user_no_accounts / pass_good: NO_ACCOUNTS.
// - user_login_required / pass_good: Link succeeds, then the Item needs the applicant to sign in again
//   (ITEM_LOGIN_REQUIRED) until Link runs in update mode and they do.
// - user_no_checking / pass_good: only a savings account (the no-checking screen).
// - user_no_data / pass_good: the bank has no account numbers yet (PRODUCT_NOT_READY: the no-data screen).
// - user_error / pass_good: an error the portal does not know (INTERNAL_SERVER_ERROR: the error screen).
// - Tattersall Federal Credit Union does not support Auth (PRODUCTS_NOT_SUPPORTED: the no-auth screen).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import {
  PlaidApiError,
  type AuthGetResponse,
  type LinkTokenCreateRequest,
  type PlaidAccount,
  type PlaidClient,
  type PlaidErrorBody,
  type WebhookVerificationKey,
} from './plaidClient';
import type { StandInStore } from './standInStore';

export const LINK_TOKEN_TTL_MS = 4 * 3600 * 1000;
export const PUBLIC_TOKEN_TTL_MS = 30 * 60 * 1000;

export interface LocalInstitution {
  institution_id: string;
  name: string;
  supportsAuth: boolean;
}

export const LOCAL_INSTITUTIONS: readonly LocalInstitution[] = [
  { institution_id: 'ins_109508', name: 'First Platypus Bank', supportsAuth: true },
  { institution_id: 'ins_109511', name: 'Tartan Bank', supportsAuth: true },
  { institution_id: 'ins_109512', name: 'Houndstooth Bank', supportsAuth: true },
  { institution_id: 'ins_109510', name: 'Tattersall Federal Credit Union', supportsAuth: false },
];

type Scenario = 'good' | 'login_required' | 'no_checking' | 'no_data';

const SCENARIOS: Record<string, Scenario | 'no_accounts' | 'error'> = {
  user_good: 'good',
  user_login_required: 'login_required',
  user_no_checking: 'no_checking',
  user_no_data: 'no_data',
  user_no_accounts: 'no_accounts',
  user_error: 'error',
};
const SANDBOX_PASSWORD = 'pass_good';

interface Item {
  itemId: string;
  institution: LocalInstitution;
  scenario: Scenario;
  accounts: (PlaidAccount & { account: string; routing: string })[];
  loginRequired: boolean;
  /** Where the Item's webhooks go: the link token's `webhook` (none for an Item linked before webhooks were kept). */
  webhook?: string | null;
}

/** What Link gives the page when the applicant signs in: Plaid's onSuccess metadata, with the public token. */
export interface LinkSuccess {
  public_token: string;
  link_session_id: string;
  institution: { name: string; institution_id: string };
  accounts: {
    id: string;
    name: string;
    mask: string | null;
    type: string;
    subtype: string | null;
    verification_status: null;
  }[];
}

/** The Item webhooks /sandbox/item/fire_webhook sends here. */
const FIRED_WEBHOOKS: readonly string[] = [
  'ERROR',
  'PENDING_EXPIRATION',
  'PENDING_DISCONNECT',
  'USER_PERMISSION_REVOKED',
  'USER_ACCOUNT_REVOKED',
  'LOGIN_REPAIRED',
];

/** A webhook to post: its address, its body as sent, and its `Plaid-Verification` header. */
export interface SignedWebhook {
  url: string;
  body: string;
  verification: string;
}

/** A request id as Plaid gives one with every answer. */
export const requestId = (): string => randomBytes(8).toString('hex');
/** Plaid's error, as the sandbox throws it. */
export const plaidError = (
  error_type: PlaidErrorBody['error_type'],
  error_code: string,
  error_message: string,
  display_message: string | null = null,
) => new PlaidApiError({ error_type, error_code, error_message, display_message, request_id: requestId() });

/** Fictional accounts of a sandbox user; routing numbers pass the ABA checksum. */
function accountsFor(scenario: Scenario): Item['accounts'] {
  const account = (
    name: string,
    subtype: 'checking' | 'savings',
    number: string,
    routing: string,
    available: number | null,
    current: number | null,
  ) => ({
    account_id: randomBytes(12).toString('base64url'),
    balances: { available, current, iso_currency_code: 'USD' },
    mask: number.slice(-4),
    name,
    official_name: `Plaid ${name}`,
    type: 'depository' as const,
    subtype,
    account: number,
    routing,
  });
  const savings = account('Plaid Saving', 'savings', '1111222233331111', '011401533', 210.55, 210.55);
  if (scenario === 'no_checking') return [savings];
  return [
    account('Plaid Checking', 'checking', '1111222233330000', '011401533', 100.4, 110.9),
    account('Plaid Gold Checking', 'checking', '9900009606', '021000021', null, 1250.75),
    savings,
  ];
}

interface LinkTokenRecord {
  accessToken: string | null;
  webhook?: string | null;
  /** The language Link's window speaks (absent on a token made before: English). */
  language?: string;
}

/** The languages Plaid's Link speaks (its API refuses any other with INVALID_FIELD). */
const LINK_LANGUAGES = [
  'da',
  'nl',
  'en',
  'et',
  'fr',
  'de',
  'hi',
  'it',
  'ja',
  'lv',
  'lt',
  'no',
  'pl',
  'pt',
  'ro',
  'es',
  'sv',
  'vi',
];
interface PublicTokenRecord {
  itemId: string;
}

export function createLocalPlaid(store: StandInStore, clock: () => Date = () => new Date()) {
  const now = () => clock();

  async function itemOf(accessToken: string): Promise<Item> {
    const access = await store.get<{ itemId: string }>('access', accessToken);
    const item = access ? await store.get<Item>('item', access.data.itemId) : null;
    if (!item)
      throw plaidError(
        'INVALID_INPUT',
        'INVALID_ACCESS_TOKEN',
        'provided access token is in an invalid format or does not exist',
      );
    return item.data;
  }

  async function liveLinkToken(token: string) {
    const entry = await store.get<LinkTokenRecord>('link', token);
    if (!entry) throw plaidError('INVALID_INPUT', 'INVALID_LINK_TOKEN', 'provided link token is in an invalid format');
    if (entry.expiresAt && entry.expiresAt <= now())
      throw plaidError(
        'INVALID_INPUT',
        'INVALID_LINK_TOKEN',
        'link token has expired',
        'The bank link has expired. Please start again.',
      );
    return entry.data;
  }

  const client: PlaidClient = {
    async linkTokenCreate(request: LinkTokenCreateRequest) {
      if (!request.client_name || !request.user.client_user_id)
        throw plaidError('INVALID_REQUEST', 'MISSING_FIELDS', 'client_name and user.client_user_id are required');
      if (!LINK_LANGUAGES.includes(request.language))
        throw plaidError('INVALID_REQUEST', 'INVALID_FIELD', 'language must be a language Link supports');
      if (request.access_token) await itemOf(request.access_token);
      const link_token = `link-sandbox-${randomUUID()}`;
      const expiresAt = new Date(now().getTime() + LINK_TOKEN_TTL_MS);
      await store.put(
        'link',
        link_token,
        {
          accessToken: request.access_token ?? null,
          webhook: request.webhook ?? null,
          language: request.language,
        } satisfies LinkTokenRecord,
        expiresAt,
      );
      return { link_token, expiration: expiresAt.toISOString(), request_id: requestId() };
    },
    async itemPublicTokenExchange({ public_token }) {
      // Taken from the store as it is exchanged: of two exchanges at once, on any instances, one gets it.
      const entry = await store.take<PublicTokenRecord>('public', public_token);
      if (!entry || (entry.expiresAt && entry.expiresAt <= now()))
        throw plaidError(
          'INVALID_INPUT',
          'INVALID_PUBLIC_TOKEN',
          'provided public token is expired, already used or does not exist',
        );
      const access_token = `access-sandbox-${randomUUID()}`;
      await store.put('access', access_token, { itemId: entry.data.itemId }, null);
      return { access_token, item_id: entry.data.itemId, request_id: requestId() };
    },
    async authGet({ access_token }): Promise<AuthGetResponse> {
      const item = await itemOf(access_token);
      if (!item.institution.supportsAuth)
        throw plaidError('ITEM_ERROR', 'PRODUCTS_NOT_SUPPORTED', 'this institution does not support Auth');
      if (item.loginRequired)
        throw plaidError(
          'ITEM_ERROR',
          'ITEM_LOGIN_REQUIRED',
          'the login details of this item have changed',
          "Your bank's sign-in has changed. Please sign in again.",
        );
      if (item.scenario === 'no_data')
        throw plaidError('ITEM_ERROR', 'PRODUCT_NOT_READY', 'the requested product is not yet ready');
      const accounts = item.accounts.map(({ account: _account, routing: _routing, ...plain }) => plain);
      const ach = item.accounts.map((entry) => ({
        account_id: entry.account_id,
        account: entry.account,
        routing: entry.routing,
        wire_routing: entry.routing,
      }));
      return {
        accounts,
        numbers: { ach },
        item: { item_id: item.itemId, institution_id: item.institution.institution_id },
        request_id: requestId(),
      };
    },
    async itemGet({ access_token }) {
      const item = await itemOf(access_token);
      return {
        item: { item_id: item.itemId, institution_id: item.institution.institution_id },
        request_id: requestId(),
      };
    },
    institutionsGetById({ institution_id }) {
      const institution = LOCAL_INSTITUTIONS.find((entry) => entry.institution_id === institution_id);
      if (!institution)
        return Promise.reject(plaidError('INVALID_INPUT', 'INVALID_INSTITUTION', 'invalid institution_id'));
      return Promise.resolve({
        institution: { institution_id: institution.institution_id, name: institution.name },
        request_id: requestId(),
      });
    },
    async itemRemove({ access_token }) {
      const item = await itemOf(access_token);
      await store.take('access', access_token);
      await store.take('item', item.itemId);
      return { request_id: requestId() };
    },
    async webhookVerificationKeyGet({ key_id }) {
      const keys = await webhookKeys();
      if (key_id !== keys.publicKey.kid)
        throw plaidError('INVALID_INPUT', 'INVALID_WEBHOOK_VERIFICATION_KEY_ID', 'invalid key_id');
      return { key: keys.publicKey, request_id: requestId() };
    },
    async assetReportCreate({ access_tokens, days_requested }) {
      for (const token of access_tokens) await itemOf(token);
      if (days_requested < 0 || days_requested > 731)
        throw plaidError('INVALID_REQUEST', 'INVALID_FIELD', 'days_requested must be 0 to 731');
      return {
        asset_report_token: `assets-sandbox-${randomUUID()}`,
        asset_report_id: randomUUID(),
        request_id: requestId(),
      };
    },
  };

  /** Link's first screen: its language, which institutions to show, and whether this is update mode (and for which bank). */
  async function linkSession(linkToken: string): Promise<{
    language: string;
    institutions: { institution_id: string; name: string }[];
    updateMode: { institution: { institution_id: string; name: string } } | null;
  }> {
    const entry = await liveLinkToken(linkToken);
    const updated = entry.accessToken ? await itemOf(entry.accessToken) : null;
    return {
      language: entry.language ?? 'en',
      institutions: LOCAL_INSTITUTIONS.map(({ institution_id, name }) => ({ institution_id, name })),
      updateMode: updated
        ? { institution: { institution_id: updated.institution.institution_id, name: updated.institution.name } }
        : null,
    };
  }

  /** The applicant signs in to a bank in Link: Plaid's onSuccess metadata with a public token, or Plaid's error. */
  async function linkSignIn(input: {
    linkToken: string;
    institutionId: string;
    username: string;
    password: string;
  }): Promise<LinkSuccess> {
    const entry = await liveLinkToken(input.linkToken);
    const scenario = SCENARIOS[input.username];
    if (!scenario || input.password !== SANDBOX_PASSWORD) {
      throw plaidError(
        'ITEM_ERROR',
        'INVALID_CREDENTIALS',
        'the provided credentials were not correct',
        'The credentials you provided were incorrect. Check that your credentials are the same that you use for this institution',
      );
    }
    if (scenario === 'error') throw plaidError('API_ERROR', 'INTERNAL_SERVER_ERROR', 'an unexpected error occurred');
    let item: Item;
    if (entry.accessToken) {
      // Update mode: the same Item signs in again.
      item = { ...(await itemOf(entry.accessToken)), loginRequired: false, webhook: entry.webhook ?? null };
    } else {
      const institution = LOCAL_INSTITUTIONS.find((candidate) => candidate.institution_id === input.institutionId);
      if (!institution) throw plaidError('INVALID_INPUT', 'INVALID_INSTITUTION', 'invalid institution_id');
      if (scenario === 'no_accounts')
        throw plaidError(
          'ITEM_ERROR',
          'NO_ACCOUNTS',
          'no valid accounts were found for this item',
          'No valid accounts were found at the financial institution.',
        );
      item = {
        itemId: randomBytes(16).toString('base64url'),
        institution,
        scenario,
        accounts: accountsFor(scenario),
        loginRequired: scenario === 'login_required',
        webhook: entry.webhook ?? null,
      };
    }
    await store.put('item', item.itemId, item, null);
    const public_token = `public-sandbox-${randomUUID()}`;
    await store.put(
      'public',
      public_token,
      { itemId: item.itemId } satisfies PublicTokenRecord,
      new Date(now().getTime() + PUBLIC_TOKEN_TTL_MS),
    );
    // Link offers only what the link token asked for: checking accounts.
    const offered = item.accounts.filter((account) => account.subtype === 'checking');
    return {
      public_token,
      link_session_id: randomUUID(),
      institution: { name: item.institution.name, institution_id: item.institution.institution_id },
      accounts: offered.map((account) => ({
        id: account.account_id,
        name: account.name,
        mask: account.mask,
        type: account.type,
        subtype: account.subtype,
        verification_status: null,
      })),
    };
  }

  /**
   * Plaid's sandbox calls: /sandbox/item/reset_login puts the Item in ITEM_LOGIN_REQUIRED; /sandbox/item/fire_webhook
   * sends one of the Item's webhooks, signed as Plaid signs them (an ES256 JWT in `Plaid-Verification` carrying the
   * body's SHA-256), to the webhook its link token named. Answered here as the webhook to send: the HTTP stand-in
   * posts it.
   */
  async function resetLogin(accessToken: string) {
    const item = await itemOf(accessToken);
    await store.put('item', item.itemId, { ...item, loginRequired: true }, null);
    return { reset_login: true, request_id: requestId() };
  }

  async function webhookOf(accessToken: string, code: string): Promise<SignedWebhook> {
    const item = await itemOf(accessToken);
    if (!FIRED_WEBHOOKS.includes(code))
      throw plaidError('INVALID_INPUT', 'INVALID_FIELD', `webhook_code ${code} is not supported`);
    if (!item.webhook) throw plaidError('INVALID_INPUT', 'INVALID_FIELD', 'the Item has no webhook');
    const body = JSON.stringify({
      webhook_type: 'ITEM',
      webhook_code: code,
      item_id: item.itemId,
      error:
        code === 'ERROR'
          ? {
              error_type: 'ITEM_ERROR',
              error_code: 'ITEM_LOGIN_REQUIRED',
              error_message: 'the login details of this item have changed',
              display_message: null,
              request_id: requestId(),
            }
          : null,
      ...(code === 'PENDING_EXPIRATION' || code === 'PENDING_DISCONNECT'
        ? { consent_expiration_time: new Date(now().getTime() + 7 * 86_400_000).toISOString() }
        : {}),
      environment: 'sandbox',
    });
    const keys = await webhookKeys();
    const verification = await new SignJWT({
      request_body_sha256: createHash('sha256').update(body).digest('hex'),
    })
      .setProtectedHeader({ alg: 'ES256', kid: keys.publicKey.kid, typ: 'JWT' })
      .setIssuedAt(Math.floor(now().getTime() / 1000))
      .sign(keys.privateKey);
    return { url: item.webhook, body, verification };
  }

  // The key webhooks are signed with: made once, on first use.
  let keys: Promise<{ privateKey: CryptoKey; publicKey: WebhookVerificationKey }> | null = null;
  const webhookKeys = () =>
    (keys ??= generateKeyPair('ES256').then(async ({ privateKey, publicKey }) => {
      const jwk = await exportJWK(publicKey);
      return {
        privateKey,
        publicKey: {
          alg: 'ES256',
          crv: jwk.crv ?? 'P-256',
          kid: randomUUID(),
          kty: jwk.kty ?? 'EC',
          use: 'sig',
          x: jwk.x ?? '',
          y: jwk.y ?? '',
          created_at: Math.floor(now().getTime() / 1000),
          expired_at: null,
        },
      };
    }));

  return { client, linkSession, linkSignIn, resetLogin, webhookOf };
}

export type LocalPlaid = ReturnType<typeof createLocalPlaid>;
