import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { isStoredClient, restorableClient, storableClient } from './persisted-client';

export interface FlushablePersister extends Persister {
  /** Writes the latest client now instead of at the end of the throttle window (page hidden, logout). */
  flush(): Promise<void>;
}

interface IdbQueryPersisterOptions {
  key: string;
  buster: string;
  /** Whose session this is, read at each write and at restore. */
  ownerId: () => string | null;
  throttleMs: number;
}

/**
 * React Query's cache in IndexedDB (idb-keyval, stored by structured clone: no JSON step). Writes are throttled,
 * the latest one always wins, and `flush` writes at once.
 */
export function createIdbQueryPersister({
  key,
  buster,
  ownerId,
  throttleMs,
}: IdbQueryPersisterOptions): FlushablePersister {
  let latest: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const client = latest;
    latest = undefined;
    if (client) writing = writing.then(() => set(key, storableClient(client, ownerId()))).catch(() => undefined);
    return writing;
  }

  return {
    persistClient(client) {
      latest = client;
      timer ??= setTimeout(() => void flush(), throttleMs);
    },
    async restoreClient() {
      const stored: unknown = await get(key);
      return isStoredClient(stored) ? restorableClient(stored, { buster, ownerId: ownerId() }) : undefined;
    },
    async removeClient() {
      latest = undefined;
      clearTimeout(timer);
      timer = undefined;
      await del(key);
    },
    flush,
  };
}
