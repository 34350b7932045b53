import type { DehydratedState } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api-error';
import { wasQueuedOffline } from '../../src/lib/queued-offline';
import { restorableClient, storableClient, type StoredClient } from '../../src/offline/persistence/persisted-client';

type DehydratedMutation = DehydratedState['mutations'][number];
type DehydratedQuery = DehydratedState['queries'][number];

function mutation(
  key: string[],
  state: Partial<DehydratedMutation['state']>,
  meta?: Record<string, unknown>,
): DehydratedMutation {
  return {
    mutationKey: key,
    ...(meta && { meta }),
    state: {
      context: undefined,
      data: undefined,
      error: null,
      failureCount: 0,
      failureReason: null,
      isPaused: false,
      status: 'idle',
      variables: { clientOrderId: 'c1' },
      submittedAt: 1,
      ...state,
    },
  };
}

function query(key: string[]): DehydratedQuery {
  return {
    queryKey: key,
    queryHash: JSON.stringify(key),
    dehydratedAt: 1,
    state: {
      data: ['answer'],
      dataUpdateCount: 1,
      dataUpdatedAt: 1,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
  };
}

function client(queries: DehydratedQuery[], mutations: DehydratedMutation[], buster = '1.0.0'): PersistedClient {
  return { timestamp: 1, buster, clientState: { queries, mutations } };
}

const order = ['orders', 'place'];
const newsletter = ['newsletter', 'subscribe'];
const catalogue = query(['products', 'advertised']);
const myOrders = query(['personal', 'orders']);

describe('storableClient', () => {
  it('stores an order still on its way as waiting in the outbox, so a reopened app sends it again', () => {
    const stored = storableClient(client([], [mutation(order, { status: 'pending', isPaused: false })]), 'u1');
    const [kept] = stored.client.clientState.mutations;
    expect(kept?.state.isPaused).toBe(true);
    expect(kept && wasQueuedOffline(kept)).toBe(true);
    expect(stored.ownerId).toBe('u1');
  });

  it("keeps a refusal's status, code and message (structured clone would drop all but the message)", () => {
    const refusal = new ApiError(409, 'conflict', 'Sorry, this item has already been sold', 'productID');
    const stored = storableClient(client([], [mutation(order, { status: 'error', error: refusal })]), 'u1');
    const error = stored.client.clientState.mutations[0]?.state.error;
    expect(error).not.toBeInstanceOf(Error);
    expect(error).toEqual({
      name: 'ApiError',
      message: 'Sorry, this item has already been sold',
      status: 409,
      code: 'conflict',
      field: 'productID',
    });
  });

  it('leaves settled entries as they are', () => {
    const settled = mutation(order, { status: 'error', error: null, isPaused: false });
    expect(storableClient(client([], [settled]), null).client.clientState.mutations[0]).toEqual(settled);
  });
});

describe('restorableClient', () => {
  const stored = (ownerId: string | null, buster = '1.0.0'): StoredClient => ({
    ownerId,
    client: client(
      [catalogue, myOrders],
      [
        mutation(order, { status: 'pending', isPaused: true }),
        mutation(newsletter, { status: 'pending', isPaused: true }),
      ],
      buster,
    ),
  });

  it('restores everything for the same user and app version', () => {
    const restored = restorableClient(stored('u1'), { buster: '1.0.0', ownerId: 'u1' });
    expect(restored.clientState.queries).toHaveLength(2);
    expect(restored.clientState.mutations).toHaveLength(2);
  });

  it('drops cached answers of another app version but keeps the waiting orders', () => {
    const restored = restorableClient(stored('u1', '0.9.0'), { buster: '1.0.0', ownerId: 'u1' });
    expect(restored.clientState.queries).toEqual([]);
    expect(restored.clientState.mutations).toHaveLength(2);
    expect(restored.buster).toBe('1.0.0');
  });

  it("never gives one user's orders and cached personal data to the next (nor after logout)", () => {
    for (const ownerId of ['u2', null]) {
      const restored = restorableClient(stored('u1'), { buster: '1.0.0', ownerId });
      expect(restored.clientState.queries.map((q) => q.queryKey)).toEqual([['products', 'advertised']]);
      expect(restored.clientState.mutations.map((m) => m.mutationKey)).toEqual([newsletter]);
    }
  });
});
