// The stand-in of Plaid's HTTP API (issue 70): what https://sandbox.plaid.com is to a lender, answered offline with
// the sandbox of localPlaid.ts, so that BANK_LINK_MODE=plaid runs through Plaid's own Node SDK (plaidApiClient.ts)
// end to end on this machine. It speaks Plaid's wire format (https://plaid.com/docs/api/):
// - every call a POST of JSON to Plaid's path, with the client id and secret in the PLAID-CLIENT-ID and PLAID-SECRET
//   headers (or client_id and secret in the body), answered 200 with the result, or with Plaid's error object and
//   Plaid's HTTP status for its type (400, 429 for RATE_LIMIT_EXCEEDED, 500 for API_ERROR);
// - the calls the portal makes: /link/token/create, /item/public_token/exchange, /auth/get, /item/get,
//   /item/remove, /institutions/get_by_id, /asset_report/create, /webhook_verification_key/get;
// - the sandbox's own: /sandbox/item/reset_login and /sandbox/item/fire_webhook, which posts the Item's webhook to
//   the address its link token named, signed as Plaid signs it;
// - Link itself, as cdn.plaid.com serves it (/link/v2/stable/link-initialize.js and its frame; linkPages.ts), and
//   Link's two steps with Plaid's servers (/link/session, /link/sign-in, answered as /api/plaid-local answers them in
//   local mode: a refusal is 400 { error } with Plaid's error object).
// `faults` lets a contract test make the next answers fail (a status with Plaid's error, or no answer at all).
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { PlaidApiError, type PlaidErrorBody } from '../domain/bank/plaidClient';
import {
  createLocalPlaid,
  plaidError,
  requestId,
  type LocalPlaid,
  type SignedWebhook,
} from '../domain/bank/localPlaid';
import { sameText } from '../security/sameText';
import { LINK_HTML, LINK_INITIALIZE_JS } from './linkPages';
import type { StandInStore } from '../domain/bank/standInStore';

export interface PlaidStandInOptions {
  clientId: string;
  secret: string;
  store: StandInStore;
  /** The sandbox itself, when the caller made it (a test that reads what it holds); made from `store` otherwise. */
  plaid?: LocalPlaid;
}

/** What the next answer of a path does instead: a status with Plaid's error, or no answer (the caller's timeout). */
export type Fault = { status: number; error: Pick<PlaidErrorBody, 'error_type' | 'error_code'> } | 'no answer';

export interface PlaidStandIn {
  app: FastifyInstance;
  /** The next `count` calls of `path` fail so. */
  fail(path: string, fault: Fault, count?: number): void;
  /** How many calls each path was sent, failed ones included. */
  calls(path: string): number;
  /** The webhooks posted, with the status each was answered. */
  delivered: { webhook: SignedWebhook; status: number }[];
}

/** Plaid's HTTP status for an error's type. */
export function statusOf(type: PlaidErrorBody['error_type'], code: string): number {
  if (type === 'RATE_LIMIT_EXCEEDED') return 429;
  if (type === 'API_ERROR') return code === 'PLANNED_MAINTENANCE' ? 503 : 500;
  return 400;
}

const text = (body: Record<string, unknown>, name: string): string => {
  const value = body[name];
  if (typeof value !== 'string' || !value)
    throw plaidError('INVALID_REQUEST', 'MISSING_FIELDS', `the following required fields are missing: ${name}`);
  return value;
};

