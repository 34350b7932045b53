import type { Mutation, MutationCacheNotifyEvent, QueryClient } from '@tanstack/react-query';
import { markQueuedOffline, refusalReason, wasQueuedOffline } from '../../lib/queued-offline';
import { persistNow } from '../persistence/query-persistence';
import { OUTBOX_KINDS, outboxKindOf } from './outbox-kinds';
import { createOutboxToasts } from './outbox-toasts';

/**
 * Outbox entries are never garbage-collected: a waiting one stays until it is sent, a refused one until the user
 * dismisses it. Runs after the features registered their mutation defaults, before the cache is restored.
 */
export function keepOutboxEntriesUntilSettled(queryClient: QueryClient): void {
  for (const { key } of OUTBOX_KINDS) {
    queryClient.setMutationDefaults(key, { ...queryClient.getMutationDefaults(key), gcTime: Infinity });
  }
}

function actionType(event: MutationCacheNotifyEvent): string | undefined {
  return event.type === 'updated' ? event.action.type : undefined;
}

/**
 * Follows the outbox in React Query's mutation cache (the one queue): a mutation that pauses for the
 * connection joins the outbox and is stored at once; when it leaves, the user sees it go and what came of it.
 */
export function watchOutbox(queryClient: QueryClient): () => void {
  const toasts = createOutboxToasts();
  const underWay = new Set<Mutation>();

  return queryClient.getMutationCache().subscribe((event) => {
    const mutation = event.mutation as Mutation | undefined;
    const kind = outboxKindOf(mutation?.options.mutationKey);
    if (!mutation || !kind) return;
    // A dismissed refusal is gone for good, also if the app closes right after.
    if (event.type === 'removed') {
      void persistNow(queryClient);
      return;
    }
    const action = actionType(event);

    if (action === 'pending') {
      // Stored at once: the app may close before the first attempt has even failed.
      void persistNow(queryClient);
    } else if (action === 'pause') {
      markQueuedOffline(mutation);
      void persistNow(queryClient);
    } else if (action === 'continue' && wasQueuedOffline(mutation) && !underWay.has(mutation)) {
      underWay.add(mutation);
      toasts.started(kind);
    } else if ((action === 'success' || action === 'error') && underWay.delete(mutation)) {
      toasts.finished(kind, action === 'error' ? { refusedBecause: refusalReason(mutation.state.error) } : {});
      // Delivered: nothing left to show. Refused: kept (and stored) until dismissed in the feature's screen.
      if (action === 'success') queryClient.getMutationCache().remove(mutation);
      void persistNow(queryClient);
    }
  });
}
