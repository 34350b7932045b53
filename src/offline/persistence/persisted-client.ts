import type { DehydratedState } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { withQueuedOfflineMark } from '../../lib/queued-offline';
import { PERSONAL_QUERY_ROOT } from '../../lib/session/personal-query-key';
import { isPersonalMutationKey } from '../outbox/outbox-kinds';

/** What IndexedDB holds: the persisted client and whose session it was saved in. */
export interface StoredClient {
  ownerId: string | null;
  client: PersistedClient;
}

type DehydratedMutation = DehydratedState['mutations'][number];

/** An Error kept by structured clone loses its status and code: keep them as a plain object instead. */
function plainError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const { status, code, field } = error as Error & { status?: unknown; code?: unknown; field?: unknown };
  return { name: error.name, message: error.message, status, code, field };
}

/**
 * A mutation still on its way when the app closes is stored as waiting in the outbox, so it is sent again when
 * the app reopens (the server dedupes by clientOrderId, so an order that did arrive lands once).
 */
function storableMutation(mutation: DehydratedMutation): DehydratedMutation {
  const { state } = mutation;
  const onItsWay = state.status === 'pending';
  return {
    ...mutation,
    ...(onItsWay && { meta: withQueuedOfflineMark(mutation.meta) }),
    state: {
      ...state,
      isPaused: onItsWay || state.isPaused,
      error: plainError(state.error) as typeof state.error,
      failureReason: plainError(state.failureReason) as typeof state.failureReason,
    },
  };
}

export function storableClient(client: PersistedClient, ownerId: string | null): StoredClient {
  const { clientState } = client;
  return {
    ownerId,
    client: { ...client, clientState: { ...clientState, mutations: clientState.mutations.map(storableMutation) } },
  };
}

function isPersonalQuery(query: DehydratedState['queries'][number]): boolean {
  return query.queryKey[0] === PERSONAL_QUERY_ROOT;
}

/**
 * The persisted client to restore for this app version and this session:
 * - from another app version, the cached answers go (their shape may have changed) but waiting orders stay;
 * - saved in someone else's session (or signed out since), that person's data and waiting orders go.
 */
export function restorableClient(
  stored: StoredClient,
  current: { buster: string; ownerId: string | null },
): PersistedClient {
  const { client } = stored;
  let { queries, mutations } = client.clientState;
  if (client.buster !== current.buster) queries = [];
  if (stored.ownerId !== current.ownerId) {
    queries = queries.filter((query) => !isPersonalQuery(query));
    mutations = mutations.filter((mutation) => !isPersonalMutationKey(mutation.mutationKey));
  }
  return { ...client, buster: current.buster, clientState: { ...client.clientState, queries, mutations } };
}

export function isStoredClient(value: unknown): value is StoredClient {
  const candidate = value as Partial<StoredClient> | null | undefined;
  return typeof candidate?.client?.clientState === 'object' && candidate.ownerId !== undefined;
}
