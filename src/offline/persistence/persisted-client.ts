import type { DehydratedState } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { PERSONAL_QUERY_ROOT } from '@/lib/session/personal-query-key';

/**
 * The persisted read cache. It holds answers only, never a write (those live in the outbox): it is capped, evicts
 * the least recently fetched answers first, and may be lost at any time.
 */

/** What IndexedDB holds: the persisted client and whose session it was saved in. */
export interface StoredClient {
  ownerId: string | null;
  client: PersistedClient;
}

type DehydratedQuery = DehydratedState['queries'][number];

export interface CacheCap {
  maxQueries: number;
  /** Of the answers' JSON, counted in UTF-16 code units (close to bytes for this catalogue's text). */
  maxSize: number;
}

export const READ_CACHE_CAP: CacheCap = { maxQueries: 250, maxSize: 4_000_000 };

function sizeOf(query: DehydratedQuery): number {
  return JSON.stringify(query.state.data ?? null).length;
}

/** The most recently fetched answers that fit the cap, newest first; an answer alone over the size is dropped. */
export function cappedQueries(queries: readonly DehydratedQuery[], cap: CacheCap): DehydratedQuery[] {
  const newestFirst = [...queries].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const kept: DehydratedQuery[] = [];
  let size = 0;
  for (const query of newestFirst) {
    if (kept.length === cap.maxQueries) break;
    const querySize = sizeOf(query);
    if (size + querySize > cap.maxSize) continue;
    size += querySize;
    kept.push(query);
  }
  return kept;
}

export function storableClient(client: PersistedClient, ownerId: string | null, cap = READ_CACHE_CAP): StoredClient {
  const { clientState } = client;
  return {
    ownerId,
    client: {
      ...client,
      clientState: { queries: cappedQueries(clientState.queries, cap), mutations: [] },
    },
  };
}

function isPersonalQuery(query: DehydratedQuery): boolean {
  return query.queryKey[0] === PERSONAL_QUERY_ROOT;
}

/**
 * The persisted client to restore for this app version and this session: from another app version, nothing (the
 * answers' shape may have changed); saved in someone else's session (or signed out since), without that
 * person's answers; and never more than the cap. Writes are never restored from here.
 */
export function restorableClient(
  stored: StoredClient,
  current: { buster: string; ownerId: string | null },
  cap = READ_CACHE_CAP,
): PersistedClient {
  const { client } = stored;
  let { queries } = client.clientState;
  if (client.buster !== current.buster) queries = [];
  if (stored.ownerId !== current.ownerId) queries = queries.filter((query) => !isPersonalQuery(query));
  queries = cappedQueries(queries, cap);
  return { ...client, buster: current.buster, clientState: { queries, mutations: [] } };
}

export function isStoredClient(value: unknown): value is StoredClient {
  const candidate = value as Partial<StoredClient> | null | undefined;
  return typeof candidate?.client?.clientState === 'object' && candidate.ownerId !== undefined;
}
