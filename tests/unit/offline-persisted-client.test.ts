import type { DehydratedState } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { legacyWaitingWrites } from '@/offline/persistence/legacy-waiting-writes';
import {
  cappedQueries,
  restorableClient,
  storableClient,
  type StoredClient,
} from '@/offline/persistence/persisted-client';

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

function query(key: string[], dataUpdatedAt = 1, data: unknown = ['answer']): DehydratedQuery {
  return {
    queryKey: key,
    queryHash: JSON.stringify(key),
    dehydratedAt: 1,
    state: {
      data,
      dataUpdateCount: 1,
      dataUpdatedAt,
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
  it('stores answers only: a write is never kept in the read cache', () => {
    const stored = storableClient(client([catalogue], [mutation(order, { status: 'pending', isPaused: true })]), 'u1');
    expect(stored.client.clientState.queries).toEqual([catalogue]);
    expect(stored.client.clientState.mutations).toEqual([]);
    expect(stored.ownerId).toBe('u1');
  });
});

describe('cappedQueries', () => {
  const a = query(['a'], 100, 'x'.repeat(10));
  const b = query(['b'], 300, 'y'.repeat(10));
  const c = query(['c'], 200, 'z'.repeat(10));

  it('keeps the most recently fetched answers when there are too many', () => {
    expect(cappedQueries([a, b, c], { maxQueries: 2, maxSize: 1_000 }).map((q) => q.queryKey)).toEqual([['b'], ['c']]);
  });

  it('keeps within the size (each answer here is 12 characters of JSON), newest first', () => {
    expect(cappedQueries([a, b, c], { maxQueries: 10, maxSize: 30 }).map((q) => q.queryKey)).toEqual([['b'], ['c']]);
  });

  it('skips one answer too big to keep and still keeps the smaller older ones', () => {
    const huge = query(['huge'], 400, 'h'.repeat(100));
    expect(cappedQueries([a, huge, b], { maxQueries: 10, maxSize: 30 }).map((q) => q.queryKey)).toEqual([['b'], ['a']]);
  });
});

describe('restorableClient', () => {
  const stored = (ownerId: string | null, buster = '1.0.0'): StoredClient => ({
    ownerId,
    client: client([catalogue, myOrders], [mutation(order, { status: 'pending', isPaused: true })], buster),
  });

  it('restores the answers for the same user and app version, and never a write', () => {
    const restored = restorableClient(stored('u1'), { buster: '1.0.0', ownerId: 'u1' });
    expect(restored.clientState.queries).toHaveLength(2);
    expect(restored.clientState.mutations).toEqual([]);
  });

  it('drops cached answers of another app version', () => {
    const restored = restorableClient(stored('u1', '0.9.0'), { buster: '1.0.0', ownerId: 'u1' });
    expect(restored.clientState.queries).toEqual([]);
    expect(restored.buster).toBe('1.0.0');
  });

  it('restores at most the cap, the most recently fetched first', () => {
    const older = query(['products', 'older'], 0);
    const full: StoredClient = { ownerId: 'u1', client: client([older, catalogue, myOrders], []) };
    const restored = restorableClient(full, { buster: '1.0.0', ownerId: 'u1' }, { maxQueries: 2, maxSize: 1_000 });
    expect(restored.clientState.queries.map((q) => q.queryKey)).toEqual([
      ['products', 'advertised'],
      ['personal', 'orders'],
    ]);
  });

  it("never gives one user's cached personal data to the next (nor after logout)", () => {
    for (const ownerId of ['u2', null]) {
      const restored = restorableClient(stored('u1'), { buster: '1.0.0', ownerId });
      expect(restored.clientState.queries.map((q) => q.queryKey)).toEqual([['products', 'advertised']]);
    }
  });
});

describe('legacyWaitingWrites', () => {
  it('turns the waiting orders and sign-ups an older version kept in the cache into outbox records', () => {
    const pendingOrder = { _id: 'pending:c1', clientOrderId: 'c1', productName: 'Leica M6' };
    const placeOrder = { clientOrderId: 'c1', productID: 'p1', buyerPhone: '2065550199', meetingPlace: 'Pike Place' };
    const stored: StoredClient = {
      ownerId: 'u1',
      client: client(
        [],
        [
          mutation(order, { status: 'pending', isPaused: true, variables: { order: placeOrder, pendingOrder } }),
          mutation(newsletter, { status: 'pending', isPaused: true, variables: { user_email: 'ann@example.com' } }),
          mutation(order, { status: 'success', variables: { order: { clientOrderId: 'c0' }, pendingOrder } }),
        ],
      ),
    };
    expect(legacyWaitingWrites(stored)).toEqual([
      {
        id: 'c1',
        kind: 'order',
        ownerId: 'u1',
        request: { method: 'POST', path: '/api/orders', body: placeOrder },
        display: pendingOrder,
      },
      {
        id: 'newsletter:ann@example.com',
        kind: 'newsletter',
        ownerId: null,
        request: { method: 'POST', path: '/api/newsletter', body: { user_email: 'ann@example.com' } },
      },
    ]);
  });
});
