import fp from 'fastify-plugin';
import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '@server/config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The budgets a route declares as `config: { rateLimit: app.rateLimits.write }`. */
    rateLimits: { signIn: RateLimitOptions; upload: RateLimitOptions; write: RateLimitOptions };
  }
}

/** IPv6 addresses count per /64, the block one customer gets, so rotating within it changes nothing. */
const byAddress = (request: FastifyRequest) => `address:${normalizeIP(request.ip)}`;

/**
 * A caller with a valid access token counts as its user, however the header is spelt and whichever
 * of their tokens it is; anyone else (no token, a junk or forged one) counts by address.
 */
async function byCaller(request: FastifyRequest) {
  const claims = await request.server.accessTokenClaims(request);
  return claims ? `user:${claims.userId}` : byAddress(request);
}

/**
 * 429 with Retry-After on the routes that declare a budget: sign-in and token requests per address,
 * uploads and other writes per caller. Reads declare none: they are cheap and cached. A route's
 * limiter runs in onRequest before its access guard (route-access.ts), so refused calls count too.
 *
 * Counters live in the process, or with REDIS_URL in a Redis the replicas share, so a client gets the limit
 * once whichever replica answers; the keys (`user:<id>`, `address:<ip>`) mean the same on every replica. Should
 * that Redis stop answering, requests go through uncounted (and it is logged) rather than failing.
 */
export default fp<{ config: Config }>(async (app, { config }) => {
  app.decorate('rateLimits', {
    signIn: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute', keyGenerator: byAddress },
    upload: { max: 30, timeWindow: '1 minute' },
    write: { max: config.rateLimits.writesPerMinute, timeWindow: '1 minute' },
  });
  const { store } = config.rateLimits;
  const redis =
    store.kind === 'redis'
      ? new Redis(store.url, { keyPrefix: store.keyPrefix, connectTimeout: 500, maxRetriesPerRequest: 1 })
      : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'The rate limits’ Redis is not answering'));
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, skipOnError: true }),
    keyGenerator: byCaller,
    addHeadersOnExceeding: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true },
    addHeaders: {
      'retry-after': true,
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
    },
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
});
