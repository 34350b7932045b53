import type { QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { PERSONAL_QUERY_ROOT } from '../../lib/session/personal-query-key';
import { getSessionState, subscribeToSession } from '../../lib/session/session-store';
import { isPersonalMutationKey, outboxKindOf } from '../outbox/outbox-kinds';
import { persistNow } from './query-persistence';

/** Removes one user's cached answers and unsent outbox entries, in memory and in IndexedDB. */
async function forgetPersonalData(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: [PERSONAL_QUERY_ROOT] });
  const mutationCache = queryClient.getMutationCache();
  const personal = mutationCache.getAll().filter((m) => isPersonalMutationKey(m.options.mutationKey));
  const unsent = personal.filter((m) => m.state.status === 'pending' && outboxKindOf(m.options.mutationKey));
  for (const mutation of personal) mutationCache.remove(mutation);
  await persistNow(queryClient);
  // Nothing is dropped silently: an order that was waiting is never sent under someone else's name.
  const [first] = unsent;
  const kind = first && outboxKindOf(first.options.mutationKey);
  if (kind)
    toast(
      `${kind.count(unsent.length)} waiting for connection ${unsent.length === 1 ? 'was' : 'were'} discarded at logout.`,
    );
}

/**
 * When the signed-in user changes (logout, or another account signs in, here or in another tab), the previous
 * user's data goes from memory and from the persisted copy at once, not at the next throttled write.
 */
export function forgetPersonalDataOnUserChange(queryClient: QueryClient): () => void {
  let userId = getSessionState().user?._id ?? null;
  return subscribeToSession(() => {
    const { status, user } = getSessionState();
    if (status === 'loading') return;
    const nextUserId = user?._id ?? null;
    if (userId !== null && nextUserId !== userId) void forgetPersonalData(queryClient);
    userId = nextUserId;
  });
}
