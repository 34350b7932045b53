import { useQuery } from '@tanstack/react-query';
import { orderListSchema, type Order } from '@contract/orders';
import { getJson } from '@/lib/http';
import { LIVE_REFRESH_MS } from '@/lib/live-refresh';
import { personalQueryKey } from '@/lib/session/personal-query-key';

export const myOrdersQueryKey = personalQueryKey('orders', 'mine');

/** GET /api/my-orders (buyer): only the caller's orders, newest first. */
export function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  return getJson('/api/my-orders', orderListSchema, signal);
}

export function useMyOrdersQuery() {
  // Asked again while shown: the seller accepts, declines, hands over.
  return useQuery({
    queryKey: myOrdersQueryKey,
    queryFn: ({ signal }) => getMyOrders(signal),
    refetchInterval: LIVE_REFRESH_MS,
  });
}
