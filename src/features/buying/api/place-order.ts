import type { Order, PlaceOrder } from '@contract/orders';
import type { NewOutboxEntry } from '@outbox-core/outbox-entry';

/**
 * POST /api/orders (buyer) as an outbox write, keyed by the order's clientOrderId: the server stores it once
 * however often it is sent. `pendingOrder` is the row My Orders shows until the server has it.
 */
export function placeOrderWrite(order: PlaceOrder, pendingOrder: Order, buyerId: string): NewOutboxEntry {
  return {
    id: order.clientOrderId,
    kind: 'order',
    ownerId: buyerId,
    request: { method: 'POST', path: '/api/orders', body: order },
    display: pendingOrder,
  };
}
