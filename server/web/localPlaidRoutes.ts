// The Plaid servers the browser's stand-in Link dialog talks to (BANK_LINK_MODE=local only; see
// server/domain/bank/localPlaid.ts for the sandbox credentials):
// - POST /api/plaid-local/session {link_token}: the institutions to pick from, and whether Link runs in update mode.
// - POST /api/plaid-local/sign-in {link_token, institution_id, username, password}: Plaid's onSuccess metadata with
//   a public token, or 400 {error} with Plaid's error object (INVALID_CREDENTIALS, NO_ACCOUNTS, ...).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PlaidApiError } from '../domain/bank/plaidClient';
import type { LocalPlaid } from '../domain/bank/localPlaid';
import { objectSchema } from './openApi';

const token = { type: 'string', maxLength: 200, description: 'The link token Link was opened with' } as const;
const SESSION_BODY = objectSchema({ link_token: token }, []);
const SIGN_IN_BODY = objectSchema(
  {
    link_token: token,
    institution_id: { type: 'string', maxLength: 100 },
    username: { type: 'string', maxLength: 200 },
    password: { type: 'string', maxLength: 200 },
  },
  [],
);
/** Plaid's own error object, as its API answers it. */
const PLAID_ERROR = { type: 'object', properties: { error: { type: 'object', additionalProperties: true } } } as const;
const schema = (summary: string, body: object) => ({ tags: ['bank'], summary, body, response: { 400: PLAID_ERROR } });

async function answer(reply: FastifyReply, run: () => Promise<unknown>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PlaidApiError) return reply.code(400).send({ error: error.body });
    throw error;
  }
}

export function registerLocalPlaidRoutes(app: FastifyInstance, plaid: LocalPlaid): void {
  const rateLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
  const sessionRoute = {
    ...rateLimit,
    schema: schema('The institutions to pick from, and whether Link runs in update mode', SESSION_BODY),
  };
  app.post<{ Body: { link_token?: string } }>('/api/plaid-local/session', sessionRoute, (request, reply) =>
    answer(reply, () => plaid.linkSession(request.body.link_token ?? '')),
  );
  const signInRoute = {
    ...rateLimit,
    schema: schema("Signs in to a sandbox institution: Plaid's onSuccess metadata with a public token", SIGN_IN_BODY),
  };
  app.post<{ Body: { link_token?: string; institution_id?: string; username?: string; password?: string } }>(
    '/api/plaid-local/sign-in',
    signInRoute,
    (request, reply) =>
      answer(reply, () =>
        plaid.linkSignIn({
          linkToken: request.body.link_token ?? '',
          institutionId: request.body.institution_id ?? '',
          username: request.body.username ?? '',
          password: request.body.password ?? '',
        }),
      ),
  );
}
