import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { newSession } from '../support/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '5', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
});
afterAll(() => t.close());

function cspDirectives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  it('sends a Content-Security-Policy that only lets in our own origin and the auth emulator', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = cspDirectives(response.headers['content-security-policy'] as string);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9099']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('refuses a body over 64 KB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { user_email: 'big@example.test', user_name: 'x'.repeat(70_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After after too many token requests from one address', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 7; i++) {
      last = await t.app.inject({ method: 'GET', url: '/api/jwt', headers: { authorization: 'Bearer nonsense' } });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().error).toMatchObject({ code: 'rate_limited' });
  });

  it('does not limit catalogue reads', async () => {
    const responses = await Promise.all(
      Array.from({ length: 150 }, () => t.app.inject({ method: 'GET', url: '/api/advertised-products' })),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
  });

  it('limits writes per session, not per address', async () => {
    await t.close();
    t = await createTestApp();
    const [first, second] = [await newSession(t, 'Buyer'), await newSession(t, 'Buyer')];
    const report = (headers: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/wishlist',
        headers: headers as Record<string, string>,
        payload: { productId: 'x' },
      });
    const firstStatuses = await Promise.all(Array.from({ length: 121 }, () => report(first.headers)));
    expect(firstStatuses.at(-1)?.statusCode).toBe(429);
    expect((await report(second.headers)).statusCode).toBe(400);
  });
});
