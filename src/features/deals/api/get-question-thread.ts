import { useQuery } from '@tanstack/react-query';
import { questionThreadSchema } from '@contract/listing-questions';
import { getJson } from '@/lib/http';
import { personalQueryKey } from '@/lib/session/personal-query-key';

export const questionThreadApiPath = (productId: string, buyerId: string) =>
  `/api/questions/${encodeURIComponent(productId)}/${encodeURIComponent(buyerId)}`;

/** GET /api/questions/{productId}/{buyerId}: the listing the questions are about and who they are between. */
export function useQuestionThreadQuery(productId: string, buyerId: string) {
  return useQuery({
    queryKey: personalQueryKey('questions', 'thread', productId, buyerId),
    queryFn: ({ signal }) => getJson(questionThreadApiPath(productId, buyerId), questionThreadSchema, signal),
  });
}
