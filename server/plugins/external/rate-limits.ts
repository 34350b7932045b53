import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, RouteOptions } from 'fastify';
import type { Config } from '../../config.ts';

type Policy = { max: number; timeWindow: string; keyGenerator: (request: FastifyRequest) => string };

const byAddress = (request: FastifyRequest) => request.ip;
/** Signed-in calls count per session (its token), so shoppers behind one address do not share a budget. */
const bySession = (request: FastifyRequest) => {
  const authorization = request.headers.authorization;
  if (!authorization) return request.ip;
  return `${request.ip}:${createHash('sha256').update(authorization).digest('hex').slice(0, 16)}`;
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function policyFor(route: RouteOptions, config: Config): Policy | undefined {
  const methods = [route.method].flat();
  const { url } = route;
  if (url === '/api/jwt' || (url === '/api/users' && methods.includes('POST'))) {
    return { max: config.rateLimits.authPerMinute, timeWindow: '1 minute', keyGenerator: byAddress };
  }
  if (url === '/api/images') return { max: 30, timeWindow: '1 minute', keyGenerator: bySession };
  // The payment provider's webhook is verified by signature and must never be throttled.
  if (url === '/api/payments/webhook') return undefined;
  if (url.startsWith('/api/') && methods.some((method) => WRITE_METHODS.has(method))) {
    return { max: 120, timeWindow: '1 minute', keyGenerator: bySession };
  }
  return undefined;
}

/**
 * 429 with Retry-After for sign-in and token requests (per address), uploads and other writes (per
 * session). Reads are left alone: they are cheap and cached.
 */
export default fp<{ config: Config }>(async (app, { config }) => {
  // Runs before the rate-limit plugin's own onRoute hook, which reads `config.rateLimit`.
  app.addHook('onRoute', (route) => {
    const policy = policyFor(route, config);
    if (policy) route.config = { ...(route.config as object), rateLimit: policy };
  });
  await app.register(rateLimit, {
    global: false,
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
