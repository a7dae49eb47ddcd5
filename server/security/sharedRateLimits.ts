// Rate limits counted in the database, so any number of instances allow together what one allows: rate-limiter-flexible's
// Drizzle store (an atomic upsert a request on the `rate_limits` table), on PostgreSQL or PGlite alike. The routes'
// limits (@fastify/rate-limit: identity, resume lookup, stores, documents, ...) count through `SharedRateLimitStore`;
// the GraphQL per-user and browser-log limits use `sharedLimiter` directly.
import { RateLimiterDrizzle, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema/rateLimits';

/** A limiter of `points` a `durationSeconds` window per key, counted in the database under `prefix`. */
export function sharedLimiter(
  db: Database,
  prefix: string,
  points: number,
  durationSeconds: number,
): RateLimiterAbstract {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: prefix,
    points,
    duration: durationSeconds,
  });
}

/**
 * Takes a point of each limiter for its key, in order: the last one's count, or null as soon as one has none left
 * (a refusal of rate-limiter-flexible; any other error is thrown).
 */
export async function takePoints(points: [RateLimiterAbstract, string][]): Promise<RateLimiterRes | null> {
  let counted: RateLimiterRes | null = null;
  try {
    for (const [limiter, key] of points) counted = await limiter.consume(key);
    return counted;
  } catch (error) {
    if (error instanceof RateLimiterRes) return null;
    throw error;
  }
}

/** What the plugin hands a store of a route: its limit's options, with the route's group and the route itself. */
interface RouteLimit {
  groupId?: unknown;
  routeInfo?: { method?: unknown; url?: unknown };
}

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store (its `incr`/`child` contract), counting in the database: a limiter a route (or a route
 * group), keyed as the plugin keys its requests (the caller's address). A request is counted even when over the
 * limit, as the plugin's own store counts it, and the window is fixed from its first request.
 */
export function sharedRateLimitStore(db: Database) {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (prefix: string, max: number, windowMs: number) => {
    const name = `${prefix}|${max}|${windowMs}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = sharedLimiter(db, `route:${prefix}`, max, Math.max(1, Math.ceil(windowMs / 1000)));
      limiters.set(name, limiter);
    }
    return limiter;
  };

  return class SharedRateLimitStore {
    readonly prefix: string;

    constructor(options: object) {
      const route = options as RouteLimit;
      const text = (value: unknown) =>
        typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : '';
      this.prefix =
        typeof route.groupId === 'string'
          ? route.groupId
          : `${text(route.routeInfo?.method)} ${text(route.routeInfo?.url)}`;
    }

    incr(key: string, done: Counted, timeWindow: number, max: number) {
      limiterFor(this.prefix, max, timeWindow)
        .penalty(key, 1)
        .then(
          (counted) => done(null, { current: counted.consumedPoints, ttl: counted.msBeforeNext }),
          (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(options: object) {
      return new SharedRateLimitStore(options);
    }
  };
}
