import { useQuery } from '@tanstack/react-query';
import { orderListSchema, type Order } from '@contract/orders';
import { getJson } from '@/lib/http';
import { personalQueryKey } from '@/lib/session/personal-query-key';

export const myOrdersQueryKey = personalQueryKey('orders', 'mine');

/** GET /api/my-orders (buyer): only the caller's orders, newest first. */
export function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  return getJson('/api/my-orders', orderListSchema, signal);
}

export function useMyOrdersQuery() {
  return useQuery({ queryKey: myOrdersQueryKey, queryFn: ({ signal }) => getMyOrders(signal) });
}
