// The REST routes described (issue 49): each carries a JSON schema for what it takes (Ajv checks it before the handler
// runs; a refusal is a 400 whose { error } says what to fix: registerInputGuard) and what it answers, and
// @fastify/swagger makes the OpenAPI 3 document of them, served at GET /api/openapi.json. Routes without tags (the
// pages, the static files, the stand-ins' own screens, the test hooks) are left out.
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PORTAL_VERSION } from '../version';

export const OPENAPI_PATH = '/api/openapi.json';

/** The groups of the document, in its order. */
export const API_TAGS = [
  { name: 'operations', description: 'Liveness, readiness, the job queue, field reports from browsers' },
  { name: 'runtime', description: "The browser app's configuration, feature flags and footer" },
  { name: 'identity', description: "The identity service's protocol (Amazon Cognito's, as aws-amplify speaks it)" },
  { name: 'account access', description: 'Failed sign-ins, password resets, the forgotten-email lookup' },
  { name: 'application', description: 'Resuming an application, its documents and agreements' },
  { name: 'bank', description: "The local Plaid sandbox's Link session" },
  { name: 'stores', description: 'The store finder' },
] as const;

export type ApiTag = (typeof API_TAGS)[number]['name'];

/** An answer of { error } (every refusal of the REST routes). */
export const ERROR_ANSWER = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string' } },
} as const;

/** Registered before any route: it hears each route as it is made. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lending portal reference back end: REST routes',
        version: PORTAL_VERSION,
        description:
          'The REST side of the reference back end. GraphQL (POST /graphql) is described by its own schema, ' +
          'and the application and loan sockets by docs/back-end.md.',
      },
      tags: [...API_TAGS],
    },
    hideUntagged: true,
  });
}

/**
 * The document, for operators only (issue 68): it names every operation, the operators' own among them, and a
 * browser needs none of it. A brand host's visitor is answered as if it were not there.
 */
export function registerOpenApiDocument(app: FastifyInstance, isOperator: (request: FastifyRequest) => boolean) {
  const route = {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags: ['operations'],
      summary: 'This document; operators only',
      description: 'Authorization: Bearer OPERATOR_TOKEN, or a loopback host when no token is configured.',
      response: { 404: ERROR_ANSWER },
    },
  };
  app.get(OPENAPI_PATH, route, (request, reply) =>
    isOperator(request) ? app.swagger() : reply.code(404).send({ error: 'Not found' }),
  );
}

/** A property's schema, with the words a refusal of it uses (ajv-errors' errorMessage). */
type Property = { errorMessage?: string } & Record<string, unknown>;

/**
 * A JSON object's schema: its properties, the ones it needs, and for a missing one the words its own schema gives
 * (so "A valid email is required" answers an absent email as it answers a wrong one). Not an object at all: `notObject`.
 */
export function objectSchema<const P extends Record<string, Property>>(
  properties: P,
  required: readonly (keyof P & string)[],
  notObject = 'Send a JSON object',
) {
  const missing: Record<string, string> = {};
  for (const name of required) {
    const message = properties[name]?.errorMessage;
    if (message) missing[name] = message;
  }
  return {
    type: 'object',
    properties,
    required,
    errorMessage: { type: notObject, ...(Object.keys(missing).length > 0 ? { required: missing } : {}) },
  } as const;
}
