import { useQuery } from '@tanstack/react-query';
import { orderMessageListSchema, type OrderMessage } from '@contract/order-messages';
import { getJson } from '@/lib/http';
import { personalQueryKey } from '@/lib/session/personal-query-key';

export const orderMessagesQueryKey = (orderId: string) => personalQueryKey('orders', 'messages', orderId);

/**
 * GET /api/orders/{id}/messages: the latest page of the thread, oldest first (kept on the device: readable offline),
 * or with `before` the page written before that message.
 */
export function getOrderMessages(orderId: string, signal?: AbortSignal, before?: string): Promise<OrderMessage[]> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return getJson(`/api/orders/${encodeURIComponent(orderId)}/messages${query}`, orderMessageListSchema, signal);
}

/** Asked again every 15 s while the page is open, so a reply shows without a reload. */
export function useOrderMessagesQuery(orderId: string) {
  return useQuery({
    queryKey: orderMessagesQueryKey(orderId),
    queryFn: ({ signal }) => getOrderMessages(orderId, signal),
    refetchInterval: 15_000,
  });
}
