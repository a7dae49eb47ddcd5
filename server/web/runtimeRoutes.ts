// /config.json (runtime settings of the browser app, for the brand of the checked host), feature flags, JWKS, (the test hooks are in testHookRoutes.ts).
import type { FastifyInstance } from 'fastify';
import { isBrandKey } from '../../brands/index';
import type { Database } from '../db/client';
import { readFlags } from '../flags/featureFlags';
import type { TokenService } from '../identity/tokens';
import type { Settings } from '../settings';
import type { HostPolicy } from './hosts';
import { runtimeConfig } from './runtimeConfig';

export function registerRuntimeRoutes(
  app: FastifyInstance,
  deps: { db: Database; tokens: TokenService; settings: Settings; hosts: HostPolicy },
): void {
  const { db, settings } = deps;

  app.get('/config.json', (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return runtimeConfig(settings, deps.hosts, request, deps.hosts.brandOf(request));
  });

  app.get('/.well-known/jwks.json', () => deps.tokens.jwks());
  app.get(`/${settings.userPoolId}/.well-known/jwks.json`, () => deps.tokens.jwks());

  app.get<{ Params: { brand: string } }>('/api/flags/:brand', async (request, reply) => {
    if (!isBrandKey(request.params.brand)) return reply.code(404).send({ error: 'Unknown brand' });
    reply.header('cache-control', 'no-cache');
    return readFlags(db, request.params.brand);
  });
}
