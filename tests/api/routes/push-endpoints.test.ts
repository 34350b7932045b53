import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '@server/db/schema.ts';
import { dnsAnswers } from '../support/fake-dns.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/* Where a user can make the server send requests, with the production defaults (only tests' own config adds more). */
let t: TestApp;
let buyer: Session;
let other: Session;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await newSession(t, 'Buyer');
  other = await newSession(t, 'Buyer');
});
afterAll(() => t.close());

const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const subscribe = (who: Session, endpoint: string, auth = keys.auth) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push-subscriptions',
    headers: who.headers,
    payload: { endpoint, keys: { ...keys, auth } },
  });
const stored = async (userId: string) =>
  (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)))
    .map((row) => row.endpoint)
    .sort();

describe('a push subscription', () => {
  it.each([
    'http://127.0.0.1:6379/',
    'http://127.0.0.1:5432/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://0x7f000001/',
    'https://0x7f000001/',
    'https://2130706433/',
    'https://[::ffff:127.0.0.1]/',
    'https://localhost/',
    'http://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com.evil.example/fcm/send/x',
    'https://evil.example/push',
    'https://user:pass@fcm.googleapis.com/fcm/send/x',
    'https://unknown.notify.windows.com/w/x',
  ])('to %s is refused with 400 naming the endpoint, and nothing is stored', async (endpoint) => {
    const response = await subscribe(buyer, endpoint);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.field).toBe('endpoint');
    expect(await stored(buyer.userId)).toEqual([]);
  });

  it('is refused when a known push service name resolves to a private address', async () => {
    dnsAnswers.set('rebound.push.apple.com', ['10.0.0.5', '17.57.146.52']);
    const response = await subscribe(buyer, 'https://rebound.push.apple.com/3/device/x');
    expect(response.statusCode).toBe(400);
    dnsAnswers.delete('rebound.push.apple.com');
  });

  it('to a known push service over https is kept, at most 5 per user (the newest)', async () => {
    for (let i = 1; i <= 7; i++) {
      expect((await subscribe(buyer, `https://fcm.googleapis.com/fcm/send/phone-${i}`)).statusCode).toBe(200);
    }
    expect(await stored(buyer.userId)).toEqual(
      [3, 4, 5, 6, 7].map((i) => `https://fcm.googleapis.com/fcm/send/phone-${i}`),
    );
  });

  it("belongs to one user: another user naming it without that browser's secret takes nothing, and is answered alike", async () => {
    const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/victim';
    const own = await subscribe(other, endpoint);
    const takeover = await subscribe(buyer, endpoint, 'a-different-secret');
    expect(takeover.statusCode).toBe(own.statusCode);
    expect(takeover.body).toBe(own.body);
    expect(await stored(other.userId)).toEqual([endpoint]);
    // The same browser (its own secret), signed in as someone else now, moves to them.
    await subscribe(buyer, endpoint);
    expect(await stored(other.userId)).toEqual([]);
  });

  it('DELETE answers the same whatever the endpoint was', async () => {
    const unsubscribe = (endpoint: string) =>
      t.app.inject({ method: 'DELETE', url: '/api/push-subscriptions', headers: other.headers, payload: { endpoint } });
    await subscribe(other, 'https://web.push.apple.com/3/device/mine');
    const answers = await Promise.all(
      ['https://web.push.apple.com/3/device/mine', 'http://127.0.0.1:6379/', 'https://nowhere.example/'].map(
        async (endpoint) => {
          const response = await unsubscribe(endpoint);
          return `${response.statusCode} ${response.body}`;
        },
      ),
    );
    expect(new Set(answers).size).toBe(1);
    expect(await stored(other.userId)).toEqual([]);
  });
});
