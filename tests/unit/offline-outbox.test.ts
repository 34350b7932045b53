import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  afterAttempt,
  isDue,
  newEntry,
  outcomeOfRefusal,
  retryDelayMs,
  type OutboxEntry,
} from '@outbox-core/outbox-entry';
import {
  emptyBatch,
  finishedSending,
  isSending,
  refusedMessages,
  sendingMessage,
  sentMessages,
  startedSending,
} from '@/offline/outbox/outbox-batch';
import { describeCounts, OUTBOX_KINDS } from '@/offline/outbox/outbox-kinds';
import { showsProgress } from '@/offline/outbox/watch-outbox';
import { afterConnectionReturned, sendDueEntries } from '@outbox-core/outbox-round';
import { credentialOf, fakeOutboxServer, noConnection, refusedWith, tokenFor } from './support/fake-outbox-server';
import {
  addEntry,
  readEntries,
  readEntry,
  removeEntry,
  subscribeToOutbox,
  type OutboxEvent,
} from '@outbox-core/outbox-store';

const T0 = 1_700_000_000_000;
const HALF = () => 0.5;

function order(id: string, ownerId: string | null = 'u1', createdAt = T0): OutboxEntry {
  return newEntry(
    { id, kind: 'order', ownerId, request: { method: 'POST', path: '/api/orders', body: { clientOrderId: id } } },
    createdAt,
    false,
  );
}

describe('the backoff schedule', () => {
  it('doubles from 1-2 s up to 30 s, half of each wait fixed and half random, never under the 1 s floor', () => {
    const lowest = [1, 2, 3, 4, 5, 6, 7, 10].map((attempts) => retryDelayMs(attempts, () => 0));
    const highest = [1, 2, 3, 4, 5, 6, 7, 10].map((attempts) => retryDelayMs(attempts, () => 1));
    expect(lowest).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000, 15_000]);
    expect(highest).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000]);
  });

  it("waits as long as the server's Retry-After asks, when that is longer (up to 10 minutes)", () => {
    const busy = afterAttempt(order('c1'), { result: 'waiting', reason: 'busy', retryAfterMs: 120_000 }, T0, HALF)!;
    expect(busy.nextAttemptAt).toBe(T0 + 120_000);
    const short = afterAttempt(order('c1'), { result: 'waiting', reason: 'busy', retryAfterMs: 10 }, T0, HALF)!;
    expect(short.nextAttemptAt).toBe(T0 + 1_500);
    const endless = afterAttempt(order('c1'), { result: 'waiting', reason: 'busy', retryAfterMs: 1e9 }, T0, HALF)!;
    expect(endless.nextAttemptAt).toBe(T0 + 600_000);
  });
});

describe("a record's life", () => {
  it('starts waiting and due at once', () => {
    const entry = order('c1');
    expect(entry).toMatchObject({ state: 'waiting', attempts: 0, nextAttemptAt: T0, createdAt: T0 });
    expect(isDue(entry, T0)).toBe(true);
  });

  it('leaves the outbox once the server has it', () => {
    expect(afterAttempt(order('c1'), { result: 'sent', answer: { insertedId: 'o1' } }, T0)).toBeNull();
  });

  it('keeps a refusal with its reason until the user dismisses it', () => {
    const refused = afterAttempt(
      order('c1'),
      { result: 'refused', status: 409, message: 'Sorry, this item has already been sold' },
      T0,
    );
    expect(refused).toMatchObject({
      state: 'refused',
      refusal: { status: 409, message: 'Sorry, this item has already been sold' },
    });
    expect(isDue(refused!, T0 + 1e12)).toBe(false);
  });

  it('waits again after network trouble, later each time, and never expires by age', () => {
    const once = afterAttempt(order('c1'), { result: 'waiting', reason: 'timeout' }, T0, HALF)!;
    expect(once).toMatchObject({ state: 'waiting', attempts: 1, nextAttemptAt: T0 + 1_500 });
    const twice = afterAttempt(once, { result: 'waiting', reason: 'timeout' }, T0 + 1_500, HALF)!;
    expect(twice).toMatchObject({ attempts: 2, nextAttemptAt: T0 + 1_500 + 3_000 });
    const eightDaysLater = T0 + 8 * 24 * 60 * 60 * 1000;
    expect(isDue(twice, eightDaysLater)).toBe(true);
  });

  it('leaves a record "sending" to its sender until its lease passes, then any sender takes it over', () => {
    const sending = { ...order('c1'), state: 'sending' as const, leaseUntil: T0 + 15_000 };
    expect(isDue(sending, T0 + 14_999)).toBe(false);
    expect(isDue(sending, T0 + 15_000)).toBe(true);
  });
});

