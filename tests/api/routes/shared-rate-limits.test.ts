import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Replicas behind one balancer count a client's requests together when REDIS_URL names a shared Redis: the limit is
 * the limit, however many replicas there are. Runs where a Redis answers (this machine and CI run one).
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

describe.skipIf(!(await redisAnswers()))('rate limits shared through Redis', () => {
  // Keys of this run only, removed after it.
  const keyPrefix = `shutterswap-test-${randomUUID()}:`;
  const replicas: TestApp[] = [];

  beforeAll(async () => {
    for (let replica = 0; replica < 2; replica++) {
      replicas.push(await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '4', REDIS_URL, REDIS_KEY_PREFIX: keyPrefix }));
    }
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('one address gets 4 sign-in attempts a minute across both replicas, not 4 on each', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const replica = replicas[attempt % 2]!;
      const response = await replica.app.inject({
        method: 'GET',
        url: '/api/jwt',
        remoteAddress: '198.51.100.7',
        headers: { authorization: 'Bearer not-a-token' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});

describe('rate limits with their Redis gone', () => {
  let t: TestApp;
  // Nothing listens on port 1: every counter update fails.
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '4', REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('let requests through uncounted instead of failing them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/jwt', headers: { authorization: 'Bearer x' } });
    expect(response.statusCode).toBe(401);
  });
});
