import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientSave, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { version } from '../../../package.json';
import { CACHE_MAX_AGE_MS } from '../../lib/query-client';
import { getSessionState } from '../../lib/session/session-store';
import { dehydrateOptions } from './dehydrate-rules';
import { createIdbQueryPersister } from './idb-query-persister';

const STORAGE_KEY = 'shutterswap:query-cache';
const WRITE_AT_MOST_EVERY_MS = 500;

/** A new app version starts with fresh cached answers (waiting orders are kept: see persisted-client.ts). */
export const APP_VERSION = version;

export const queryPersister = createIdbQueryPersister({
  key: STORAGE_KEY,
  buster: APP_VERSION,
  ownerId: () => getSessionState().user?._id ?? null,
  throttleMs: WRITE_AT_MOST_EVERY_MS,
});

/**
 * The options of PersistQueryClientProvider. The restore waits for `ready` (the mutation defaults); hydrated
 * outbox entries are never garbage-collected.
 */
export function persistOptions(
  queryClient: QueryClient,
  ready: Promise<void>,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: { ...queryPersister, restoreClient: () => ready.then(() => queryPersister.restoreClient()) },
    maxAge: CACHE_MAX_AGE_MS,
    buster: APP_VERSION,
    dehydrateOptions: dehydrateOptions(queryClient),
    hydrateOptions: { defaultOptions: { mutations: { gcTime: Infinity } } },
  };
}

/** Stores the cache as it is right now (after logout, when an order starts waiting, when the page hides). */
export async function persistNow(queryClient: QueryClient): Promise<void> {
  await persistQueryClientSave({
    queryClient,
    persister: queryPersister,
    buster: APP_VERSION,
    dehydrateOptions: dehydrateOptions(queryClient),
  });
  await queryPersister.flush();
}
