import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@contract/orders';
import OrderCallToAction from '@/features/catalogue/components/OrderCallToAction';
import { answer, resetFakeApi } from './support/fake-api';
import { putEntries, resetFakeOutbox, storedEntry } from './support/fake-outbox';
import { BUYER, orderOf, PRODUCT } from './support/fixtures';
import { renderScreen } from './support/render-screen';

/*
 * Issue 30: "Order Now" was still offered on an item the buyer had already ordered, and ordering it again ended in
 * "This item is already in your cart" with no way to the order. The product page now knows the buyer's own open
 * order of the item (from GET /api/my-orders, or still waiting in the outbox) and leads to it.
 */

vi.mock('@outbox-core/outbox-store', () => import('./support/fake-outbox'));

function myOrders(orders: Order[]): void {
  answer('GET /api/my-orders', { body: orders });
}

const orderOfThisItem = (fields: Partial<Order>) =>
  orderOf({ _id: 'o1', clientOrderId: 'c1', productName: PRODUCT.name, productID: PRODUCT._id, ...fields });

beforeEach(() => {
  resetFakeApi();
  resetFakeOutbox(BUYER);
});

describe('the product page to a buyer who', () => {
  it('has no order of it: Order Now and Make an offer', async () => {
    myOrders([orderOf({ _id: 'o9', clientOrderId: 'c9', productName: 'Another camera' })]);
    renderScreen(<OrderCallToAction product={PRODUCT} />);
    expect(await screen.findByRole('link', { name: 'Order Now' })).toHaveProperty(
      'href',
      `http://localhost:3000/orderProduct/${PRODUCT._id}`,
    );
    expect(screen.getByRole('link', { name: 'Make an offer' })).toBeTruthy();
  });

  it('asked to buy it and the seller accepted: their order, not Order Now', async () => {
    myOrders([orderOfThisItem({ status: 'accepted' })]);
    renderScreen(<OrderCallToAction product={PRODUCT} />);
    expect((await screen.findByText(/You asked to buy this item/)).textContent).toBe(
      'You asked to buy this item: Accepted: pay to reserve. See your order',
    );
    expect(screen.getByRole('link', { name: 'See your order' })).toHaveProperty(
      'href',
      'http://localhost:3000/dashboard/orders/o1',
    );
    expect(screen.queryByRole('link', { name: 'Order Now' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Make an offer' })).toBeNull();
  });

  it('was declined by the seller: may ask again', async () => {
    myOrders([orderOfThisItem({ status: 'declined' })]);
    renderScreen(<OrderCallToAction product={PRODUCT} />);
    expect(await screen.findByRole('link', { name: 'Order Now' })).toBeTruthy();
  });

  it('ordered it with no connection: the order waits to be sent, shown in My Orders', async () => {
    myOrders([]);
    putEntries([
      storedEntry(
        {
          id: 'c2',
          kind: 'order',
          ownerId: BUYER._id,
          request: { method: 'POST', path: '/api/orders', body: {} },
          display: orderOfThisItem({ _id: 'pending-c2', clientOrderId: 'c2' }),
        },
        'waiting',
      ),
    ]);
    renderScreen(<OrderCallToAction product={PRODUCT} />);
    expect((await screen.findByText(/Your order of this item/)).textContent).toBe(
      'Your order of this item waits to be sent. See My Orders',
    );
    expect(screen.getByRole('link', { name: 'See My Orders' })).toHaveProperty(
      'href',
      'http://localhost:3000/dashboard/my-orders',
    );
    expect(screen.queryByRole('link', { name: 'Order Now' })).toBeNull();
  });
});
