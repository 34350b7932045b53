import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newSession, uidOf, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { servedRoutes } from '../support/route-list.ts';

/** Every limit starts fresh: each test gets an app of its own. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '5' });
});
afterEach(() => t.close());

const WRITES_PER_MINUTE = 120;
const UPLOADS_PER_MINUTE = 30;
/** A question reaches a stranger's phone: its own budget, per hour. */
const QUESTIONS_PER_HOUR = 30;

/** A write refused by validation (400) or the guard: cheap, changes nothing, and still counted. */
const wishlistWrite = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/wishlist', headers, remoteAddress, payload: { productId: 'x' } });

/** The same access token written the ways a lenient parser accepts it. */
function headerVariants(session: Session): string[] {
  const token = session.headers.authorization.replace(/^Bearer /, '');
  return [`Bearer ${token}`, `bearer ${token}`, `BEARER ${token}`, `Bearer   ${token}`, `Bearer\t${token}`];
}

/** Sends `count` requests one after the other (so the order of counting is the order sent). */
async function statusesOf(count: number, send: (i: number) => Promise<{ statusCode: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send(i)).statusCode);
  return statuses;
}

describe('sign-in and token requests', () => {
  it('answer 429 with Retry-After after too many from one address, whatever token they carry', async () => {
    const statuses = await statusesOf(7, (i) =>
      t.app.inject({ method: 'GET', url: '/api/jwt', headers: { authorization: `Bearer nonsense-${i}` } }),
    );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const last = await t.app.inject({ method: 'GET', url: '/api/jwt', headers: { authorization: 'bearer other' } });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('count each address on its own', async () => {
    const jwt = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/jwt', remoteAddress, headers: { authorization: 'Bearer x' } });
    await statusesOf(5, () => jwt('203.0.113.1'));
    expect((await jwt('203.0.113.1')).statusCode).toBe(429);
    expect((await jwt('203.0.113.2')).statusCode).toBe(401);
  });
});

describe('writes', () => {
  it('count per user: rewriting the Authorization header does not open a fresh budget', async () => {
    const buyer = await newSession(t, 'Buyer');
    const variants = headerVariants(buyer);
    const statuses = await statusesOf(WRITES_PER_MINUTE + variants.length, (i) =>
      wishlistWrite({ authorization: variants[i % variants.length]! }),
    );
    expect(statuses.slice(0, WRITES_PER_MINUTE).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(WRITES_PER_MINUTE)).toEqual(variants.map(() => 429));
  });

  it('count per user: another token of the same user (another device) does not open a fresh budget', async () => {
    const buyer = await newSession(t, 'Buyer');
    await statusesOf(WRITES_PER_MINUTE, () => wishlistWrite(buyer.headers));
    const claims = { userId: buyer.userId, uid: 'second-device', email: buyer.email, role: 'Buyer' as const };
    const { token } = await t.app.accessTokens.sign(claims);
    expect(`Bearer ${token}`).not.toBe(buyer.headers.authorization);
    const refused = await wishlistWrite({ authorization: `Bearer ${token}` });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toMatchObject({ code: 'rate_limited' });
  });

  it('do not share a budget between users behind one address', async () => {
    const [first, second] = [await newSession(t, 'Buyer'), await newSession(t, 'Buyer')];
    await statusesOf(WRITES_PER_MINUTE, () => wishlistWrite(first.headers));
    expect((await wishlistWrite(first.headers)).statusCode).toBe(429);
    expect((await wishlistWrite(second.headers)).statusCode).toBe(400);
  });

  it('without a valid token count per address: junk headers do not open fresh budgets', async () => {
    const junk = (i: number) => [`Bearer junk-${i}`, `Basic ${i}`, `bearer ${'x'.repeat(i)}`, `${i}`][i % 4]!;
    const statuses = await statusesOf(WRITES_PER_MINUTE + 2, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { authorization: junk(i) },
        payload: { user_email: 'not an email' },
      }),
    );
    expect(statuses.slice(0, WRITES_PER_MINUTE).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(WRITES_PER_MINUTE)).toEqual([429, 429]);
  });

  it('refused by the guard are counted too: forged tokens flooding a protected route get 429', async () => {
    const statuses = await statusesOf(WRITES_PER_MINUTE + 1, (i) =>
      wishlistWrite({ authorization: `Bearer forged-${i}` }),
    );
    expect(statuses.slice(0, WRITES_PER_MINUTE).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('each declare their limit: every API route that writes answers with its budget', async () => {
    const writes = servedRoutes(t.app).filter(
      ({ method, path }) => path.startsWith('/api/') && !['GET', 'HEAD'].includes(method),
    );
    const limits: Record<string, number> = {
      '/api/images': UPLOADS_PER_MINUTE,
      '/api/users': 5,
      '/api/questions/:productId/:buyerId/messages': QUESTIONS_PER_HOUR,
    };
    const expectedLimit = (path: string) => limits[path] ?? WRITES_PER_MINUTE;
    const declared = await Promise.all(
      writes.map(async ({ method, path }) => {
        const response = await t.app.inject({ method: method as 'POST', url: path.replace(/:[a-z]+/gi, 'x') });
        return `${method} ${path}: ${response.headers['x-ratelimit-limit']}`;
      }),
    );
    expect(declared).toEqual(writes.map(({ method, path }) => `${method} ${path}: ${expectedLimit(path)}`));
  });
});

describe('one write budget per caller', () => {
  it('is shared by every route: writes spread over four routes get 429 past the budget', async () => {
    const buyer = await newSession(t, 'Buyer');
    const routes = [
      { method: 'POST', url: '/api/wishlist', payload: { productId: 'x' } },
      { method: 'POST', url: '/api/reports', payload: { productId: 'x' } },
      { method: 'POST', url: '/api/orders', payload: {} },
      { method: 'POST', url: '/api/notifications/read', payload: { ids: ['x'] } },
    ] as const;
    const statuses = await statusesOf(WRITES_PER_MINUTE + 4, (i) =>
      t.app.inject({ ...routes[i % routes.length]!, headers: buyer.headers }),
    );
    expect(statuses.slice(0, WRITES_PER_MINUTE).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(WRITES_PER_MINUTE)).toEqual([429, 429, 429, 429]);
  });
});

describe('token renewal (GET /api/jwt)', () => {
  /** A renewal with an ID token the provider proves: `uid`'s own sign-in (404 when no account uses it yet). */
  const renew = (uid: string, remoteAddress = '203.0.113.60') =>
    t.app.inject({
      method: 'GET',
      url: '/api/jwt',
      remoteAddress,
      headers: { authorization: `Bearer ${t.identities.issue({ email: `${uid}@example.test`, uid })}` },
    });
  /** A made-up token with an ID token's shape, whose claims name `uid`: nothing proves it. */
  const renewForged = (uid: string, remoteAddress = '203.0.113.60') =>
    t.app.inject({
      method: 'GET',
      url: '/api/jwt',
      remoteAddress,
      headers: { authorization: `Bearer e30.${Buffer.from(JSON.stringify({ sub: uid })).toString('base64url')}.x` },
    });

  it('counts per sign-in: a hall of phones on one Wi-Fi does not share one budget', async () => {
    for (let phone = 0; phone < 8; phone++) expect((await renew(`phone-${phone}`)).statusCode).toBe(404);
    expect((await renew('phone-9')).statusCode).toBe(404);
  });

  it('still refuses one sign-in past its budget, and one address past a looser cap', async () => {
    expect(await statusesOf(6, () => renew('greedy-phone', '203.0.113.61'))).toEqual([404, 404, 404, 404, 404, 429]);
    // Ten times the per-sign-in budget from one address, whatever sign-ins they are.
    const flood = await statusesOf(51, (i) => renew(`many-${i}`, '203.0.113.62'));
    expect(flood.slice(0, 50).every((status) => status === 404)).toBe(true);
    expect(flood.at(-1)).toBe(429);
  });

  it('counts a token nothing proves on its address: it uses none of the renewals of the person it names', async () => {
    const victim = await newSession(t, 'Buyer');
    expect(await statusesOf(7, () => renewForged(uidOf(victim.email), '203.0.113.63'))).toEqual([
      401, 401, 401, 401, 401, 429, 429,
    ]);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/jwt',
      remoteAddress: '198.51.100.7',
      headers: { authorization: `Bearer ${t.identities.issue({ email: victim.email, uid: uidOf(victim.email) })}` },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('uploads', () => {
  it('count per user across header variants', async () => {
    const seller = await newSession(t, 'Seller');
    const variants = headerVariants(seller);
    const statuses = await statusesOf(UPLOADS_PER_MINUTE + 1, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/images',
        headers: { authorization: variants[i % variants.length]! },
      }),
    );
    expect(statuses.slice(0, UPLOADS_PER_MINUTE).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('reads', () => {
  it('are not limited', async () => {
    const responses = await Promise.all(
      Array.from({ length: 150 }, () => t.app.inject({ method: 'GET', url: '/api/advertised-products' })),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
  });
});
