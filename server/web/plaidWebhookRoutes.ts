// POST /api/plaid/webhook (BANK_LINK_MODE=plaid; issue 70): where Plaid sends the Items' webhooks (the link token
// names it). The body is read as the text it came as, since its SHA-256 is what Plaid signed: verified first
// (server/domain/bank/plaidWebhooks.ts), then applied. A webhook that is not Plaid's is answered 401 and changes
// nothing; a verified one is answered 200 whatever it says (Plaid sends again what is not answered 200).
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { applyItemWebhook, type WebhookRefusal } from '../domain/bank/plaidWebhooks';
import { ERROR_ANSWER } from './openApi';

export const PLAID_WEBHOOK_PATH = '/api/plaid/webhook';
const BODY_LIMIT = 64 * 1024;

export async function registerPlaidWebhookRoutes(
  app: FastifyInstance,
  deps: { db: Database; verify: (signature: string | undefined, rawBody: string) => Promise<WebhookRefusal | null> },
): Promise<void> {
  await app.register((scope, _options, done) => {
    // In this route's own scope: the body as text, for its hash.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    const route = {
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['bank'],
        summary: "Plaid's Item webhooks, verified by their Plaid-Verification JWT",
        response: {
          200: { type: 'object', required: ['received'], properties: { received: { type: 'boolean' } } },
          400: ERROR_ANSWER,
          401: ERROR_ANSWER,
        },
      },
    };
    scope.post(PLAID_WEBHOOK_PATH, route, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = request.headers['plaid-verification'];
      const refusal = await deps.verify(typeof header === 'string' ? header : undefined, raw);
      if (refusal) {
        request.log.warn(`A Plaid webhook was refused: ${refusal}`);
        return reply.code(401).send({ error: 'The webhook could not be verified' });
      }
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return reply.code(400).send({ error: 'The webhook is not JSON' });
      }
      const marked = await applyItemWebhook(deps.db, body);
      if (marked > 0) request.log.info(`A Plaid webhook marked ${marked} bank link(s) to sign in again`);
      return { received: true };
    });
    done();
  });
}
