import { z } from 'zod';
import type { Order } from '../../../../contract/orders';
import { deleteJson } from '../../../lib/http';
import { useOptimisticRemoval } from '../hooks/use-optimistic-removal';
import { myOrdersQueryKey } from './get-my-orders';

const orderRemovedSchema = z.object({ deletedCount: z.number() });

/** DELETE /api/orders/{id} (buyer): an unpaid order of one's own; a paid one is refused with 409. */
export function removeOrder(orderId: string) {
  return deleteJson(`/api/orders/${encodeURIComponent(orderId)}`, orderRemovedSchema);
}

export function useRemoveOrder() {
  return useOptimisticRemoval({
    listKey: myOrdersQueryKey,
    request: (order: Order) => removeOrder(order._id),
    isRemoved: (item: Order, order: Order) => item._id === order._id,
  });
}
