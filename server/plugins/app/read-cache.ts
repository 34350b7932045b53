import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this GET's 200 answers in memory until the next write (see read-cache.ts). */
    readCache?: boolean;
  }
  interface FastifyRequest {
    readCacheGeneration: number;
  }
}

type Entry = { json: string; gzip: Buffer; brotli: Buffer; etag: string; storedAt: number };

/**
 * Public catalogue reads are the hot path and change only when someone writes. Their answers are
 * kept serialized and pre-compressed, with an ETag, until any successful write through the API
 * empties the cache. A short TTL bounds staleness when several replicas serve one database.
 */
export default fp<{ ttlMs?: number; maxEntries?: number }>(async (app, { ttlMs = 30_000, maxEntries = 2_000 }) => {
  const entries = new Map<string, Entry>();
  let generation = 0;

  const cacheKey = (request: FastifyRequest) => request.url;
  app.decorateRequest('readCacheGeneration', 0);

  const sendEntry = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(entry.brotli);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(entry.gzip);
    return reply.send(entry.json);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.readCache) return;
    request.readCacheGeneration = generation;
    const entry = entries.get(cacheKey(request));
    if (!entry) return;
    if (Date.now() - entry.storedAt > ttlMs) {
      entries.delete(cacheKey(request));
      return;
    }
    return sendEntry(request, reply, entry);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.routeOptions.config.readCache) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const entry: Entry = {
      json: payload,
      gzip: gzipSync(payload),
      brotli: brotliCompressSync(payload, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
      etag: `"${createHash('sha1').update(payload).digest('base64url')}"`,
      storedAt: Date.now(),
    };
    // A write that finished while this read ran makes its answer stale: do not keep it.
    if (request.readCacheGeneration === generation) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(cacheKey(request), entry);
    }
    reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === entry.etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      generation++;
      entries.clear();
    }
  });
});
