import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What this process counts for its operator, in Prometheus' text format on the metrics port
 * (server/metrics/metrics-server.ts), never on the app's own. One registry per process: every app built in it
 * (tests build several) adds to the same counters, so a scraper reads changes, not absolute values.
 */
export const metricsRegistry = new Registry();
const registers = [metricsRegistry];

// The process's CPU seconds, memory, event-loop lag and garbage collection, under their usual names.
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequests = new Counter({
  name: 'shutterswap_http_requests_total',
  help: 'Requests answered, by method, route pattern (never the raw URL) and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

export const httpRequestDuration = new Histogram({
  name: 'shutterswap_http_request_duration_seconds',
  help: 'Time from receiving a request to the end of its answer, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const rateLimitRefusals = new Counter({
  name: 'shutterswap_rate_limit_refusals_total',
  help: 'Requests refused with 429 because their caller went over a rate limit, by route pattern',
  labelNames: ['route'] as const,
  registers,
});

export const readCacheLookups = new Counter({
  name: 'shutterswap_read_cache_lookups_total',
  help: 'Cacheable catalogue reads, answered from the read cache (hit) or from the database (miss)',
  labelNames: ['result'] as const,
  registers,
});

export const databaseQueryDuration = new Histogram({
  name: 'shutterswap_db_query_duration_seconds',
  help: 'Time each database query took, from sending it to its result',
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers,
});

/** What a PostgreSQL connection pool reports about itself (pg.Pool has these). */
type PoolUse = { totalCount: number; idleCount: number; waitingCount: number };
const pools = new Set<PoolUse>();

export const databasePoolConnections = new Gauge({
  name: 'shutterswap_db_pool_connections',
  help: 'PostgreSQL connections of the pool: open (total), of those idle, and queries waiting for one',
  labelNames: ['state'] as const,
  registers,
  collect() {
    const sum = (read: (pool: PoolUse) => number) => [...pools].reduce((total, pool) => total + read(pool), 0);
    this.set(
      { state: 'total' },
      sum((pool) => pool.totalCount),
    );
    this.set(
      { state: 'idle' },
      sum((pool) => pool.idleCount),
    );
    this.set(
      { state: 'waiting' },
      sum((pool) => pool.waitingCount),
    );
  },
});

/** Reports the pool's connections until the returned function is called (when the pool closes). */
export function watchPool(pool: PoolUse): () => void {
  pools.add(pool);
  return () => void pools.delete(pool);
}

export const outboxReplays = new Counter({
  name: 'shutterswap_outbox_replays_total',
  help: 'Writes an outbox sent again (same client id) and answered like the first time, by kind',
  labelNames: ['kind'] as const,
  registers,
});

export const pushSends = new Counter({
  name: 'shutterswap_push_sends_total',
  help: 'Web Push messages sent to push services, by result: sent, gone (subscription forgotten), refused, failed',
  labelNames: ['result'] as const,
  registers,
});

export const dealSteps = new Counter({
  name: 'shutterswap_deal_steps_total',
  help: 'Steps of deals taken (place, accept, decline, pay, handover, cancel, dispute, release, refund, expire)',
  labelNames: ['step'] as const,
  registers,
});

export const buildInfo = new Gauge({
  name: 'shutterswap_build_info',
  help: 'Always 1; its labels say which version (and build) this process runs',
  labelNames: ['version', 'build'] as const,
  registers,
});
