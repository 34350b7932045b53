import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
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
