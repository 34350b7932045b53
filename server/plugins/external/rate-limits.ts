import fp from 'fastify-plugin';
import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { QUESTIONS_PER_HOUR } from '@contract/listing-questions.ts';
import type { Config } from '@server/config.ts';
import { sharedRateLimitStore } from './shared-rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The budgets a route declares as `config: { rateLimit: app.rateLimits.write }`. */
    rateLimits: {
      signIn: RateLimitOptions;
      upload: RateLimitOptions;
      write: RateLimitOptions;
      questions: RateLimitOptions;
    };
    /** Takes one from the budget `key` names (`max` per `windowMs`, shared by the replicas); false when spent. */
    takeFromBudget(key: string, windowMs: number, max: number): Promise<boolean>;
  }
}

/** IPv6 addresses count per /64, the block one customer gets, so rotating within it changes nothing. */
const byAddress = (request: FastifyRequest) => `address:${normalizeIP(request.ip)}`;

/**
 * Whose sign-in a token request is for: the uid of a Firebase ID token the provider proves (kept for the route's
 * guard, which then need not verify it again), else the address. Phones on one Wi-Fi renew their tokens on budgets
 * of their own; a made-up token naming someone's uid counts on its sender's address, never on that person's
 * budget; a client with many real sign-ins meets the per-address cap (SIGN_IN_ADDRESS_FACTOR times the budget).
 */
async function bySignIn(request: FastifyRequest) {
  try {
    request.verifiedIdentity = await request.server.verifyIdentity(request);
    return `sign-in:${request.verifiedIdentity.uid}`;
  } catch {
    // No token, or one nothing proves: counted by address (the route's guard answers 401).
    return byAddress(request);
  }
}

const SIGN_IN_ADDRESS_FACTOR = 10;
const MINUTE_MS = 60_000;

/**
 * A caller with a valid access token counts as its user, however the header is spelt and whichever
 * of their tokens it is; anyone else (no token, a junk or forged one) counts by address.
 */
async function byCaller(request: FastifyRequest) {
  const claims = await request.server.accessTokenClaims(request);
  return claims ? `user:${claims.userId}` : byAddress(request);
}

/**
 * 429 with Retry-After on the routes that declare a budget: sign-in and token requests per sign-in (with a looser
 * cap per address), uploads and other writes per caller, each budget one counter across all its routes. Reads declare none: they are cheap and cached. A route's
 * limiter runs in onRequest before its access guard (route-access.ts), so refused calls count too.
 *
 * Counters live in the process, or with REDIS_URL in a Redis the replicas share, so a client gets the limit
 * once whichever replica answers; the keys (`user:<id>`, `address:<ip>`) mean the same on every replica. Should
 * that Redis stop answering, requests go through uncounted (and it is logged) rather than failing.
 */
export default fp<{ config: Config }>(async (app, { config }) => {
  // Each budget is a group: every route naming it counts against one counter per caller.
  const signIn: RateLimitOptions = {
    max: config.rateLimits.authPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: bySignIn,
    groupId: ':sign-in',
  };
  app.decorate('rateLimits', {
    signIn,
    upload: { max: 30, timeWindow: MINUTE_MS, groupId: ':upload' },
    write: { max: config.rateLimits.writesPerMinute, timeWindow: MINUTE_MS, groupId: ':write' },
    // Questions reach a stranger's phone: a budget of their own, per hour, so nobody floods sellers with them.
    questions: { max: QUESTIONS_PER_HOUR, timeWindow: 60 * MINUTE_MS, groupId: ':questions' },
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
  const Store = sharedRateLimitStore(redis);
  const counters = new Store();
  app.decorate('takeFromBudget', (key: string, windowMs: number, max: number) =>
    counters.take(key, windowMs, max).catch(() => true),
  );
  // The looser cap on sign-in requests per address, whatever uids their tokens name.
  const addressCap = config.rateLimits.authPerMinute * SIGN_IN_ADDRESS_FACTOR;
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit !== signIn) return;
    const capAddress = async (request: FastifyRequest, reply: FastifyReply) => {
      const allowed = await counters.take(`${byAddress(request)}:sign-in-cap`, MINUTE_MS, addressCap).catch(() => true);
      if (allowed) return;
      await reply
        .status(429)
        .header('retry-after', '60')
        .send({ error: { code: 'rate_limited', message: 'Too many requests. Please wait 60 seconds and try again.' } });
    };
    route.onRequest = [capAddress, ...[route.onRequest ?? []].flat()];
  });
  await app.register(rateLimit, {
    global: false,
    store: Store,
    ...(redis && { skipOnError: true }),
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
