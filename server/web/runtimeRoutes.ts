// /config.json (runtime settings of the browser app, for the brand of the checked host), feature flags, JWKS, (the test hooks are in testHookRoutes.ts).
import type { FastifyInstance } from 'fastify';
import { isBrandKey } from '../../brands/index';
import type { Database } from '../db/client';
import { readFlags } from '../flags/featureFlags';
import type { TokenService } from '../identity/tokens';
import type { Settings } from '../settings';
import type { HostPolicy } from './hosts';
import { runtimeConfig } from './runtimeConfig';
import { ERROR_ANSWER } from './openApi';

export function registerRuntimeRoutes(
  app: FastifyInstance,
  deps: { db: Database; tokens: TokenService; settings: Settings; hosts: HostPolicy },
): void {
  const { db, settings } = deps;

  const tags = ['runtime'];
  const configRoute = {
    schema: {
      tags,
      summary: "The browser app's runtime configuration for the host's brand (identity, endpoints, map)",
    },
  };
  app.get('/config.json', configRoute, (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return runtimeConfig(settings, deps.hosts, request, deps.hosts.brandOf(request));
  });

  const keysRoute = { schema: { tags: ['identity'], summary: "The identity service's public signing keys (JWKS)" } };
  app.get('/.well-known/jwks.json', keysRoute, () => deps.tokens.jwks());
  app.get(`/${settings.userPoolId}/.well-known/jwks.json`, () => deps.tokens.jwks());

  const flagsRoute = {
    schema: {
      tags,
      summary: "The brand's feature flags",
      params: { type: 'object', properties: { brand: { type: 'string', description: 'cng, aca, ccb, csh or p360' } } },
      response: { 404: ERROR_ANSWER },
    },
  };
  app.get<{ Params: { brand: string } }>('/api/flags/:brand', flagsRoute, async (request, reply) => {
    if (!isBrandKey(request.params.brand)) return reply.code(404).send({ error: 'Unknown brand' });
    reply.header('cache-control', 'no-cache');
    return readFlags(db, request.params.brand);
  });
}
