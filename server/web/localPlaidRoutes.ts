// The Plaid servers the browser's stand-in Link dialog talks to (BANK_LINK_MODE=local only; see
// server/domain/bank/localPlaid.ts for the sandbox credentials):
// - POST /api/plaid-local/session {link_token}: the institutions to pick from, and whether Link runs in update mode.
// - POST /api/plaid-local/sign-in {link_token, institution_id, username, password}: Plaid's onSuccess metadata with
//   a public token, or 400 {error} with Plaid's error object (INVALID_CREDENTIALS, NO_ACCOUNTS, ...).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PlaidApiError } from '../domain/bank/plaidClient';
import type { LocalPlaid } from '../domain/bank/localPlaid';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

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
  app.post<{ Body: { link_token?: unknown } }>('/api/plaid-local/session', rateLimit, (request, reply) =>
    answer(reply, () => plaid.linkSession(text(request.body?.link_token))),
  );
  app.post<{ Body: { link_token?: unknown; institution_id?: unknown; username?: unknown; password?: unknown } }>(
    '/api/plaid-local/sign-in',
    rateLimit,
    (request, reply) =>
      answer(reply, () =>
        plaid.linkSignIn({
          linkToken: text(request.body?.link_token),
          institutionId: text(request.body?.institution_id),
          username: text(request.body?.username),
          password: text(request.body?.password),
        }),
      ),
  );
}
