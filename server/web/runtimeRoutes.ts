// /config.json (runtime settings of the browser app, for the brand of the checked host), feature flags, JWKS, and the test hooks.
import { purgeExpired } from '../domain/application/applicationRepository';
import type { FastifyInstance } from 'fastify';
import { isBrandKey } from '../../brands/index';
import { desc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import { changeFlags, readFlags, resetFlags } from '../flags/featureFlags';
import type { TokenService } from '../identity/tokens';
import type { Settings } from '../settings';
import type { HostPolicy } from './hosts';
import { runtimeConfig } from './runtimeConfig';

export function registerRuntimeRoutes(app: FastifyInstance, deps: { db: Database; tokens: TokenService; settings: Settings; hosts: HostPolicy }): void {
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

  if (settings.testHooks) {
    app.put<{ Params: { brand: string }; Body: Record<string, unknown> }>('/api/test/flags/:brand', async (request, reply) => {
      if (!isBrandKey(request.params.brand)) return reply.code(404).send({ error: 'Unknown brand' });
      if (!request.body || typeof request.body !== 'object' || Array.isArray(request.body)) return reply.code(400).send({ error: 'Send a JSON object of flags' });
      return changeFlags(db, request.params.brand, request.body);
    });
    app.post('/api/test/reset-flags', async () => {
      await resetFlags(db);
      return { success: true };
    });
    // The 21-day purge run as if it were `now` (a fake clock for the tests).
    app.post<{ Body: { now?: unknown } }>('/api/test/purge-applications', async (request, reply) => {
      const now = new Date(typeof request.body?.now === 'string' ? request.body.now : '');
      if (Number.isNaN(now.getTime())) return reply.code(400).send({ error: 'Send { now: an ISO date-time }' });
      return { purged: await purgeExpired(db, now) };
    });
    app.get('/api/test/audit-log', async () => db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(100));
  }
}
