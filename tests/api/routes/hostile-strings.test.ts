import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealIn } from '../support/deal-states.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Strings and dates no route may store or look up: a NUL byte (PostgreSQL text cannot hold one), direction
 * overrides (U+202E turns "gpj.exe" around), and dates outside 2000..2100 (year 0000 overflowed a query). Each is
 * a 400 naming the field, never a 500.
 */
let t: TestApp;
let buyer: Session;
let seller: Session;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '100000', RATE_LIMIT_AUTH_PER_MINUTE: '100000' });
  buyer = await newSession(t, 'Buyer');
  seller = await newSession(t, 'Seller');
});
afterAll(() => t.close());

const NUL = '\u0000';
const post = (who: Session, url: string, payload: object, method: 'POST' | 'DELETE' = 'POST') =>
  t.app.inject({ method, url, headers: who.headers, payload });

describe('a NUL byte', () => {
  it.each([
    [
      'POST',
      '/api/push-subscriptions',
      { endpoint: `https://fcm.googleapis.com/fcm/send/a${NUL}`, keys: { p256dh: 'k', auth: 'a' } },
      'endpoint',
    ],
    [
      'POST',
      '/api/push-subscriptions',
      { endpoint: 'https://fcm.googleapis.com/fcm/send/b', keys: { p256dh: `k${NUL}`, auth: 'a' } },
      'keys.p256dh',
    ],
    ['DELETE', '/api/push-subscriptions', { endpoint: `x${NUL}` }, 'endpoint'],
    [
      'POST',
      '/api/sandbox/confirm',
      { clientSecret: `pi_${NUL}`, card: { number: '4242', expMonth: 1, expYear: 2030, cvc: '1' } },
      'clientSecret',
    ],
    [
      'POST',
      '/api/payments',
      { productId: '00000000-0000-4000-8000-000000000000', transactionId: `pi_${NUL}x` },
      'transactionId',
    ],
  ] as const)('%s %s is refused with 400 naming %j', async (method, url, payload, field) => {
    const response = await post(buyer, url, payload, method);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.field).toBe(field);
  });

  // Found by the hostile-input fuzz (seed 20261123): GET /api/offline-catalogue?brand=%00 answered 500.
  it.each(['/api/offline-catalogue', '/api/products'])(
    'in a brand or mount filter of %s is a 400 naming it',
    async (url) => {
      for (const field of ['brand', 'mount']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `${url}?${field}=${encodeURIComponent(`Canon${NUL}`)}`,
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().error.field).toBe(field);
      }
    },
  );

  it('in a registration photoURL is refused with 400', async () => {
    const idToken = t.identities.issue({ email: 'nul-photo@example.test' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { authorization: `Bearer ${idToken}` },
      payload: { email: 'nul-photo@example.test', displayName: 'N', photoURL: `https://x.example/${NUL}.png` },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.field).toBe('photoURL');
  });
});

describe('a direction override (U+202E)', () => {
  it('is refused in a message with 400 naming the text', async () => {
    const deal = await dealIn(t, 'placed', buyer, seller);
    const response = await post(buyer, `/api/orders/${deal.orderId}/messages`, {
      messageId: crypto.randomUUID(),
      kind: 'text',
      text: 'see invoice\u202Efdp.exe',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.field).toBe('text');
  });
});

describe('a date in year 0000', () => {
  it('is refused as a meeting time with 400 naming meetingAt', async () => {
    const deal = await dealIn(t, 'placed', buyer, seller);
    const response = await post(buyer, `/api/orders/${deal.orderId}/messages`, {
      messageId: crypto.randomUUID(),
      kind: 'meeting',
      meetingPlace: 'Stand 12',
      meetingAt: '0000-01-01T10:00:00Z',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.field).toBe('meetingAt');
  });

  it('in a search cursor is a 400, not a 500', async () => {
    const cursor = Buffer.from(
      JSON.stringify({ kind: 'keyset', sort: 'newest', value: '0000-01-01T00:00:00.000Z', id: crypto.randomUUID() }),
    ).toString('base64url');
    const response = await t.app.inject({ method: 'GET', url: `/api/products?sort=newest&cursor=${cursor}` });
    expect(response.statusCode, response.body).toBe(400);
  });
});
