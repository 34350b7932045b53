import { useQuery } from '@tanstack/react-query';
import { orderListSchema, type Order } from '@contract/orders';
import { getJson } from '@/lib/http';
import { LIVE_REFRESH_MS } from '@/lib/live-refresh';
import { personalQueryKey } from '@/lib/session/personal-query-key';

/*
 * The buyer's own orders, read by My Orders (buying) and by an item's page (catalogue), which leads to the buyer's
 * open order of it rather than offering "Order Now" again.
 */

export const myOrdersQueryKey = personalQueryKey('orders', 'mine');

/** GET /api/my-orders (buyer): only the caller's orders, newest first. */
export function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  return getJson('/api/my-orders', orderListSchema, signal);
}

/** `live`: asked again every few seconds while shown (My Orders: the seller accepts, declines, hands over). */
export function useMyOrdersQuery({ live = true, enabled = true }: { live?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: myOrdersQueryKey,
    queryFn: ({ signal }) => getMyOrders(signal),
    refetchInterval: live ? LIVE_REFRESH_MS : false,
    enabled,
  });
}
