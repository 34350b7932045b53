import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Product } from '@contract/catalogue';
import type { Order } from '@contract/orders';
import type { User } from '@contract/users';
import { myOrdersQueryKey } from '@/lib/my-orders-query';
import { confirmPlacedOrder } from '@/features/buying/lib/my-orders-cache';
import { orderRows } from '@/features/buying/lib/order-rows';
import { isPendingOrder, pendingOrderFor } from '@/features/buying/lib/pending-order';

const product = {
  _id: '7d0c6c2e-3c39-4c57-9d2b-0d6f2f6f6a01',
  img: '/uploads/a.webp',
  thumb: '/uploads/a-thumb.webp',
  name: 'Leica M6',
  condition: 'Good',
  resellPrice: 2450,
  location: 'Seattle, WA',
  phone: '+1 206-555-0148',
  sellerName: 'Sam Seller',
  availability: 'available',
} as Product;
const buyer: User = {
  _id: 'u1',
  email: 'buyer@shutterswap.test',
  displayName: 'Bea Buyer',
  photoURL: '',
  role: 'Buyer',
};
const placeOrder = (clientOrderId: string) => ({
  clientOrderId,
  productID: product._id,
  buyerPhone: '2065550199',
  meetingPlace: 'Pike Place Market',
});
const sent = (clientOrderId: string): Order => ({
  ...pendingOrderFor(placeOrder(clientOrderId), product, buyer, new Date('2030-01-01T00:00:00Z')),
  _id: `server-${clientOrderId}`,
});

describe('pendingOrderFor', () => {
  it('builds the row My Orders shows before the server answers', () => {
    const pending = pendingOrderFor(placeOrder('c1'), product, buyer, new Date('2030-01-01T00:00:00Z'));
    expect(pending).toMatchObject({
      clientOrderId: 'c1',
      productName: 'Leica M6',
      productPrice: 2450,
      productImg: '/uploads/a-thumb.webp',
      sellerEmail: '',
      buyerEmail: 'buyer@shutterswap.test',
      meetingPlace: 'Pike Place Market',
      status: 'placed',
      createdAt: '2030-01-01T00:00:00.000Z',
    });
    expect(isPendingOrder(pending)).toBe(true);
    expect(isPendingOrder(sent('c1'))).toBe(false);
  });
});

describe('orderRows', () => {
  it('puts orders on their way first, waiting when paused offline', () => {
    const waiting = pendingOrderFor(placeOrder('c2'), product, buyer);
    const rows = orderRows([sent('c1')], [{ order: waiting, state: 'waiting', writeId: 'c2' }]);
    expect(rows.map((row) => [row.order.clientOrderId, row.delivery])).toEqual([
      ['c2', 'waiting'],
      ['c1', 'sent'],
    ]);
  });

  it('shows an order once when the cache holds its optimistic row too', () => {
    const pending = pendingOrderFor(placeOrder('c2'), product, buyer);
    const rows = orderRows([pending, sent('c1')], [{ order: pending, state: 'sending', writeId: 'c2' }]);
    expect(rows.map((row) => [row.order.clientOrderId, row.delivery])).toEqual([
      ['c2', 'sending'],
      ['c1', 'sent'],
    ]);
  });

  it("drops the pending copy once the server's list has the order", () => {
    const pending = pendingOrderFor(placeOrder('c1'), product, buyer);
    const rows = orderRows([sent('c1')], [{ order: pending, state: 'sending', writeId: 'c1' }]);
    expect(rows).toEqual([{ order: sent('c1'), delivery: 'sent' }]);
  });

  it('shows a removal on its way, or refused, on the order it removes', () => {
    const rows = orderRows(
      [sent('c1'), sent('c2')],
      [],
      new Map([
        ['server-c1', { state: 'waiting' as const, writeId: 'order-removal:server-c1' }],
        [
          'server-c2',
          {
            state: 'refused' as const,
            refusedBecause: 'A paid order cannot be removed',
            writeId: 'order-removal:server-c2',
          },
        ],
      ]),
    );
    expect(rows.map((row) => [row.order.clientOrderId, row.delivery, row.removal])).toEqual([
      ['c1', 'sent', { state: 'waiting', writeId: 'order-removal:server-c1' }],
      [
        'c2',
        'sent',
        { state: 'refused', refusedBecause: 'A paid order cannot be removed', writeId: 'order-removal:server-c2' },
      ],
    ]);
  });

  it('keeps an optimistic cache row as sending until the refetch replaces it', () => {
    const pending = pendingOrderFor(placeOrder('c3'), product, buyer);
    expect(orderRows([pending], [])).toEqual([{ order: pending, delivery: 'sending' }]);
  });
});

describe('an order the server stored', () => {
  // Found with issue 26: the row kept what the phone knew (no seller email: listings carry none) until My Orders
  // went stale, as nothing fetched the server's copy.
  it('takes the top of My Orders with its id, and My Orders is fetched again for the rest', () => {
    const client = new QueryClient();
    client.setQueryData(myOrdersQueryKey, []);
    const pending = pendingOrderFor(placeOrder('c3'), product, buyer);
    confirmPlacedOrder(client, pending, 'b2d7c3b4-7f7e-4d0e-9a51-2c1f3f6b8e11');
    expect(client.getQueryData<Order[]>(myOrdersQueryKey)?.map((order) => order._id)).toEqual([
      'b2d7c3b4-7f7e-4d0e-9a51-2c1f3f6b8e11',
    ]);
    expect(client.getQueryState(myOrdersQueryKey)?.isInvalidated).toBe(true);
  });
});
