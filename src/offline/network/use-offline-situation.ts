import { useIsRestoring, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useWaitingWrites } from '../outbox/queued-writes';
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
  );
}

export function useOfflineSituation(): OfflineSituation {
  const isRestoring = useIsRestoring();
  const waitingForUnsavedData = useWaitingForUnsavedData();
  const waiting = useWaitingWrites().described;
  return { pageNeverOpened: !isRestoring && waitingForUnsavedData, waiting };
}
