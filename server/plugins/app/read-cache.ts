import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed } from '@server/db/change-feed.ts';
import { ByteBoundedLru } from '@server/lib/byte-bounded-lru.ts';
import { readCacheLookups } from '@server/metrics/metrics.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this GET's 200 answers in memory until the next write (see read-cache.ts). */
    readCache?: boolean;
  }
  interface FastifyInstance {
    /** How much the read cache holds now, and its byte budget. */
    readCacheUsage(): { entries: number; bytes: number; maxBytes: number };
    /** A write made outside a request (the order sweep): every replica's cache is emptied as after one. */
    forgetCachedReads(): Promise<void>;
  }
  interface FastifyRequest {
    readCacheGeneration: number;
    /** Set on a miss: the key this request's answer is kept under. */
    readCacheKey: string | null;
  }
}

/** The default byte budget: all entries' JSON, gzip and brotli forms and keys together. */
export const DEFAULT_READ_CACHE_MAX_BYTES = 32 * 1024 * 1024;

type Entry = { json: string; gzip: Buffer; brotli: Buffer; etag: string; storedAt: number };

/** Only visitors' answers are kept: a signed-in answer (with sellers' contact details) is never served from here. */
const isCacheable = (request: FastifyRequest) =>
  request.method === 'GET' && request.routeOptions.config.readCache === true && !request.headers.authorization;
/** The kept answers are the visitors' ones, so they vary with the Authorization header too. */
const VARY = 'accept-encoding, authorization';

/**
 * What the answer depends on: the route and its validated, normalised parameters and query. A query
 * parameter the route's schema ignores, the order of parameters, or a default written out does not
 * make a new entry; a route without a query schema ignores the query entirely.
 */
function cacheKey(request: FastifyRequest): string {
  const { url, schema } = request.routeOptions;
  const query = schema?.querystring ? JSON.stringify(request.query) : '';
  return `${url} ${JSON.stringify(request.params)} ${query}`;
}

const sizeOf = (key: string, entry: Entry) =>
  Buffer.byteLength(key) + Buffer.byteLength(entry.json) + entry.gzip.length + entry.brotli.length + entry.etag.length;

/**
 * Public catalogue reads are the hot path and change only when someone writes. Their answers are
 * kept serialized and pre-compressed, with an ETag, until any successful write through the API
 * empties the cache, on this replica and, through `changes`, on every other one sharing the database. A
 * short TTL bounds staleness should an announcement be lost. The
 * cache holds at most `maxBytes` (default 32 MB, `READ_CACHE_MAX_MB`), dropping the least recently
 * used answers first. It is looked up in preHandler, once the query is validated.
 */
export default fp<{ changes: ChangeFeed; ttlMs?: number; maxBytes?: number }>(
  async (app, { changes, ttlMs = 30_000, maxBytes = DEFAULT_READ_CACHE_MAX_BYTES }) => {
    const entries = new ByteBoundedLru<Entry>(maxBytes);
    let generation = 0;
    const forgetEverything = () => {
      generation++;
      entries.clear();
    };
    app.addHook('onClose', await changes.listen(forgetEverything));

    app.decorate('readCacheUsage', () => ({ entries: entries.size, bytes: entries.bytes, maxBytes }));
    app.decorateRequest('readCacheGeneration', 0);
    app.decorateRequest('readCacheKey', null);

    const sendEntry = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
      reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', VARY);
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      const accepted = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(entry.brotli);
      if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(entry.gzip);
      return reply.send(entry.json);
    };

    app.addHook('preHandler', async (request, reply) => {
      if (!isCacheable(request)) return;
      const key = cacheKey(request);
      const entry = entries.get(key);
      if (entry && Date.now() - entry.storedAt <= ttlMs) {
        readCacheLookups.inc({ result: 'hit' });
        return sendEntry(request, reply, entry);
      }
      readCacheLookups.inc({ result: 'miss' });
      request.readCacheKey = key;
      request.readCacheGeneration = generation;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.readCacheKey;
      if (key === null || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const entry: Entry = {
        json: payload,
        gzip: gzipSync(payload),
        brotli: brotliCompressSync(payload, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
        etag: `"${createHash('sha1').update(payload).digest('base64url')}"`,
        storedAt: Date.now(),
      };
      // A write that finished while this read ran makes its answer stale: do not keep it.
      if (request.readCacheGeneration === generation) entries.set(key, entry, sizeOf(key, entry));
      reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', VARY);
      if (request.headers['if-none-match'] === entry.etag) {
        reply.code(304);
        return '';
      }
      return payload;
    });

    const forgetAfterWrite = async () => {
      forgetEverything();
      await changes.announce().catch((error: Error) => {
        app.log.warn({ err: error }, 'Could not tell the other replicas of a write');
      });
    };
    app.decorate('forgetCachedReads', forgetAfterWrite);

    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) await forgetAfterWrite();
    });
  },
);
