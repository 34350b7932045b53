import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../contract/orders';
import { myOrdersQueryKey } from '../api/get-my-orders';

/** Puts an order on its way at the top of My Orders, before the server has answered. */
export function showPendingOrder(queryClient: QueryClient, pendingOrder: Order): void {
  void queryClient.cancelQueries({ queryKey: myOrdersQueryKey });
  queryClient.setQueryData<Order[]>(myOrdersQueryKey, (orders = []) => [
    pendingOrder,
    ...orders.filter(({ clientOrderId }) => clientOrderId !== pendingOrder.clientOrderId),
  ]);
}

/** The server stored the order: its row takes the server's id at once (the refetch that follows fills the rest). */
export function confirmPendingOrder(queryClient: QueryClient, clientOrderId: string, orderId: string): void {
  queryClient.setQueryData<Order[]>(myOrdersQueryKey, (orders) =>
    orders?.map((order) => (order.clientOrderId === clientOrderId ? { ...order, _id: orderId } : order)),
  );
}

/** The server refused the order: its pending row goes. */
export function dropPendingOrder(queryClient: QueryClient, clientOrderId: string): void {
  queryClient.setQueryData<Order[]>(myOrdersQueryKey, (orders) =>
    orders?.filter((order) => order.clientOrderId !== clientOrderId),
  );
}

export function refreshMyOrders(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: myOrdersQueryKey });
}
