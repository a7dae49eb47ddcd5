// The card processor's stand-in (issue 48, part 1): what Stripe Elements, Adyen or Braintree hosted fields are to a
// real portal. It runs on an origin of its own (its own port, and in the browser the host cards.localhost), so the
// portal's page, scripts and servers never see a card number or security code:
// - GET /frame: the card-entry page the portal embeds in an iframe. Only the portal's origins may embed it
//   (frame-ancestors), and it speaks by postMessage with the one origin that embeds it, checked both ways.
// - POST /v1/tokens: the frame's own call (same origin) with the card; the card is checked (network, Luhn, expiry,
//   security code, ZIP) and kept in the vault, and a single-use token with the last four digits, network and expiry
//   is given back.
// - GET /v1/tokens/:token, POST /v1/charges, POST /v1/payout-checks: the portal's back end, server to server, with the
//   processor's secret key: what a token's card is, a charge (idempotent by key), a push-to-card check.
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ValidationError } from 'yup';
import {
  cardMessagesIn,
  cardSchemaWith,
  frameLanguage,
  type CardInput,
  type CardMessages,
  type FrameLanguage,
} from './cardSchema';
import { createCardVault, type CardVault } from './cardVault';
import { cardFramePage } from './framePage';
import { sameText } from '../security/sameText';

export interface ProcessorOptions {
  /** The processor's own origin as browsers reach it (the frame's origin). */
  origin: string;
  /** The origins allowed to embed the frame (the brands' sites). */
  allowedParents: readonly string[];
  /** The secret key the portal's back end sends. */
  secretKey: string;
  vault?: CardVault;
}

const asset = (name: string) => readFileSync(new URL(`./frame/${name}`, import.meta.url), 'utf8');
const CARD_FIELDS = ['nameOnCard', 'number', 'expiry', 'cvv', 'zipCode'] as const;
const TOKEN = /^tok_[A-Za-z0-9_-]{20,40}$/;
const KEY = /^[A-Za-z0-9_-]{8,80}$/;

/** The card's fields from the frame's body, and each field that is not short text (with that field's message). */
function cardOf(body: unknown, messages: CardMessages): { card: CardInput; problems: Record<string, string> } {
  const card: Record<string, string> = {};
  const problems: Record<string, string> = {};
  for (const field of CARD_FIELDS) {
    const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
    if (typeof value === 'string' && value.length <= 100) card[field] = value;
    else {
      card[field] = '';
      problems[field] = messages[field];
    }
  }
  return { card: card as unknown as CardInput, problems };
}

const SCHEMAS = { en: cardSchemaWith(cardMessagesIn('en')), es: cardSchemaWith(cardMessagesIn('es')) };

/** Every field's first problem, in the card form's words in the frame's language. */
function problemsOf(card: CardInput, language: FrameLanguage): Record<string, string> | null {
  try {
    SCHEMAS[language].validateSync(card, { abortEarly: false });
    return null;
  } catch (error) {
    const problems: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner)
      if (inner.path && !problems[inner.path]) problems[inner.path] = inner.message;
    return problems;
  }
}

export async function buildCardProcessor(options: ProcessorOptions): Promise<FastifyInstance> {
  const vault = options.vault ?? createCardVault();
  const script = asset('cardFrame.js');
  const style = asset('cardFrame.css');
  const app = Fastify({ logger: false, bodyLimit: 4096 });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  });

  const serverOnly = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const header = request.headers.authorization ?? '';
    if (header.startsWith('Bearer ') && sameText(header.slice(7), options.secretKey)) return true;
    void reply.code(401).send({ error: 'unauthorized' });
    return false;
  };

  app.get('/health', () => ({ ok: true }));

  app.get<{ Querystring: { origin?: string; language?: string } }>('/frame', (request, reply) => {
    const parent = request.query.origin ?? '';
    if (!options.allowedParents.includes(parent))
      return reply.code(400).type('text/plain').send('This card form can be shown only on the lender’s own site.');
    return reply
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        [
          "default-src 'none'",
          "script-src 'self'",
          "style-src 'self'",
          "connect-src 'self'",
          "form-action 'none'",
          "base-uri 'none'",
          `frame-ancestors ${parent}`,
        ].join('; '),
      )
      .send(cardFramePage(frameLanguage(request.query.language)));
  });
  app.get('/frame.js', (_request, reply) => reply.type('text/javascript; charset=utf-8').send(script));
  app.get('/frame.css', (_request, reply) => reply.type('text/css; charset=utf-8').send(style));

  // The frame's own call: only from the frame's origin (a page elsewhere cannot use the vault through a browser).
  app.post('/v1/tokens', (request, reply) => {
    if (request.headers.origin !== options.origin) return reply.code(403).send({ error: 'forbidden' });
    const language = frameLanguage((request.body as { language?: unknown } | null)?.language);
    const { card, problems } = cardOf(request.body, cardMessagesIn(language));
    const checked = problemsOf(card, language);
    if (checked || Object.keys(problems).length > 0)
      return reply.code(400).send({ errors: { ...checked, ...problems } });
    return reply.code(201).send(vault.tokenize(card));
  });

  app.get<{ Params: { token: string } }>('/v1/tokens/:token', (request, reply) => {
    if (!serverOnly(request, reply)) return reply;
    const card = TOKEN.test(request.params.token) ? vault.describe(request.params.token) : null;
    return card ? reply.send(card) : reply.code(404).send({ error: 'unknown_token' });
  });

  app.post<{ Body: { token?: unknown; amountCents?: unknown; idempotencyKey?: unknown } }>(
    '/v1/charges',
    (request, reply) => {
      if (!serverOnly(request, reply)) return reply;
      const { token, amountCents, idempotencyKey } = request.body ?? {};
      if (
        typeof token !== 'string' ||
        !TOKEN.test(token) ||
        typeof idempotencyKey !== 'string' ||
        !KEY.test(idempotencyKey) ||
        !Number.isSafeInteger(amountCents) ||
        (amountCents as number) <= 0
      )
        return reply.code(400).send({ error: 'invalid_request' });
      const answer = vault.charge(token, amountCents as number, idempotencyKey);
      if (answer === 'unknown-token') return reply.code(404).send({ error: 'unknown_token' });
      if (answer === 'key-reused') return reply.code(409).send({ error: 'idempotency_key_reused' });
      return reply.send(answer);
    },
  );

  app.post<{ Body: { token?: unknown } }>('/v1/payout-checks', (request, reply) => {
    if (!serverOnly(request, reply)) return reply;
    const token = request.body?.token;
    if (typeof token !== 'string' || !TOKEN.test(token)) return reply.code(400).send({ error: 'invalid_request' });
    const answer = vault.checkPayout(token);
    if (answer === 'unknown-token') return reply.code(404).send({ error: 'unknown_token' });
    if (answer === 'unavailable') return reply.code(503).send({ error: 'service_unavailable' });
    return reply.send(answer);
  });

  return app;
}
