import { discardQueuedWrite } from '@/offline/outbox/queued-writes';
import type { OrderRow } from './order-rows';

/**
 * "Dismiss" on a refusal the buyer has read: the outbox lets it go. A refused removal leaves the order in the cart
 * as the server has it.
 */
export function dismissRefusal(row: OrderRow): void {
  const id = row.delivery === 'refused' ? row.writeId : row.removal?.writeId;
  if (id !== undefined) void discardQueuedWrite(id);
}
