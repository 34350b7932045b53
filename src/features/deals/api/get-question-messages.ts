import { useQuery } from '@tanstack/react-query';
import { orderMessageListSchema, type OrderMessage } from '@contract/order-messages';
import { getJson } from '@/lib/http';
import { personalQueryKey } from '@/lib/session/personal-query-key';
import { questionThreadApiPath } from './get-question-thread';

export const questionMessagesQueryKey = (productId: string, buyerId: string) =>
  personalQueryKey('questions', 'messages', productId, buyerId);

/**
 * GET /api/questions/{productId}/{buyerId}/messages: the latest page of the thread, oldest first (kept on the device:
 * readable offline), or with `before` the page written before that message.
 */
export function getQuestionMessages(
  productId: string,
  buyerId: string,
  signal?: AbortSignal,
  before?: string,
): Promise<OrderMessage[]> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return getJson(`${questionThreadApiPath(productId, buyerId)}/messages${query}`, orderMessageListSchema, signal);
}

/** Asked again every 15 s while the page is open, so an answer shows without a reload. */
export function useQuestionMessagesQuery(productId: string, buyerId: string) {
  return useQuery({
    queryKey: questionMessagesQueryKey(productId, buyerId),
    queryFn: ({ signal }) => getQuestionMessages(productId, buyerId, signal),
    refetchInterval: 15_000,
  });
}
