import { useSyncExternalStore } from 'react';
import type { OutboxEntry } from '@outbox-core/outbox-entry';
import { readEntries, subscribeToOutbox } from '@outbox-core/outbox-store';

/*
 * The outbox as screens see it: a copy of the store, re-read whenever this tab, another tab or the service worker
 * changes it.
 */

const EMPTY: OutboxEntry[] = [];
let snapshot: OutboxEntry[] = EMPTY;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;
let reading = 0;

function reread(): void {
  const readNumber = ++reading;
  void readEntries()
    .then((entries) => {
      // An older read finishing late must not replace a newer one.
      if (readNumber !== reading) return;
      snapshot = entries;
      for (const listener of listeners) listener();
    })
    .catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!stopWatching) {
    stopWatching = subscribeToOutbox(reread);
    reread();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopWatching?.();
      stopWatching = undefined;
    }
  };
}

/** Every record in the outbox, oldest first. */
export function useOutboxEntries(): OutboxEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );
}