describe('what an answer means', () => {
  const post = order('c1');
  const removal = { request: { method: 'DELETE' as const, path: '/api/orders/o1' } };

  it('refuses for good on a definitive 4xx, naming the field, its message without the "field: " prefix', () => {
    expect(
      outcomeOfRefusal(post, { status: 400, message: 'resellPrice: Enter a price', field: 'resellPrice' }),
    ).toEqual({ result: 'refused', status: 400, message: 'Enter a price', field: 'resellPrice' });
    expect(outcomeOfRefusal(post, { status: 409, message: 'Sold' })).toEqual({
      result: 'refused',
      status: 409,
      message: 'Sold',
    });
  });

  it('keeps waiting on 401 (renewal failed), 408, 429 and 5xx', () => {
    for (const status of [401, 408, 429, 500, 502, 503]) {
      expect(outcomeOfRefusal(post, { status, message: 'later' })).toEqual({ result: 'waiting', reason: 'later' });
    }
  });

  it('counts a DELETE answered 404 as done (an earlier try arrived, its answer was lost)', () => {
    expect(outcomeOfRefusal(removal, { status: 404, message: 'This order does not exist' })).toEqual({
      result: 'sent',
      answer: null,
    });
  });
});

describe('the outbox store and a sending round', () => {
  beforeEach(async () => {
    for (const entry of await readEntries()) await removeEntry(entry.id);
  });

  /** A server answering each order by its id: `outcomes` for the ones named, created for the rest. */
  function serverAnswering(outcomes: Record<string, ReturnType<typeof refusedWith> | typeof noConnection> = {}) {
    return fakeOutboxServer((call) => {
      const id = (call.body as { clientOrderId?: string } | undefined)?.clientOrderId ?? '';
      return (
        outcomes[id] ?? {
          reached: true,
          status: 201,
          body: { acknowledged: true, insertedId: `o-${id}` },
          retryAfter: null,
        }
      );
    });
  }
  const sentIds = (calls: { body?: unknown }[]) =>
    calls.map((call) => (call.body as { clientOrderId: string }).clientOrderId);

  it('keeps one record per idempotency key: a second submit of the same order is the same write', async () => {
    await addEntry(order('c1', 'u1', T0));
    await addEntry({ ...order('c1', 'u1', T0 + 5), request: { method: 'POST', path: '/api/orders', body: 'again' } });
    const all = await readEntries();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ id: 'c1', createdAt: T0, request: { body: { clientOrderId: 'c1' } } });
  });

  it("sends the owner's records oldest first, each once, with the owner's own token, and leaves another's alone", async () => {
    await addEntry(order('late', 'u1', T0 + 2));
    await addEntry(order('early', 'u1', T0 + 1));
    await addEntry(order('theirs', 'u2', T0));
    await addEntry({ ...order('newsletter', null, T0 + 3), kind: 'newsletter' });
    const server = serverAnswering();
    const result = await sendDueEntries({
      credential: credentialOf('u1'),
      transport: server.transport,
      now: () => T0 + 10,
    });
    expect(server.calls.map((call) => [sentIds([call])[0], call.as])).toEqual([
      ['early', 'u1'],
      ['late', 'u1'],
      ['newsletter', 'none'],
    ]);
    expect((await readEntries()).map((entry) => entry.id)).toEqual(['theirs']);
    expect(result.nextAttemptAt).toBeUndefined();
  });

  it("never sends a record with a token that is not its owner's: it waits for its owner", async () => {
    await addEntry(order('alices', 'alice', T0));
    const server = serverAnswering();
    // A credential named for Alice whose token turned out to be Bob's (the session changed under the round).
    const confused = { ownerId: 'alice', token: async () => tokenFor('bob'), renew: async () => tokenFor('bob') };
    await sendDueEntries({ credential: confused, transport: server.transport, now: () => T0 });
    expect(server.calls).toEqual([]);
    expect(await readEntry('alices')).toMatchObject({ state: 'waiting', attempts: 1 });
  });

  it("renews the owner's token once on a 401 and sends again with the new one", async () => {
    await addEntry(order('c1', 'u1', T0));
    let first = true;
    const server = fakeOutboxServer(() => {
      if (!first)
        return { reached: true, status: 201, body: { acknowledged: true, insertedId: 'o1' }, retryAfter: null };
      first = false;
      return refusedWith(401, 'Your session has expired');
    });
    const credential = credentialOf('u1');
    await sendDueEntries({ credential, transport: server.transport, now: () => T0 });
    expect(server.calls.map((call) => call.as)).toEqual(['u1', 'u1']);
    expect(credential.renewed).toBe(1);
    expect(await readEntries()).toEqual([]);
  });

  it('stops at the first try that cannot reach the server, and stops at once when its session ends', async () => {
    await addEntry(order('a', 'u1', T0));
    await addEntry(order('b', 'u1', T0 + 1));
    const server = serverAnswering({ a: noConnection });
    const result = await sendDueEntries({
      credential: credentialOf('u1'),
      transport: server.transport,
      now: () => T0 + 10,
    });
    expect(sentIds(server.calls)).toEqual(['a']);
    const a = await readEntry('a');
    expect(a).toMatchObject({ state: 'waiting', attempts: 1, unreachable: true });
    expect(result.nextAttemptAt).toBe(a!.nextAttemptAt);
    expect(a!.nextAttemptAt).toBeGreaterThanOrEqual(T0 + 10 + 1_000);
    expect(a!.nextAttemptAt).toBeLessThanOrEqual(T0 + 10 + 2_000);

    const signedOut = new AbortController();
    signedOut.abort();
    const after = serverAnswering();
    await sendDueEntries({
      credential: credentialOf('u1'),
      transport: after.transport,
      signal: signedOut.signal,
      now: () => T0 + 20,
    });
    expect(after.calls).toEqual([]);
  });

  it('tries nothing before its time, whoever asks; the submitted record goes first', async () => {
    await addEntry({ ...order('a', 'u1', T0), attempts: 3, nextAttemptAt: T0 + 60_000 });
    await addEntry(order('b', 'u1', T0 + 1));
    await addEntry(order('c', 'u1', T0 + 2));
    const server = serverAnswering();
    await sendDueEntries({
      credential: credentialOf('u1'),
      transport: server.transport,
      firstId: 'c',
      now: () => T0 + 10,
    });
    expect(sentIds(server.calls)).toEqual(['c', 'b']);
    expect((await readEntries()).map((entry) => entry.id)).toEqual(['a']);
  });

  it('brings a record that found no connection forward when the connection returns, never within 1 s of its try', async () => {
    await addEntry({
      ...order('unreachable'),
      attempts: 6,
      lastAttemptAt: T0,
      nextAttemptAt: T0 + 30_000,
      unreachable: true,
    });
    await addEntry({
      ...order('busy'),
      attempts: 6,
      lastAttemptAt: T0,
      nextAttemptAt: T0 + 30_000,
      unreachable: false,
    });
    await afterConnectionReturned(T0 + 200);
    expect((await readEntry('unreachable'))!.nextAttemptAt).toBe(T0 + 1_000);
    expect((await readEntry('busy'))!.nextAttemptAt).toBe(T0 + 30_000);
    await afterConnectionReturned(T0 + 5_000);
    expect((await readEntry('unreachable'))!.nextAttemptAt).toBe(T0 + 1_000);
  });

  it('keeps a refused record, and never brings back one discarded while its try was out', async () => {
    await addEntry(order('sold', 'u1', T0));
    await addEntry(order('discarded', 'u1', T0 + 1));
    const server = fakeOutboxServer((call) => {
      if ((call.body as { clientOrderId: string }).clientOrderId === 'sold') {
        return refusedWith(409, 'Sorry, this item has already been sold');
      }
      void removeEntry('discarded');
      return noConnection;
    });
    await sendDueEntries({ credential: credentialOf('u1'), transport: server.transport, now: () => T0 + 10 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await readEntries()).toEqual([
      expect.objectContaining({
        id: 'sold',
        state: 'refused',
        refusal: { status: 409, message: 'Sorry, this item has already been sold' },
      }),
    ]);
  });

  it('takes over at once a record left "sending" by a page that went away, when the round is the only sender', async () => {
    // The order form's page was left mid-try (the buyer went on to the next listing): its lease runs 15 s more.
    await addEntry({ ...order('left'), state: 'sending', attempts: 0, lastAttemptAt: T0, leaseUntil: T0 + 15_000 });
    const server = serverAnswering({ left: noConnection });
    const sharedLock = await sendDueEntries({
      credential: credentialOf('u1'),
      transport: server.transport,
      now: () => T0 + 1_000,
    });
    // Without Web Locks another tab may still be sending it: its lease stands.
    expect(server.calls).toEqual([]);
    expect(sharedLock.nextAttemptAt).toBe(T0 + 15_000);
    await sendDueEntries({
      credential: credentialOf('u1'),
      transport: server.transport,
      onlySender: true,
      now: () => T0 + 1_000,
    });
    expect(sentIds(server.calls)).toEqual(['left']);
    expect(await readEntry('left')).toMatchObject({ state: 'waiting', attempts: 1, unreachable: true });
  });

  it('tells listeners (every tab) when a try starts, how it ended, and when the round ended', async () => {
    await addEntry(order('c1'));
    const events: OutboxEvent['type'][] = [];
    const stop = subscribeToOutbox((event) => events.push(event.type));
    await sendDueEntries({ credential: credentialOf('u1'), transport: serverAnswering().transport, now: () => T0 });
    stop();
    expect(events).toEqual(['sending', 'attempted', 'round-ended']);
  });
});

