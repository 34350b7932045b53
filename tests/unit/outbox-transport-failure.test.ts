import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newEntry, type AttemptOutcome } from '@outbox-core/outbox-entry';
import type { OutboxTransport } from '@outbox-core/outbox-http';
import { sendDueEntries } from '@outbox-core/outbox-round';
import { addEntry, readEntries, removeEntry, subscribeToOutbox } from '@outbox-core/outbox-store';
import { credentialOf } from './support/fake-outbox-server';

/*
 * CI, offline-remove-order.spec: a removal made offline on a page the service worker did not control yet stayed on
 * "Removing…". The page loads its transport's code on first use; offline, with no worker to serve it, that import
 * threw out of the round, and the record was left "sending" with nobody sending it.
 */

const T0 = 1_700_000_000_000;

const unloadable: OutboxTransport = {
  request: () =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/page-transport.js')),
  uploadPhoto: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  findUpload: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
};

beforeEach(async () => {
  for (const entry of await readEntries()) await removeEntry(entry.id);
  // The backoff's jitter at its lowest draw: the next try at the 1 s floor.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => vi.restoreAllMocks());

describe('a transport that throws instead of answering', () => {
  it('leaves the write waiting for its next try, and says so to whoever waits on its first try', async () => {
    const request = { method: 'DELETE' as const, path: '/api/orders/o1', body: undefined };
    await addEntry(newEntry({ id: 'r1', kind: 'order-removal', ownerId: 'u1', request }, T0, false));
    const outcomes: AttemptOutcome[] = [];
    const stop = subscribeToOutbox((event) => {
      if (event.type === 'attempted') outcomes.push(event.outcome);
    });

    const round = await sendDueEntries({ credential: credentialOf('u1'), transport: unloadable, now: () => T0 });
    stop();

    const [stored] = await readEntries();
    expect(stored?.state).toBe('waiting');
    expect(stored?.nextAttemptAt).toBe(T0 + 1_000);
    expect(round.nextAttemptAt).toBe(T0 + 1_000);
    expect(outcomes.map((outcome) => outcome.result)).toEqual(['waiting']);
  });
});
