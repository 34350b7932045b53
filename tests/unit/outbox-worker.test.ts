import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { newEntry, OUTBOX_REQUEST_TIMEOUT_MS } from '@outbox-core/outbox-entry';
import { fetchTransport } from '@outbox-core/outbox-http';
import { addEntry, readEntries, removeEntry, saveEntry } from '@outbox-core/outbox-store';
import { drainOutbox } from '@outbox-core/worker-drain';
import {
  forgetWorkerSession,
  readWorkerSession,
  shareAccessToken,
  shareRefreshCredential,
  workerCredential,
} from '@outbox-core/worker-session';
import { tokenFor } from './support/fake-outbox-server';

/*
 * Finding 5 of issue 27: nothing was sent with the app closed once the 15-minute access token had lapsed (the worker
 * never renewed it), nor when the app was killed mid-send. The worker keeps the signed-in person's refresh credential,
 * renews by itself, and takes over a record left "sending" once its lease has passed.
 */

const T0 = 1_700_000_000_000;
const TOKEN_URL = 'http://127.0.0.1:9099/securetoken.googleapis.com/v1/token?key=demo';
const STALE = tokenFor('u1', 1);
const RENEWED = tokenFor('u1', 2);

beforeEach(async () => {
  for (const entry of await readEntries()) await removeEntry(entry.id);
  await forgetWorkerSession();
});

/** The server and the sign-in provider, answering the worker's fetches; every call recorded. */
function network() {
  const calls: string[] = [];
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const auth = new Headers(init.headers).get('Authorization');
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (url === TOKEN_URL) {
      calls.push(`refresh ${new URLSearchParams(String(init.body)).get('refresh_token')}`);
      return json(200, { id_token: 'firebase-id-token', refresh_token: 'refresh-2' });
    }
    if (url.startsWith('/api/jwt')) {
      calls.push(`jwt ${auth}`);
      return json(200, { accessToken: RENEWED, user: { _id: 'u1' } });
    }
    calls.push(`${init.method} ${url} ${auth === `Bearer ${RENEWED}` ? 'renewed' : 'stale'}`);
    return auth === `Bearer ${RENEWED}`
      ? json(201, { acknowledged: true, insertedId: 'o1' })
      : json(401, { error: { code: 'unauthorized', message: 'Your session has expired' } });
  };
  return { fetch, calls };
}

describe('the service worker, with the app closed', () => {
  it('renews a lapsed token with the refresh credential and takes over a send the killed app left', async () => {
    await shareRefreshCredential(
      { userId: 'u1', email: 'u1@example.com', accessToken: STALE, expiresAt: T0 - 60_000 },
      { refreshToken: 'refresh-1', tokenUrl: TOKEN_URL },
    );
    const request = { method: 'POST' as const, path: '/api/orders', body: { clientOrderId: 'o1' } };
    const order = newEntry({ id: 'o1', kind: 'order', ownerId: 'u1', request }, T0 - 1_000, false);
    // The app was killed while its try was out: the record stays "sending" under its lease.
    await addEntry(order);
    await saveEntry({
      ...order,
      state: 'sending',
      lastAttemptAt: T0,
      leaseUntil: T0 + OUTBOX_REQUEST_TIMEOUT_MS + 5_000,
    });

    let now = T0;
    const { fetch, calls } = network();
    const done = await drainOutbox({
      transport: fetchTransport({ fetch, requestTimeoutMs: 10_000, photoTimeoutMs: 90_000 }),
      credential: async () => {
        const session = await readWorkerSession();
        return session ? workerCredential(session, fetch, () => now) : null;
      },
      budgetMs: 150_000,
      now: () => now,
      sleep: async (ms) => void (now += ms),
    });

    expect(done).toBe(true);
    expect(now).toBe(T0 + 15_000);
    expect(calls).toEqual(['refresh refresh-1', 'jwt Bearer firebase-id-token', 'POST /api/orders renewed']);
    expect(await readEntries()).toEqual([]);
    expect(await readWorkerSession()).toMatchObject({
      userId: 'u1',
      accessToken: RENEWED,
      refresh: { refreshToken: 'refresh-2', tokenUrl: TOKEN_URL },
    });
  });

  it('keeps the refresh credential only for the person it belongs to, and forgets it all on sign-out', async () => {
    const alice = { userId: 'alice', email: 'alice@example.com', accessToken: tokenFor('alice'), expiresAt: null };
    await shareRefreshCredential(alice, { refreshToken: 'alice-refresh', tokenUrl: TOKEN_URL });
    await shareAccessToken({ ...alice, accessToken: tokenFor('alice', 2) });
    expect((await readWorkerSession())?.refresh?.refreshToken).toBe('alice-refresh');
    await shareAccessToken({ userId: 'bob', email: 'bob@example.com', accessToken: tokenFor('bob'), expiresAt: null });
    expect(await readWorkerSession()).toEqual({
      userId: 'bob',
      email: 'bob@example.com',
      accessToken: tokenFor('bob'),
      expiresAt: null,
    });
    await shareAccessToken(null);
    expect(await readWorkerSession()).toBeUndefined();
  });
});
