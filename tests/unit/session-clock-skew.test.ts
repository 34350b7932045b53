import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/users';
import { accessTokenForRequest } from '@/lib/session/renew-access-token';
import { getSessionState, startSession } from '@/lib/session/session-store';

/*
 * A phone whose clock is days off still renews its 15-minute access token once every 14 minutes: the token's
 * lifetime is measured on the phone's own clock from when it arrived, not by comparing the server's `exp` with it.
 */

const SERVER_NOW = Date.parse('2025-06-01T12:00:00Z');
const THREE_DAYS = 3 * 24 * 60 * 60_000;
const MINUTE = 60_000;
const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenIssuedAt = (at: number) =>
  `${base64Url({ alg: 'HS256' })}.${base64Url({ sub: 'u1', iat: at / 1000, exp: at / 1000 + 15 * 60 })}.signature`;
const USER: User = { _id: 'u1', email: 'u1@example.com', displayName: 'U One', photoURL: '', role: 'Buyer' };

const renewals = vi.hoisted(() => ({ count: 0, serverNow: 0 }));
vi.mock('@/lib/session/session-sync', async () => {
  const store = await import('@/lib/session/session-store');
  return {
    renewSessionFromFirebase: async () => {
      renewals.count += 1;
      const accessToken = tokenIssuedAt(renewals.serverNow);
      store.startSession({ accessToken, user: USER });
      return accessToken;
    },
  };
});

beforeEach(() => {
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
  renewals.count = 0;
});

async function requestsOverMinutes(deviceStart: number, minutes: number): Promise<void> {
  for (let second = 0; second < minutes * 60; second += 10) {
    renewals.serverNow = SERVER_NOW + second * 1000;
    await accessTokenForRequest(deviceStart + second * 1000);
  }
}

describe('token renewal on a phone whose clock is wrong', () => {
  it.each([
    ['three days ahead', THREE_DAYS],
    ['three days behind', -THREE_DAYS],
  ])('with the clock %s, a request every 10 s renews once in 14 minutes, not on every request', async (_, skew) => {
    const deviceStart = SERVER_NOW + skew;
    vi.setSystemTime(deviceStart);
    startSession({ accessToken: tokenIssuedAt(SERVER_NOW), user: USER });
    await requestsOverMinutes(deviceStart, 13);
    expect(renewals.count).toBe(0);
    vi.setSystemTime(deviceStart + 14 * MINUTE + 1);
    await accessTokenForRequest(deviceStart + 14 * MINUTE + 1);
    expect(renewals.count).toBe(1);
    expect(getSessionState().tokenExpiresAt).toBe(deviceStart + 14 * MINUTE + 1 + 15 * MINUTE);
    vi.useRealTimers();
  });
});
