import { defaultShouldDehydrateQuery, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientSave, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { CACHE_MAX_AGE_MS } from '@/lib/query-client';
import { getSessionState } from '@/lib/session/session-store';
import { createIdbQueryPersister } from './idb-query-persister';
import { APP_VERSION, READ_CACHE_STORAGE_KEY } from './read-cache-key';

const WRITE_AT_MOST_EVERY_MS = 500;

export const queryPersister = createIdbQueryPersister({
  key: READ_CACHE_STORAGE_KEY,
  buster: APP_VERSION,
  ownerId: () => getSessionState().user?._id ?? null,
  throttleMs: WRITE_AT_MOST_EVERY_MS,
});

/** Answers only: writes the user waits on live in the outbox (src/offline/outbox), never in this cache. */
const dehydrateOptions = {
  shouldDehydrateQuery: defaultShouldDehydrateQuery,
  shouldDehydrateMutation: () => false,
};

/** How the read cache is stored and restored (read-cache-restore.ts). */
export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: queryPersister,
  maxAge: CACHE_MAX_AGE_MS,
  buster: APP_VERSION,
  dehydrateOptions,
};

/** Stores the cache as it is right now (after logout, when the page hides). */
export async function persistNow(queryClient: QueryClient): Promise<void> {
  await persistQueryClientSave({ queryClient, persister: queryPersister, buster: APP_VERSION, dehydrateOptions });
  await queryPersister.flush();
}
