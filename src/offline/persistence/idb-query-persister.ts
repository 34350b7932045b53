import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { newEntry } from '@outbox-core/outbox-entry';
import { addEntry } from '@outbox-core/outbox-store';
import { legacyWaitingWrites } from './legacy-waiting-writes';
import { isStoredClient, restorableClient, storableClient, type StoredClient } from './persisted-client';

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

/** Waiting writes saved by an older version move to the outbox before anything else can drop them. */
async function moveLegacyWritesToOutbox(stored: StoredClient): Promise<void> {
  for (const fields of legacyWaitingWrites(stored)) await addEntry(newEntry(fields, Date.now(), true));
}

/**
 * React Query's read cache in IndexedDB (idb-keyval, stored by structured clone: no JSON step). Writes are
 * throttled, the latest one always wins, and `flush` writes at once.
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
      if (!isStoredClient(stored)) return undefined;
      await moveLegacyWritesToOutbox(stored);
      const restored = restorableClient(stored, { buster, ownerId: ownerId() });
      // What restoring left out (another person's answers, another version's, more than the cap) leaves the device
      // now: a page rendered by the server fetches nothing, so the next write could be a long way off.
      if (restored.clientState.queries.length < stored.client.clientState.queries.length) {
        await set(key, storableClient(restored, ownerId()));
      }
      return restored;
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
