import type { Order, PlaceOrder } from '../../../../contract/orders';
import type { AttemptOutcome } from '../../../offline/outbox/outbox-entry';
import { submitWrite } from '../../../offline/outbox/submit-write';

/**
 * POST /api/orders (buyer) through the outbox, keyed by the order's clientOrderId: the server stores it once
 * however often it is sent. `pendingOrder` is the row My Orders shows until the server has it.
 */
export function placeOrder(order: PlaceOrder, pendingOrder: Order, buyerId: string): Promise<AttemptOutcome> {
  return submitWrite({
    id: order.clientOrderId,
    kind: 'order',
    ownerId: buyerId,
    request: { method: 'POST', path: '/api/orders', body: order },
    display: pendingOrder,
  });
}
