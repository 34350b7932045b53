import type { DehydratedState } from '@tanstack/react-query';
import type { NewOutboxEntry } from '@outbox-core/outbox-entry';
import type { StoredClient } from './persisted-client';

type DehydratedMutation = DehydratedState['mutations'][number];

interface LegacyOrderVariables {
  order: { clientOrderId: string };
  pendingOrder: unknown;
}

interface LegacySubscription {
  user_email: string;
}

function isWaiting(mutation: DehydratedMutation): boolean {
  return mutation.state.status === 'pending' || mutation.state.isPaused;
}

/**
 * Before the outbox had its own store (app 0.1.0), waiting orders and newsletter sign-ups were paused React Query
 * mutations inside the persisted read cache. An update must not lose them: they become outbox records.
 */
export function legacyWaitingWrites(stored: StoredClient): NewOutboxEntry[] {
  return stored.client.clientState.mutations.filter(isWaiting).flatMap((mutation): NewOutboxEntry[] => {
    const [root, action] = mutation.mutationKey ?? [];
    if (root === 'orders' && action === 'place') {
      const { order, pendingOrder } = mutation.state.variables as LegacyOrderVariables;
      const request = { method: 'POST' as const, path: '/api/orders', body: order };
      return [{ id: order.clientOrderId, kind: 'order', ownerId: stored.ownerId, request, display: pendingOrder }];
    }
    if (root === 'newsletter' && action === 'subscribe') {
      const subscription = mutation.state.variables as LegacySubscription;
      const request = { method: 'POST' as const, path: '/api/newsletter', body: subscription };
      return [{ id: `newsletter:${subscription.user_email}`, kind: 'newsletter', ownerId: null, request }];
    }
    return [];
  });
}
