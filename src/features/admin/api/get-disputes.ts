import { useQuery } from '@tanstack/react-query';
import { disputeListSchema, type Dispute } from '@contract/disputes';
import { getJson } from '@/lib/http';
import { personalQueryKey } from '@/lib/session/personal-query-key';

export const disputesQueryKey = personalQueryKey('admin', 'disputes');

/** GET /api/disputes (admin): disputed orders, oldest first, with their messages and hand-over record. */
export function getDisputes(signal?: AbortSignal): Promise<Dispute[]> {
  return getJson('/api/disputes', disputeListSchema, signal);
}

export function useDisputes() {
  return useQuery({ queryKey: disputesQueryKey, queryFn: ({ signal }) => getDisputes(signal) });
}
