import { useQuery } from '@tanstack/react-query';
import { orderSchema, type Order } from '@contract/orders';
import { getJson } from '@/lib/http';
import { LIVE_REFRESH_MS } from '@/lib/live-refresh';
import { personalQueryKey } from '@/lib/session/personal-query-key';

/** Under the orders' root, so whatever refreshes the orders refreshes this one too. */
export const orderQueryKey = (orderId: string) => personalQueryKey('orders', 'one', orderId);

/** GET /api/orders/{id}: the order as its buyer or its seller sees it (kept on the device for offline use). */
export function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return getJson(`/api/orders/${encodeURIComponent(orderId)}`, orderSchema, signal);
}

export function useOrderQuery(orderId: string) {
  // Asked again while open: the other party moves the deal on (accepts, pays, confirms the hand-over).
  return useQuery({
    queryKey: orderQueryKey(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    refetchInterval: LIVE_REFRESH_MS,
  });
}
