import { useQuery } from '@tanstack/react-query';
import { questionThreadListSchema } from '@contract/listing-questions';
import { getJson } from '@/lib/http';
import { personalQueryKey } from '@/lib/session/personal-query-key';

/** GET /api/questions: the buyer's questions, or the questions about the seller's listings, latest first. */
export function useQuestionThreadsQuery() {
  return useQuery({
    queryKey: personalQueryKey('questions', 'threads'),
    queryFn: ({ signal }) => getJson('/api/questions', questionThreadListSchema, signal),
  });
}
