import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  afterAttempt,
  isDue,
  newEntry,
  outcomeOfRefusal,
  retryDelayMs,
  type AttemptOutcome,
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
import { sendDueEntries } from '@outbox-core/outbox-round';
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
  it('doubles from one second up to thirty, half of each wait fixed and half random', () => {
    const lowest = [1, 2, 3, 4, 5, 6, 7, 10].map((attempts) => retryDelayMs(attempts, () => 0));
    const highest = [1, 2, 3, 4, 5, 6, 7, 10].map((attempts) => retryDelayMs(attempts, () => 1));
    expect(lowest).toEqual([500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000]);
    expect(highest).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
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
    expect(once).toMatchObject({ state: 'waiting', attempts: 1, nextAttemptAt: T0 + 750 });
    const twice = afterAttempt(once, { result: 'waiting', reason: 'timeout' }, T0 + 750, HALF)!;
    expect(twice).toMatchObject({ attempts: 2, nextAttemptAt: T0 + 750 + 1_500 });
    const eightDaysLater = T0 + 8 * 24 * 60 * 60 * 1000;
    expect(isDue(twice, eightDaysLater)).toBe(true);
  });

  it('treats a record left "sending" by a sender that died as due', () => {
    expect(isDue({ ...order('c1'), state: 'sending', nextAttemptAt: T0 + 60_000 }, T0)).toBe(true);
  });
});

describe('what an answer means', () => {
  const post = order('c1');
  const removal = { request: { method: 'DELETE' as const, path: '/api/orders/o1' } };

  it('refuses for good on a definitive 4xx, naming the field', () => {
    expect(outcomeOfRefusal(post, { status: 400, message: 'Enter a phone number', field: 'buyerPhone' })).toEqual({
      result: 'refused',
      status: 400,
      message: 'Enter a phone number',
      field: 'buyerPhone',
    });
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

  function recordingSender(outcomes: Record<string, AttemptOutcome>) {
    const sent: string[] = [];
    return {
      sent,
      send: (entry: OutboxEntry): Promise<AttemptOutcome> => {
        sent.push(entry.id);
        return Promise.resolve(outcomes[entry.id] ?? { result: 'sent', answer: {} });
      },
    };
  }

  it('keeps one record per idempotency key: a second submit of the same order is the same write', async () => {
    await addEntry(order('c1', 'u1', T0));
    await addEntry({ ...order('c1', 'u1', T0 + 5), request: { method: 'POST', path: '/api/orders', body: 'again' } });
    const all = await readEntries();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ id: 'c1', createdAt: T0, request: { body: { clientOrderId: 'c1' } } });
  });

  it("sends the owner's records oldest first, each once, and leaves another user's alone", async () => {
    await addEntry(order('late', 'u1', T0 + 2));
    await addEntry(order('early', 'u1', T0 + 1));
    await addEntry(order('theirs', 'u2', T0));
    await addEntry({ ...order('newsletter', null, T0 + 3), kind: 'newsletter' });
    const sender = recordingSender({});
    const result = await sendDueEntries({ ownerId: 'u1', send: sender.send, now: () => T0 + 10 });
    expect(sender.sent).toEqual(['early', 'late', 'newsletter']);
    expect((await readEntries()).map((entry) => entry.id)).toEqual(['theirs']);
    expect(result.nextAttemptAt).toBeUndefined();
  });

  it('stops the round at the first network failure and says when to try again', async () => {
    await addEntry(order('a', 'u1', T0));
    await addEntry(order('b', 'u1', T0 + 1));
    const sender = recordingSender({ a: { result: 'waiting', reason: 'timeout' } });
    const result = await sendDueEntries({ ownerId: 'u1', send: sender.send, now: () => T0 + 10 });
    expect(sender.sent).toEqual(['a']);
    const a = await readEntry('a');
    expect(a).toMatchObject({ state: 'waiting', attempts: 1 });
    expect(result.nextAttemptAt).toBe(a!.nextAttemptAt);
    expect(a!.nextAttemptAt).toBeGreaterThanOrEqual(T0 + 10 + 500);
    expect(a!.nextAttemptAt).toBeLessThanOrEqual(T0 + 10 + 1_000);
  });

  it('tries nothing before its time unless forced, and the submitted record first', async () => {
    await addEntry({ ...order('a', 'u1', T0), attempts: 3, nextAttemptAt: T0 + 60_000 });
    await addEntry(order('b', 'u1', T0 + 1));
    const notForced = recordingSender({});
    await sendDueEntries({ ownerId: 'u1', send: notForced.send, now: () => T0 + 10 });
    expect(notForced.sent).toEqual(['b']);

    await addEntry(order('c', 'u1', T0 + 2));
    const forced = recordingSender({});
    await sendDueEntries({ ownerId: 'u1', send: forced.send, force: true, firstId: 'c', now: () => T0 + 10 });
    expect(forced.sent).toEqual(['c', 'a']);
  });

  it('keeps a refused record, and never brings back one discarded while its try was out', async () => {
    await addEntry(order('sold', 'u1', T0));
    await addEntry(order('discarded', 'u1', T0 + 1));
    await sendDueEntries({
      ownerId: 'u1',
      now: () => T0 + 10,
      send: async (entry) => {
        if (entry.id === 'sold')
          return { result: 'refused', status: 409, message: 'Sorry, this item has already been sold' };
        await removeEntry('discarded');
        return { result: 'waiting', reason: 'timeout' };
      },
    });
    expect(await readEntries()).toEqual([
      expect.objectContaining({
        id: 'sold',
        state: 'refused',
        refusal: { status: 409, message: 'Sorry, this item has already been sold' },
      }),
    ]);
  });

  it('tells listeners (every tab) when a try starts and how it ended', async () => {
    await addEntry(order('c1'));
    const events: OutboxEvent['type'][] = [];
    const stop = subscribeToOutbox((event) => events.push(event.type));
    await sendDueEntries({ ownerId: 'u1', send: () => Promise.resolve({ result: 'sent', answer: {} }), now: () => T0 });
    stop();
    expect(events).toEqual(['sending', 'attempted']);
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
