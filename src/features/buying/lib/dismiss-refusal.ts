import { removeEntry } from '@outbox-core/outbox-store';
import { orderRemovalId } from '../api/remove-order';
import type { OrderRow } from './order-rows';

/**
 * "Dismiss" on a refusal the buyer has read: the outbox lets it go. A refused order is keyed by its clientOrderId;
 * a refused removal leaves the order in the cart as the server has it.
 */
export function dismissRefusal(row: OrderRow): void {
  const id = row.delivery === 'refused' ? row.order.clientOrderId : orderRemovalId(row.order._id);
  void removeEntry(id);
}
