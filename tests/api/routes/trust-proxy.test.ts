import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Which X-Forwarded-For to believe is configuration (TRUST_PROXY), tried through Fastify with the setting a
 * deployment uses: behind the shipped HAProxy, one hop.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shutterswap.example' };

/** A sign-in request (refused for its made-up token, and counted all the same) as `forwardedFor` says it came. */
const signIn = (forwardedFor: string, remoteAddress = '10.0.0.2') =>
  t!.app.inject({
    method: 'GET',
    url: '/api/jwt',
    remoteAddress,
    headers: { authorization: 'Bearer made-up', 'x-forwarded-for': forwardedFor },
  });

async function statusesOf(count: number, send: (i: number) => Promise<{ statusCode: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send(i)).statusCode);
  return statuses;
}

describe('a production server with no TRUST_PROXY', () => {
  it('ignores X-Forwarded-For: rotating it opens no fresh sign-in budget', async () => {
    t = await createTestApp({ ...PRODUCTION, RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    const statuses = await statusesOf(5, (i) => signIn(`198.51.100.${i}`));
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('TRUST_PROXY=1 (one balancer in front, as deploy/haproxy.cfg)', () => {
  it('counts the address the balancer saw, not what the client wrote before it', async () => {
    t = await createTestApp({ ...PRODUCTION, TRUST_PROXY: '1', RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    const statuses = await statusesOf(5, (i) => signIn(`198.51.100.${i}, 203.0.113.7`));
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect((await signIn('203.0.113.8')).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY as the balancers’ addresses', () => {
  it('believes X-Forwarded-For only from those addresses', async () => {
    t = await createTestApp({ ...PRODUCTION, TRUST_PROXY: '10.0.0.2, 10.0.1.0/24', RATE_LIMIT_AUTH_PER_MINUTE: '2' });
    expect(await statusesOf(3, () => signIn('203.0.113.7'))).toEqual([401, 401, 429]);
    // From the balancer, another client is another budget.
    expect((await signIn('203.0.113.9')).statusCode).toBe(401);
    // Straight from somewhere else, the header is the sender's own claim: counted by the sender's address.
    expect(await statusesOf(3, (i) => signIn(`203.0.113.${20 + i}`, '192.0.2.50'))).toEqual([401, 401, 429]);
  });
});

describe('TRUST_PROXY', () => {
  it.each(['yes', '-1', '10.0.0.300', '10.0.0.0/33'])('refuses %j at start-up', (value) => {
    expect(() => loadConfig({ ...PRODUCTION, TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  it('takes an empty value as unset', async () => {
    t = await createTestApp({ ...PRODUCTION, TRUST_PROXY: '', RATE_LIMIT_AUTH_PER_MINUTE: '1' });
    expect(await statusesOf(2, (i) => signIn(`198.51.100.${i}`))).toEqual([401, 429]);
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('is required in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_ORIGIN/);
  });
});
