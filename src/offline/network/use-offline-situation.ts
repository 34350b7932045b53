import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useSession } from '@/lib/session/use-session';
import { isSendableBy } from '@outbox-core/outbox-entry';
import { describeCounts } from '../outbox/outbox-kinds';
import { useReadCacheRestoring } from '../persistence/read-cache-restore';
import { useOutboxEntries } from '../outbox/use-outbox-entries';
import type { OfflineSituation } from './offline-banner-text';

/**
 * A query someone is showing that has nothing to show and waits for the network: the screen on view was never
 * opened on this device (its skeleton would otherwise wait without a word).
 */
function useWaitingForUnsavedData(): boolean {
  const queryCache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (onChange) => queryCache.subscribe(onChange),
    () =>
      queryCache
        .getAll()
        .some(
          (query) =>
            query.getObserversCount() > 0 && query.state.data === undefined && query.state.fetchStatus === 'paused',
        ),
    () => false,
  );
}

/** "2 orders", "1 newsletter sign-up": what of this user's waits in the outbox, per kind. */
function useWaitingOutbox(): string[] {
  const userId = useSession().user?._id ?? null;
  const waiting = useOutboxEntries().filter((entry) => entry.state !== 'refused' && isSendableBy(entry, userId));
  return describeCounts(waiting.map((entry) => entry.kind));
}

export function useOfflineSituation(): OfflineSituation {
  const isRestoring = useReadCacheRestoring();
  const waitingForUnsavedData = useWaitingForUnsavedData();
  const waiting = useWaitingOutbox();
  return { pageNeverOpened: !isRestoring && waitingForUnsavedData, waiting };
}
