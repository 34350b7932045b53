import { useQuery } from '@tanstack/react-query';
import { disputeListSchema, type Dispute, type DisputeState } from '@contract/disputes';
import { getJson } from '@/lib/http';
import { personalQueryKey } from '@/lib/session/personal-query-key';

export const disputesQueryKey = personalQueryKey('admin', 'disputes');

/**
 * GET /api/disputes (admin): disputed orders, oldest first, with their messages and hand-over record; or, with
 * state=decided, the decided ones newest first with the decision and the note.
 */
export function getDisputes(state: DisputeState, signal?: AbortSignal): Promise<Dispute[]> {
  return getJson(`/api/disputes?state=${state}`, disputeListSchema, signal);
}

export function useDisputes(state: DisputeState) {
  return useQuery({ queryKey: [...disputesQueryKey, state], queryFn: ({ signal }) => getDisputes(state, signal) });
}
