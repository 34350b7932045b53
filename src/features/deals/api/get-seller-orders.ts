import { useQuery } from '@tanstack/react-query';
import { orderListSchema, type Order } from '@contract/orders';
import { getJson } from '@/lib/http';
import { LIVE_REFRESH_MS } from '@/lib/live-refresh';
import { personalQueryKey } from '@/lib/session/personal-query-key';

export const sellerOrdersQueryKey = personalQueryKey('orders', 'received');

/** GET /api/seller-orders (seller): the orders placed on the seller's listings, newest first. */
export function getSellerOrders(signal?: AbortSignal): Promise<Order[]> {
  return getJson('/api/seller-orders', orderListSchema, signal);
}

export function useSellerOrdersQuery() {
  // Asked again while shown: buyers order, pay, confirm the hand-over.
  return useQuery({
    queryKey: sellerOrdersQueryKey,
    queryFn: ({ signal }) => getSellerOrders(signal),
    refetchInterval: LIVE_REFRESH_MS,
  });
}
