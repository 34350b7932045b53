import { useQuery } from '@tanstack/react-query';
import { orderListSchema, type Order } from '@contract/orders';
import { getJson } from '@/lib/http';
import { personalQueryKey } from '@/lib/session/personal-query-key';

export const sellerOrdersQueryKey = personalQueryKey('orders', 'received');

/** GET /api/seller-orders (seller): the orders placed on the seller's listings, newest first. */
export function getSellerOrders(signal?: AbortSignal): Promise<Order[]> {
  return getJson('/api/seller-orders', orderListSchema, signal);
}

export function useSellerOrdersQuery() {
  return useQuery({ queryKey: sellerOrdersQueryKey, queryFn: ({ signal }) => getSellerOrders(signal) });
}
