import { useIsRestoring, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { OUTBOX_KINDS, outboxKindOf } from '../outbox/outbox-kinds';
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

/** "2 orders", "1 newsletter sign-up": what waits in the outbox, per kind. */
function useWaitingOutbox(): string[] {
  const waitingKinds = useMutationState({
    filters: { predicate: (mutation) => mutation.state.isPaused },
    select: (mutation) => outboxKindOf(mutation.options.mutationKey),
  });
  return OUTBOX_KINDS.flatMap((kind) => {
    const count = waitingKinds.filter((waitingKind) => waitingKind === kind).length;
    return count > 0 ? [kind.count(count)] : [];
  });
}

export function useOfflineSituation(): OfflineSituation {
  const isRestoring = useIsRestoring();
  const waitingForUnsavedData = useWaitingForUnsavedData();
  const waiting = useWaitingOutbox();
  return { pageNeverOpened: !isRestoring && waitingForUnsavedData, waiting };
}
