import { OPEN_ORDER_STATUSES, type Order } from '@contract/orders';
import { useMyOrdersQuery } from '@/lib/my-orders-query';
import { useQueuedWrites } from '@/offline/outbox/queued-writes';

export type MyOpenOrder = { kind: 'open'; order: Order } | { kind: 'waiting' };

/**
 * The signed-in buyer's own open order of this item: one the server has (not declined, cancelled or completed), or
 * one still waiting on this phone to be sent. Undefined when there is none, or for an account that does not buy.
 */
export function useMyOpenOrder(productId: string, buys: boolean): MyOpenOrder | undefined {
  const { data: orders } = useMyOrdersQuery({ live: false, enabled: buys });
  const waiting = useQueuedWrites('order');
  if (!buys) return undefined;
  const open = orders?.find((order) => order.productID === productId && OPEN_ORDER_STATUSES.includes(order.status));
  if (open) return { kind: 'open', order: open };
  const queued = waiting.some((write) => write.state !== 'refused' && write.display.productID === productId);
  return queued ? { kind: 'waiting' } : undefined;
}
