import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '@contract/orders';
import { myOrdersQueryKey } from '@/lib/my-orders-query';

/**
 * The server stored the order: its row goes to the top of My Orders with the server's id at once, and My Orders is
 * fetched again for what only the server knows (the seller's email, the order's time).
 */
export function confirmPlacedOrder(queryClient: QueryClient, pendingOrder: Order, orderId: string): void {
  queryClient.setQueryData<Order[]>(myOrdersQueryKey, (orders = []) => [
    { ...pendingOrder, _id: orderId },
    ...orders.filter(({ clientOrderId }) => clientOrderId !== pendingOrder.clientOrderId),
  ]);
  void queryClient.invalidateQueries({ queryKey: myOrdersQueryKey });
}

/** The server removed the order: its row goes before the refetch confirms it. */
export function forgetRemovedOrder(queryClient: QueryClient, orderId: string): void {
  queryClient.setQueryData<Order[]>(myOrdersQueryKey, (orders) => orders?.filter(({ _id }) => _id !== orderId));
}
