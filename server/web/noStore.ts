// Answers that can carry tokens or personal data are never kept by a browser or a shared cache: the identity
// endpoint (tokens), GraphQL, the REST routes and documents under /api all say `Cache-Control: no-store` unless a
// route says otherwise for public content (the footer's links, the runtime settings).
import type { FastifyInstance } from 'fastify';

const PRIVATE = /^\/(?:cognito(?:\/|$|\?)|graphql(?:$|\?)|api\/|socket\/)/;

export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (PRIVATE.test(request.url)) void reply.header('cache-control', 'no-store');
  });
}
