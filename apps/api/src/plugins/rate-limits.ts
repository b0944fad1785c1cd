import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { clientKey } from '../lib/client-key';
import { tooManyRequests } from '../lib/http-errors';
import { isMetricsScrape } from './metrics';

export interface RouteLimit {
  /** Names the count; each client (clientKey: an IPv4 address or an IPv6 /64) has its own. */
  name: string;
  max: number;
  timeWindow: string | number;
  /** What the page shows; told how long to wait. */
  message: (retryAfterSeconds: number) => string;
  /** The 429's code when the limit has one of its own in the route's contract; RATE_LIMITED otherwise. */
  code?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A route-level limit per client as a preHandler, or a no-op when RATE_LIMIT=off. */
    limit(options: RouteLimit): preHandlerAsyncHookHandler;
  }
}

/**
 * Built files and uploaded pictures are static and long-cached, and a page asks for dozens at once;
 * the load balancer asks for /healthz. Everything else (API calls, pages) counts against the limit.
 */
const unlimitedPrefixes = ['/assets/', '/uploads/'];
const isUnlimited = (url: string) => url === '/healthz' || unlimitedPrefixes.some((prefix) => url.startsWith(prefix));

const retryMessage = (ttlMs: number) => `Too many requests. Please try again in ${Math.max(1, Math.ceil(ttlMs / 1000))} seconds.`;

/** Per-client limits on the whole API and every page, plus the route-level limits routes ask for with app.limit(). */
export const rateLimitsPlugin = fp(async function rateLimits(app: FastifyInstance, { config }: { config: Config }) {
  if (!config.rateLimit) {
    app.decorate('limit', () => async () => undefined);
    return;
  }
  // With REDIS_URL every process counts against the same limits; otherwise each counts alone. The
  // client is loaded only then: a shop without Redis does not hold it (decision 022).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis unavailable for rate limits'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    ...(redis ? { redis, nameSpace: 'shop-rate-limit:', skipOnError: true } : {}),
    global: false,
    max: config.apiRequestsPerMinute,
    timeWindow: '1 minute',
    keyGenerator: clientKey,
    // Prometheus scrapes with the token on a schedule of its own; a 429 would only leave gaps in its graphs.
    allowList: (request) => isUnlimited(request.url) || isMetricsScrape(config.metricsToken, request),
    // An Error, not a plain object: a scope's own error handler (the admin API's) passes it on intact.
    errorResponseBuilder: (_request, limit) => tooManyRequests(retryMessage(limit.ttl), limit.ttl / 1000),
  });
  // A hook of the root instance, not of each route: it runs before any scope's own hooks (the login
  // checks of the cart, orders and admin calls), so refused requests count too, and it reaches the
  // not-found handler, so unknown API paths and pages cost a client like known ones.
  app.addHook('onRequest', app.rateLimit());
  // Several limits on one route each count separately (the plugin's own route hooks stop after the first).
  app.decorate('limit', (options: RouteLimit) => {
    const check = app.createRateLimit({
      max: options.max,
      timeWindow: options.timeWindow,
      keyGenerator: (request: FastifyRequest) => `${options.name}:${clientKey(request)}`,
    });
    return async (request) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      throw tooManyRequests(options.message(result.ttlInSeconds), result.ttlInSeconds, options.code);
    };
  });
});
