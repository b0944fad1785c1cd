import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { HttpError } from '../lib/http-errors';

export interface RouteLimit {
  max: number;
  timeWindow: string | number;
  keyGenerator: (request: FastifyRequest) => string;
  /** What the page shows; told how long to wait. */
  message: (retryAfterSeconds: number) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A route-level limit (per IP, per account…) as a preHandler, or a no-op when RATE_LIMIT=off. */
    limit(options: RouteLimit): preHandlerAsyncHookHandler;
  }
}

const retryMessage = (ttlMs: number) => `Too many requests. Please try again in ${Math.max(1, Math.ceil(ttlMs / 1000))} seconds.`;

/** Per-IP limits on the whole API, plus the route-level limits routes ask for with app.limit(). */
export const rateLimitsPlugin = fp(async function rateLimits(app: FastifyInstance, { config }: { config: Config }) {
  if (!config.rateLimit) {
    app.decorate('limit', () => async () => undefined);
    return;
  }
  // With REDIS_URL every process counts against the same limits; otherwise each counts alone.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis unavailable for rate limits'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    ...(redis ? { redis, nameSpace: 'shop-rate-limit:', skipOnError: true } : {}),
    global: true,
    max: config.apiRequestsPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, limit) => ({ statusCode: 429, success: false, message: retryMessage(limit.ttl) }),
  });
  // Several limits on one route each count separately (the plugin's own route hooks stop after the first).
  app.decorate('limit', (options: RouteLimit) => {
    const check = app.createRateLimit({ max: options.max, timeWindow: options.timeWindow, keyGenerator: options.keyGenerator });
    return async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new HttpError(429, options.message(result.ttlInSeconds));
    };
  });
});
