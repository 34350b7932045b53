import type { QueryClient } from '@tanstack/react-query';
import type { Order, OrderPlaced, PlaceOrder } from '../../../../contract/orders';
import { ApiError } from '../../../lib/api-error';

/** The offline outbox persists paused orders by this key: it must never change. */
export const placeOrderMutationKey = ['orders', 'place'] as const;

export interface PlaceOrderVariables {
  /** The body of POST /api/orders. Its clientOrderId is made before the first attempt, so every replay reuses it. */
  order: PlaceOrder;
  /** The row My Orders shows while the order is on its way (also after a reload, from the persisted mutation). */
  pendingOrder: Order;
}

const MAX_NETWORK_RETRIES = 3;

/**
 * Only a failure to reach the server is worth another try; the server dedupes by clientOrderId, so a retry of
 * an order that did arrive lands once. While the device is offline React Query pauses before retrying.
 */
function retryOnNetworkFailure(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.code === 'network' && failureCount < MAX_NETWORK_RETRIES;
}

/**
 * How an order is sent, registered under its key at start-up (before a persisted cache is restored), so a
 * paused order still knows how to go out after the app was closed. The network code loads on first use, so
 * none of it weighs on the first page.
 */
export function registerOrderMutationDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults<OrderPlaced, Error, PlaceOrderVariables>(placeOrderMutationKey, {
    mutationFn: async ({ order }) => (await import('./place-order')).placeOrder(order),
    retry: retryOnNetworkFailure,
    onMutate: async ({ pendingOrder }) => {
      (await import('../lib/my-orders-cache')).showPendingOrder(queryClient, pendingOrder);
    },
    onSuccess: async ({ insertedId }, { order }) => {
      (await import('../lib/my-orders-cache')).confirmPendingOrder(queryClient, order.clientOrderId, insertedId);
    },
    onError: async (_error, { order }) => {
      (await import('../lib/my-orders-cache')).dropPendingOrder(queryClient, order.clientOrderId);
    },
    onSettled: async () => {
      await (await import('../lib/my-orders-cache')).refreshMyOrders(queryClient);
    },
  });
}
