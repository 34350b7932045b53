import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { useSyncExternalStore } from 'react';
import { whenPageAdopted } from '@/lib/page-adopted';
import { persistOptions } from './query-persistence';

/*
 * The read cache kept in IndexedDB is put back into the query client when the app starts, and kept up to date
 * from then on. Not React Query's PersistQueryClientProvider: its "restoring" flag is a context whose change
 * reaches every query of the page, which would throw away the server's HTML of the parts of a page still waiting
 * to be hydrated (DeferredHydration). The flag lives here instead, for the few screens that ask.
 */

let restoring = true;
const listeners = new Set<() => void>();

/**
 * Restores the persisted answers once the page the server rendered has been adopted (an answer already in the cache,
 * such as one the page was rendered with, is kept when it is newer), saves the cache once, then whenever it changes. Answers the stop.
 */
export function keepReadCache(client: QueryClient): () => void {
  const options = { ...persistOptions, queryClient: client };
  let stopSaving: (() => void) | undefined;
  let stopped = false;
  void whenPageAdopted()
    .then(() => persistQueryClientRestore(options))
    .catch(() => undefined)
    .finally(() => {
      restoring = false;
      for (const listener of listeners) listener();
      if (stopped) return;
      // The answers the server rendered the page with are kept at once: nothing may change in the cache after them,
      // and a page only read must open offline later all the same.
      void persistQueryClientSave(options);
      stopSaving = persistQueryClientSubscribe(options);
    });
  return () => {
    stopped = true;
    stopSaving?.();
  };
}

/** Whether the persisted answers are still being put back (true on the server and while hydrating). */
export function useReadCacheRestoring(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => restoring,
    () => true,
  );
}
