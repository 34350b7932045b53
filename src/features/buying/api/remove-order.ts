import type { Order } from '@contract/orders';
import type { NewOutboxEntry } from '@outbox-core/outbox-entry';

/** The outbox key of an order's removal: one removal per order, however often the buyer taps. */
export function orderRemovalId(orderId: string): string {
  return `order-removal:${orderId}`;
}

/** DELETE /api/orders/{id} (buyer) as an outbox write: an unpaid order of one's own; a paid one is refused (409). */
export function removeOrderWrite(order: Order, buyerId: string): NewOutboxEntry {
  return {
    id: orderRemovalId(order._id),
    kind: 'order-removal',
    ownerId: buyerId,
    request: { method: 'DELETE', path: `/api/orders/${encodeURIComponent(order._id)}` },
    display: { orderId: order._id },
  };
}
