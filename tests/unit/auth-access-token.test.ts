import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAccessToken, readAccessToken, writeAccessToken } from '@/lib/session/access-token-store';
import { accessTokenExpiry, needsRenewal, RENEW_BEFORE_EXPIRY_MS, renewalDelay } from '@/lib/session/access-token';

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwtWith = (claims: object) => `${base64Url({ alg: 'HS256' })}.${base64Url(claims)}.signature`;

const NOW = Date.parse('2025-06-01T12:00:00Z');
const MINUTE = 60_000;

describe('accessTokenExpiry', () => {
  it('reads the exp claim as milliseconds', () => {
    expect(accessTokenExpiry(jwtWith({ sub: 'u1', exp: 1_748_779_200 }))).toBe(1_748_779_200_000);
  });

  it('reads claims whose base64url needs padding and uses - and _', () => {
    const token = jwtWith({ email: '>>>???', exp: 1_700_000_001 });
    const payload = token.split('.')[1]!;
    expect(payload).toMatch(/-/);
    expect(payload).toMatch(/_/);
    expect(payload.length % 4).not.toBe(0);
    expect(accessTokenExpiry(token)).toBe(1_700_000_001_000);
  });

  it('counts the lifetime (exp - iat) from when the token arrived on this device, when it knows that', () => {
    const token = jwtWith({ sub: 'u1', iat: 1_700_000_000, exp: 1_700_000_900 });
    expect(accessTokenExpiry(token, NOW)).toBe(NOW + 15 * MINUTE);
    expect(accessTokenExpiry(token, null)).toBe(1_700_000_900_000);
  });

  it('is null for tokens it cannot read', () => {
    expect(accessTokenExpiry('')).toBeNull();
    expect(accessTokenExpiry('not-a-jwt')).toBeNull();
    expect(accessTokenExpiry('a.%%%.c')).toBeNull();
    expect(accessTokenExpiry(jwtWith({ sub: 'no expiry' }))).toBeNull();
    expect(accessTokenExpiry(jwtWith({ exp: '1700000000' }))).toBeNull();
  });
});

describe('renewal timing', () => {
  it('renews a minute before a 15-minute token expires', () => {
    expect(renewalDelay(NOW + 15 * MINUTE, NOW)).toBe(14 * MINUTE);
    expect(RENEW_BEFORE_EXPIRY_MS).toBe(MINUTE);
  });

  it('renews at once inside the margin or after expiry, never with a negative delay', () => {
    expect(renewalDelay(NOW + 30_000, NOW)).toBe(0);
    expect(renewalDelay(NOW - 5 * MINUTE, NOW)).toBe(0);
  });

  it('asks for renewal only inside the margin, or when the expiry is unknown', () => {
    expect(needsRenewal(NOW + 2 * MINUTE, NOW)).toBe(false);
    expect(needsRenewal(NOW + MINUTE + 1, NOW)).toBe(false);
    expect(needsRenewal(NOW + MINUTE, NOW)).toBe(true);
    expect(needsRenewal(NOW - 1, NOW)).toBe(true);
    expect(needsRenewal(null, NOW)).toBe(true);
  });
});

describe('where the access token is kept', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is localStorage's 'jwt-token', the key docs/spec.md section 3 names", () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    });
    writeAccessToken('header.claims.signature', NOW);
    expect(Object.fromEntries(stored)).toEqual({
      'jwt-token': 'header.claims.signature',
      'shutterswap:jwt-received-at': String(NOW),
    });
    stored.set('jwt-token', 'renewed.claims.signature');
    expect(readAccessToken()).toBe('renewed.claims.signature');
    clearAccessToken();
    expect(stored.size).toBe(0);
  });
});
