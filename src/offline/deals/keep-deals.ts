import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '@contract/orders';
import { PERSONAL_QUERY_ROOT } from '@/lib/session/personal-query-key';
import { getSessionState } from '@/lib/session/session-store';
import { keepDeals } from './deal-store';

function isOrder(value: unknown): value is Order {
  return typeof value === 'object' && value !== null && '_id' in value && 'status' in value && 'role' in value;
}

/** The orders in an answer under the orders' root: one order, or a list of them. */
function ordersIn(data: unknown): Order[] {
  if (Array.isArray(data)) return data.filter(isOrder);
  return isOrder(data) ? [data] : [];
}

/**
 * Every order answer a screen gets (My Orders, Orders Received, an order's page, a step's answer) is kept as deal
 * data (deal-store.ts) for the person signed in, whatever later happens to the read cache.
 */
export function keepDealsOnDevice(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const [root, area] = event.query.queryKey;
    if (root !== PERSONAL_QUERY_ROOT || area !== 'orders') return;
    const ownerId = getSessionState().user?._id;
    const orders = ordersIn(event.query.state.data);
    if (!ownerId || orders.length === 0) return;
    void keepDeals(ownerId, orders, event.query.state.dataUpdatedAt).catch(() => undefined);
  });
}
