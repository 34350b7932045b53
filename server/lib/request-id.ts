import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An id the balancer (or a client) chose is kept when it is plain: it ends up in log lines and a header. */
const PLAIN_ID = /^[\w.:-]{8,128}$/;

/**
 * Each request's id, in its answer's `x-request-id` header and every log line about it: the balancer's own
 * `x-request-id` when it sent a plain one (so its log and the replica's match), a new UUID otherwise (ids unique
 * across replicas, unlike Fastify's per-process counter).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID();
}