/** Posts a webhook as Plaid does (a `*.localhost` host is this machine, as browsers take it). */
function post(webhook: SignedWebhook): Promise<number> {
  const url = new URL(webhook.url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const outgoing = send(
      {
        protocol: url.protocol,
        hostname: url.hostname.endsWith('.localhost') ? '127.0.0.1' : url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        timeout: 5_000,
        headers: {
          host: url.host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(webhook.body),
          'plaid-verification': webhook.verification,
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', () => resolve(0));
    outgoing.end(webhook.body);
  });
}

export function buildPlaidStandIn(options: PlaidStandInOptions): PlaidStandIn {
  const plaid = options.plaid ?? createLocalPlaid(options.store);
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024, forceCloseConnections: true });
  const faults = new Map<string, Fault[]>();
  const counts = new Map<string, number>();
  const delivered: PlaidStandIn['delivered'] = [];

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof PlaidApiError)
      return reply.code(statusOf(error.body.error_type, error.body.error_code)).send(error.body);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return reply
      .code(status)
      .send(
        status < 500
          ? plaidError('INVALID_REQUEST', 'INVALID_BODY', 'body could not be parsed as JSON').body
          : plaidError('API_ERROR', 'INTERNAL_SERVER_ERROR', 'an unexpected error occurred').body,
      );
  });

  /** A call of Plaid's API: counted, failed as told, its keys checked, then answered. */
  const route = (
    path: string,
    answer: (body: Record<string, unknown>, request: FastifyRequest) => Promise<object>,
    keyed = true,
  ) =>
    app.post(path, async (request: FastifyRequest, reply: FastifyReply) => {
      counts.set(path, (counts.get(path) ?? 0) + 1);
      const fault = faults.get(path)?.shift();
      if (fault === 'no answer') return new Promise(() => undefined);
      if (fault)
        return reply
          .code(fault.status)
          .send(plaidError(fault.error.error_type, fault.error.error_code, 'a fault the test asked for').body);
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      if (keyed) {
        const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
        const clientId = textOf(request.headers['plaid-client-id'] ?? body.client_id);
        const secret = textOf(request.headers['plaid-secret'] ?? body.secret);
        if (!clientId || !secret)
          throw plaidError(
            'INVALID_REQUEST',
            'MISSING_FIELDS',
            'the following required fields are missing: client_id, secret',
          );
        if (!sameText(clientId, options.clientId) || !sameText(secret, options.secret))
          throw plaidError('INVALID_INPUT', 'INVALID_API_KEYS', 'invalid client_id or secret provided');
        return answer(body, request);
      }
      // Link's steps answer a refusal as the Link dialog reads it (as /api/plaid-local does): { error } with Plaid's.
      try {
        return await answer(body, request);
      } catch (error) {
        if (error instanceof PlaidApiError) return reply.code(400).send({ error: error.body });
        throw error;
      }
    });

  route('/link/token/create', (body) => {
    text(body, 'client_name');
    const user = body.user as { client_user_id?: unknown } | null | undefined;
    if (typeof user?.client_user_id !== 'string' || !user.client_user_id)
      throw plaidError(
        'INVALID_REQUEST',
        'MISSING_FIELDS',
        'the following required fields are missing: user.client_user_id',
      );
    return plaid.client.linkTokenCreate(body as never);
  });
  route('/item/public_token/exchange', (body) =>
    plaid.client.itemPublicTokenExchange({ public_token: text(body, 'public_token') }),
  );
  route('/auth/get', (body) => plaid.client.authGet({ access_token: text(body, 'access_token') }));
  route('/item/get', (body) => plaid.client.itemGet({ access_token: text(body, 'access_token') }));
  route('/item/remove', (body) => plaid.client.itemRemove({ access_token: text(body, 'access_token') }));
  route('/institutions/get_by_id', (body) =>
    plaid.client.institutionsGetById({ institution_id: text(body, 'institution_id'), country_codes: ['US'] }),
  );
  route('/asset_report/create', (body) =>
    plaid.client.assetReportCreate({
      access_tokens: Array.isArray(body.access_tokens) ? body.access_tokens.map(String) : [],
      days_requested: Number(body.days_requested),
    }),
  );
  route('/webhook_verification_key/get', (body) =>
    plaid.client.webhookVerificationKeyGet({ key_id: text(body, 'key_id') }),
  );
  route('/sandbox/item/reset_login', (body) => plaid.resetLogin(text(body, 'access_token')));
  route('/sandbox/item/fire_webhook', async (body) => {
    const webhook = await plaid.webhookOf(text(body, 'access_token'), text(body, 'webhook_code'));
    delivered.push({ webhook, status: await post(webhook) });
    return { webhook_fired: true, request_id: requestId() };
  });
  // Link itself, as cdn.plaid.com serves it (linkPages.ts), and its own steps (the link token as their key).
  app.get('/link/v2/stable/link-initialize.js', (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(LINK_INITIALIZE_JS),
  );
  app.get('/link/v2/stable/link.html', (_request, reply) => reply.type('text/html; charset=utf-8').send(LINK_HTML));
  route('/link/session', (body) => plaid.linkSession(text(body, 'link_token')), false);
  route(
    '/link/sign-in',
    (body) =>
      plaid.linkSignIn({
        linkToken: text(body, 'link_token'),
        institutionId: typeof body.institution_id === 'string' ? body.institution_id : '',
        username: typeof body.username === 'string' ? body.username : '',
        password: typeof body.password === 'string' ? body.password : '',
      }),
    false,
  );

  return {
    app,
    fail(path, fault, count = 1) {
      faults.set(path, [...(faults.get(path) ?? []), ...Array.from({ length: count }, () => fault)]);
    },
    calls: (path) => counts.get(path) ?? 0,
    delivered,
  };
}