describe('what the user is told', () => {
  const orders = OUTBOX_KINDS.order;

  it('shows "Sending…" for the first tries of a waiting write with a connection, never offline or on every retry', () => {
    const queuedOffline = { ...order('c1'), queuedOffline: true };
    expect(showsProgress(queuedOffline, true)).toBe(true);
    expect(showsProgress(queuedOffline, false)).toBe(false);
    expect(showsProgress({ ...order('c2'), attempts: 1 }, true)).toBe(true);
    expect(showsProgress({ ...order('c3'), attempts: 2 }, true)).toBe(false);
    // The form is still waiting for this one's first try: the form says how it went.
    expect(showsProgress(order('c4'), true)).toBe(false);
  });
  const newsletter = OUTBOX_KINDS.newsletter;

  it('counts what waits per kind', () => {
    expect(describeCounts(['order', 'report', 'order'])).toEqual(['2 orders', '1 report']);
    expect(describeCounts([])).toEqual([]);
  });

  it('says how many are on their way, then what arrived', () => {
    const batch = emptyBatch();
    startedSending(batch, orders);
    startedSending(batch, orders);
    expect(sendingMessage(batch)).toBe('Sending 2 orders…');
    startedSending(batch, newsletter);
    expect(sendingMessage(batch)).toBe('Sending 2 orders and 1 newsletter sign-up…');
    finishedSending(batch, orders, { sent: true });
    finishedSending(batch, newsletter, { sent: true });
    expect(isSending(batch)).toBe(true);
    finishedSending(batch, orders, { sent: true });
    expect(isSending(batch)).toBe(false);
    expect(sentMessages(batch)).toEqual([
      '2 Orders Placed Successfully!',
      'You are subscribed to the Shutterswap newsletter.',
    ]);
  });

  it("uses the spec's toast for one order, names each refusal's reason, and says nothing of one still waiting", () => {
    const batch = emptyBatch();
    startedSending(batch, orders);
    startedSending(batch, orders);
    startedSending(batch, orders);
    finishedSending(batch, orders, { sent: true });
    finishedSending(batch, orders, { refusedBecause: 'Sorry, this item has already been sold' });
    finishedSending(batch, orders, { stillWaiting: true });
    expect(sentMessages(batch)).toEqual(['Order Placed Successfully!']);
    expect(refusedMessages(batch)).toEqual(['1 order could not be sent: Sorry, this item has already been sold']);
  });
});
