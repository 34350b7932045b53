import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * What a load balancer asks each replica: is the process alive (restart it if not), and is it ready for traffic
 * (send it none while not). Its database gone, a replica is alive but not ready.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as unknown };
};

describe('health', () => {
  it('is alive and ready while its database answers, and says which version it runs', async () => {
    const healthy = { status: 200, body: { ok: true, version: '0.1.0' } };
    expect(await get('/api/health/live')).toEqual(healthy);
    expect(await get('/api/health/ready')).toEqual(healthy);
    expect(await get('/api/health')).toEqual(healthy);
  });

  it('names the build too when the deploy set BUILD_ID', async () => {
    const built = await createTestApp({ BUILD_ID: '2026-11-27.3f9c2e1' });
    const answer = await built.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.json()).toEqual({ ok: true, version: '0.1.0', build: '2026-11-27.3f9c2e1' });
    await built.close();
  });

  it('is alive but not ready once its database stops answering', async () => {
    await t.database.close();
    expect(await get('/api/health/live')).toEqual({ status: 200, body: { ok: true, version: '0.1.0' } });
    const notReady = {
      status: 503,
      body: { error: { code: 'unavailable', message: 'The database is not answering.' } },
    };
    expect(await get('/api/health/ready')).toEqual(notReady);
    expect(await get('/api/health')).toEqual(notReady);
  });
});
