import { MutationCache, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { placeOrderMutationKey } from '../../src/features/buying/api/order-mutation-defaults';
import { newsletterMutationKey } from '../../src/features/content/api/subscribe-to-newsletter';
import { markQueuedOffline, refusalReason, refusalStatus } from '../../src/lib/queued-offline';
import {
  emptyBatch,
  finishedSending,
  isSending,
  refusedMessages,
  sendingMessage,
  sentMessages,
  startedSending,
} from '../../src/offline/outbox/outbox-batch';
import { isPersonalMutationKey, outboxKindOf } from '../../src/offline/outbox/outbox-kinds';
import { shouldPersistMutation } from '../../src/offline/persistence/dehydrate-rules';

const orders = outboxKindOf(['orders', 'place'])!;
const newsletter = outboxKindOf(['newsletter', 'subscribe'])!;

describe('outbox kinds', () => {
  it("are the features' own keys (they are stored with each waiting entry, so they never change)", () => {
    expect(outboxKindOf(placeOrderMutationKey)).toBe(orders);
    expect(outboxKindOf(newsletterMutationKey)).toBe(newsletter);
  });

  it('count orders as personal, newsletter sign-ups not, and unknown kinds as personal', () => {
    expect(isPersonalMutationKey(placeOrderMutationKey)).toBe(true);
    expect(isPersonalMutationKey(newsletterMutationKey)).toBe(false);
    expect(isPersonalMutationKey(['wishlist', 'add'])).toBe(true);
  });
});

describe('an outbox sending round', () => {
  it('says how many are on their way, then what arrived', () => {
    const batch = emptyBatch();
    startedSending(batch, orders);
    startedSending(batch, orders);
    expect(sendingMessage(batch)).toBe('Sending 2 orders…');
    startedSending(batch, newsletter);
    expect(sendingMessage(batch)).toBe('Sending 2 orders and 1 newsletter sign-up…');
    finishedSending(batch, orders, {});
    finishedSending(batch, newsletter, {});
    expect(isSending(batch)).toBe(true);
    finishedSending(batch, orders, {});
    expect(isSending(batch)).toBe(false);
    expect(sentMessages(batch)).toEqual([
      '2 Orders Placed Successfully!',
      'You are subscribed to the Shutterswap newsletter.',
    ]);
  });

  it("uses the spec's toast for one order and names each refusal's reason", () => {
    const batch = emptyBatch();
    startedSending(batch, orders);
    startedSending(batch, orders);
    finishedSending(batch, orders, {});
    finishedSending(batch, orders, { refusedBecause: 'Sorry, this item has already been sold' });
    expect(sentMessages(batch)).toEqual(['Order Placed Successfully!']);
    expect(refusedMessages(batch)).toEqual(['1 order could not be sent: Sorry, this item has already been sold']);
  });
});

describe('which mutations are stored', () => {
  function setUp() {
    const queryClient = new QueryClient({ mutationCache: new MutationCache() });
    queryClient.setMutationDefaults(['orders', 'place'], { mutationFn: () => Promise.resolve('sent') });
    const build = (key: string[], state: { status: 'pending' | 'error' | 'success'; isPaused?: boolean }) =>
      queryClient.getMutationCache().build<unknown, Error, unknown, unknown>(
        queryClient,
        { mutationKey: key },
        {
          context: undefined,
          data: undefined,
          error: null,
          failureCount: 0,
          failureReason: null,
          isPaused: state.isPaused ?? false,
          status: state.status,
          variables: {},
          submittedAt: 1,
        },
      );
    return { queryClient, build };
  }

  it('stores unsettled entries a reload can send, and refusals of waiting ones until dismissed', () => {
    const { queryClient, build } = setUp();
    expect(shouldPersistMutation(queryClient, build(['orders', 'place'], { status: 'pending', isPaused: true }))).toBe(
      true,
    );
    expect(shouldPersistMutation(queryClient, build(['orders', 'place'], { status: 'pending' }))).toBe(true);
    expect(shouldPersistMutation(queryClient, build(['orders', 'place'], { status: 'success' }))).toBe(false);

    const refusedOnTheForm = build(['orders', 'place'], { status: 'error' });
    expect(shouldPersistMutation(queryClient, refusedOnTheForm)).toBe(false);
    const refusedAfterWaiting = build(['orders', 'place'], { status: 'error' });
    markQueuedOffline(refusedAfterWaiting);
    expect(shouldPersistMutation(queryClient, refusedAfterWaiting)).toBe(true);
  });

  it('never stores a paused mutation no reload could send (no function registered under its key)', () => {
    const { queryClient, build } = setUp();
    expect(shouldPersistMutation(queryClient, build(['wishlist', 'add'], { status: 'pending', isPaused: true }))).toBe(
      false,
    );
  });
});

describe('refusal details', () => {
  it('are read from an Error or from the plain copy restored from IndexedDB', () => {
    expect(refusalReason(new Error('Sorry, this item has already been sold'))).toBe(
      'Sorry, this item has already been sold',
    );
    expect(refusalReason({ message: 'This item is already in your cart', status: 409 })).toBe(
      'This item is already in your cart',
    );
    expect(refusalReason(null)).toBe('The server refused it.');
    expect(refusalStatus({ status: 409 })).toBe(409);
    expect(refusalStatus(new Error('x'))).toBeUndefined();
  });
});

describe('My Orders rows of the outbox', () => {
  it('shows a refused order with its reason, a waiting one as waiting, and never an order twice', async () => {
    const { orderRows } = await import('../../src/features/buying/lib/order-rows');
    const order = (clientOrderId: string) =>
      ({ _id: `pending:${clientOrderId}`, clientOrderId, productName: clientOrderId }) as Parameters<
        typeof orderRows
      >[0][number];
    const rows = orderRows(
      [order('a')],
      [
        { order: order('a'), isPaused: false, refusedBecause: 'Sorry, this item has already been sold' },
        { order: order('b'), isPaused: true },
      ],
    );
    expect(
      rows.map(({ order: { clientOrderId }, delivery, refusedBecause }) => ({
        clientOrderId,
        delivery,
        refusedBecause,
      })),
    ).toEqual([
      { clientOrderId: 'a', delivery: 'refused', refusedBecause: 'Sorry, this item has already been sold' },
      { clientOrderId: 'b', delivery: 'waiting', refusedBecause: undefined },
    ]);
  });
});
