import type { DehydratedState } from '@tanstack/react-query';
import { get, set } from 'idb-keyval';
import { isStoredClient, restorableClient, storableClient } from './persisted-client';
import { APP_VERSION, READ_CACHE_STORAGE_KEY } from './read-cache-key';

/**
 * Adds the answers a page was painted with (docs/design.md "First paint") to the read cache in IndexedDB, for a
 * visitor who reads the page without starting the app: like a page seen in the app, it opens offline later. Only
 * the stored answers are touched (no query client), so it costs the page next to nothing. `stillWanted` is asked
 * before writing: once the app runs, its own cache, a superset, is the one to keep.
 */
export async function keepPaintedAnswers(state: DehydratedState, stillWanted: () => boolean): Promise<void> {
  const stored: unknown = await get(READ_CACHE_STORAGE_KEY);
  const current = isStoredClient(stored) ? restorableClient(stored, { buster: APP_VERSION, ownerId: null }) : null;
  const painted = new Set(state.queries.map((query) => query.queryHash));
  const queries = [
    ...(current?.clientState.queries ?? []).filter((query) => !painted.has(query.queryHash)),
    ...state.queries,
  ];
  if (!stillWanted()) return;
  const client = { timestamp: Date.now(), buster: APP_VERSION, clientState: { queries, mutations: [] } };
  await set(READ_CACHE_STORAGE_KEY, storableClient(client, null));
}
