import type { QueryClient } from '@tanstack/react-query';
import { PERSONAL_QUERY_ROOT } from '@/lib/session/personal-query-key';
import { getSessionState, subscribeToSession } from '@/lib/session/session-store';
import { forgetDealsOf } from '../deals/deal-store';
import { persistNow } from './query-persistence';

/**
 * When the signed-in user changes (logout, or another account signs in, here or in another tab), the previous
 * user's cached answers go from memory and from the persisted copy at once, not at the next throttled write, and
 * so do the deals kept on the device for them.
 * Their waiting writes stay in the outbox, sent only in their own session (logout asks about them first).
 */
export function forgetPersonalDataOnUserChange(queryClient: QueryClient): () => void {
  let userId = getSessionState().user?._id ?? null;
  return subscribeToSession(() => {
    const { status, user } = getSessionState();
    if (status === 'loading') return;
    const nextUserId = user?._id ?? null;
    if (userId !== null && nextUserId !== userId) {
      queryClient.removeQueries({ queryKey: [PERSONAL_QUERY_ROOT] });
      void persistNow(queryClient);
      void forgetDealsOf(userId).catch(() => undefined);
    }
    userId = nextUserId;
  });
}
