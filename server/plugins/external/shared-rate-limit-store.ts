import type { Redis } from 'ioredis';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, counted?: Counted) => void;

/** Counters kept in this process are pruned of expired ones past this many. */
const MEMORY_KEYS = 50_000;

/**
 * @fastify/rate-limit gives every route a counter store of its own, so a budget meant for a caller was a budget per
 * route. This store is one for all routes (`child` answers itself): a key (`user:<id>` plus the budget's group)
 * counts the same on every route that names the group. In the process, or in Redis when the replicas share one.
 */
export function sharedRateLimitStore(redis: Redis | undefined) {
  const counters = new Map<string, { count: number; resetAt: number }>();

  function countInMemory(key: string, timeWindow: number): Counted {
    const now = Date.now();
    if (counters.size > MEMORY_KEYS) {
      for (const [stale, counter] of counters) if (counter.resetAt <= now) counters.delete(stale);
    }
    let counter = counters.get(key);
    if (!counter || counter.resetAt <= now) {
      counter = { count: 0, resetAt: now + timeWindow };
      counters.set(key, counter);
    }
    counter.count++;
    return { current: counter.count, ttl: counter.resetAt - now };
  }

  async function countInRedis(client: Redis, key: string, timeWindow: number): Promise<Counted> {
    const answers = await client.multi().incr(key).pexpire(key, timeWindow, 'NX').pttl(key).exec();
    if (!answers || answers.some(([error]) => error)) throw new Error('Redis did not count the request');
    return { current: Number(answers[0]![1]), ttl: Math.max(0, Number(answers[2]![1])) };
  }

  return class SharedRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      const rateKey = `rate:${key}`;
      if (!redis) return callback(null, countInMemory(rateKey, timeWindow));
      countInRedis(redis, rateKey, timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    /** Counts one more for `key` and answers whether it is still within `max`: for limits no route config declares. */
    async take(key: string, timeWindow: number, max: number): Promise<boolean> {
      const counted = await new Promise<Counted>((resolve, reject) =>
        this.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), timeWindow),
      );
      return counted.current <= max;
    }

    child() {
      return this;
    }
  };
}
