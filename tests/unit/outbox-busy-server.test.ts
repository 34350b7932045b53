import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newEntry } from '@outbox-core/outbox-entry';
import type { HttpAnswer } from '@outbox-core/outbox-http';
import { sendDueEntries } from '@outbox-core/outbox-round';
import { addEntry, readEntries, removeEntry } from '@outbox-core/outbox-store';
import { OUTBOX_SYNC_TAG, registerOutboxSync } from '@outbox-core/outbox-sync';
import { drainOutbox } from '@outbox-core/worker-drain';
import { credentialOf, fakeOutboxServer, noConnection, refusedWith } from './support/fake-outbox-server';

/*
 * Finding 4 of issue 27: with POST /api/orders answering 503, one waiting order was sent 1,814 times in 30 s. Every
 * sender now keeps one schedule (the record's own next time, with a floor and a cap, and the server's Retry-After):
 * here the page and the worker both try as often as they can, on a simulated clock, against a server that always
 * fails, and the server sees only the schedule's tries.
 */

const T0 = 1_700_000_000_000;
const SECOND = 1_000;

beforeEach(async () => {
  for (const entry of await readEntries()) await removeEntry(entry.id);
  // The jitter's lowest draw: the most tries the schedule allows.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => vi.restoreAllMocks());

/** Every 100 ms for 30 s, the page runs a round and the worker drains (a sync firing at once, again and again). */
async function thirtySecondsOfEveryoneSending(answer: HttpAnswer): Promise<number[]> {
  const request = { method: 'POST' as const, path: '/api/orders', body: { clientOrderId: 'o1' } };
  await addEntry(newEntry({ id: 'o1', kind: 'order', ownerId: 'u1', request }, T0, false));
  let now = T0;
  const tries: number[] = [];
  const server = fakeOutboxServer(() => {
    tries.push(now - T0);
    return answer;
  });
  const credential = credentialOf('u1');
  for (; now <= T0 + 30 * SECOND; now += 100) {
    await sendDueEntries({ credential, transport: server.transport, now: () => now });
    await drainOutbox({
      transport: server.transport,
      credential: async () => credential,
      budgetMs: 0,
      now: () => now,
      sleep: async () => undefined,
    });
  }
  return tries;
}

describe('an always-failing server sees only the backoff schedule', () => {
  it('503: tries at 0, 1, 3, 7, 15 and 30 s, however often the page and the worker ask', async () => {
    expect(await thirtySecondsOfEveryoneSending(refusedWith(503, 'Busy'))).toEqual([
      0,
      1 * SECOND,
      3 * SECOND,
      7 * SECOND,
      15 * SECOND,
      30 * SECOND,
    ]);
  });

  it('a refused connection: the same schedule', async () => {
    expect(await thirtySecondsOfEveryoneSending(noConnection)).toEqual([0, 1_000, 3_000, 7_000, 15_000, 30_000]);
  });

  it("429 with Retry-After: 20 waits the server's 20 s", async () => {
    expect(await thirtySecondsOfEveryoneSending(refusedWith(429, 'Too many requests', '20'))).toEqual([0, 20_000]);
  });
});

describe('Background Sync', () => {
  it('is registered only when none is pending', async () => {
    const tags: string[] = [];
    const sync = {
      getTags: async () => [...tags],
      register: vi.fn(async (tag: string) => void tags.push(tag)),
    };
    expect(await registerOutboxSync(sync)).toBe(true);
    expect(await registerOutboxSync(sync)).toBe(false);
    expect(await registerOutboxSync(sync)).toBe(false);
    expect(sync.register.mock.calls).toEqual([[OUTBOX_SYNC_TAG]]);
  });
});
