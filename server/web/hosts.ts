// The hosts the server answers: each brand's configured origin, and (outside production) the loopback names on
// its own port. Any other Host is refused with 421 before routing, so no page, config or URL is ever built from a
// host someone made up (a shared cache in front cannot be poisoned with `Host: evil.example`). Forwarded headers
// count only from the proxies named in TRUSTED_PROXIES (Fastify's trustProxy), so request.host is already the
// trusted one here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BRAND_KEYS, type BrandKey } from '../../brands/brandKeys';
import { DEFAULT_BRAND } from '../../brands/index';
import type { Settings } from '../settings';

export interface HostPolicy {
  /** The brand a request is for (its host was checked on the way in). */
  brandOf: (request: FastifyRequest) => BrandKey;
  /** True for 127.0.0.1, localhost and [::1]: tools and tests, answered as the default brand. */
  isLoopback: (request: FastifyRequest) => boolean;
}

/** Paths any host may ask: a load balancer's health and readiness checks come by address. */
const ANY_HOST = new Set(['/api/health', '/api/ready']);

export function registerHostPolicy(app: FastifyInstance, settings: Settings): HostPolicy {
  const brandHosts = new Map<string, BrandKey>(
    BRAND_KEYS.map((key) => [new URL(settings.brandOrigins[key]).host, key]),
  );
  // On the public port, and (behind a balancer) on the instance's own, so one instance can be asked directly.
  const loopbackPorts = [...new Set([settings.publicPort, settings.port])];
  const loopbackHosts = new Set(
    settings.allowLoopbackHosts
      ? ['127.0.0.1', 'localhost', '[::1]'].flatMap((name) => loopbackPorts.map((port) => `${name}:${port}`))
      : [],
  );
  const hostOf = (request: FastifyRequest) => request.host.toLowerCase();

  app.addHook('onRequest', async (request, reply) => {
    const host = hostOf(request);
    if (brandHosts.has(host) || loopbackHosts.has(host) || ANY_HOST.has(request.url)) return;
    await reply
      .code(421)
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send('Misdirected request: this server does not serve that host.\n');
  });

  return {
    brandOf: (request) => brandHosts.get(hostOf(request)) ?? DEFAULT_BRAND,
    isLoopback: (request) => loopbackHosts.has(hostOf(request)),
  };
}
