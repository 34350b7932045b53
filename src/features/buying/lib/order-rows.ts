import type { Order } from '../../../../contract/orders';
import { isPendingOrder } from './pending-order';

/** Whether the server has the order: `waiting` is an order kept while offline, `sending` one under way. */
export type OrderDelivery = 'sent' | 'sending' | 'waiting';

export interface OrderRow {
  order: Order;
  delivery: OrderDelivery;
}

export interface OrderOnItsWay {
  order: Order;
  isPaused: boolean;
}

/**
 * My Orders' rows: the orders on their way (from the mutation cache, which outlives a refetch and a reload)
 * first, then the cached list, each order once. A cached pending row whose mutation has already ended is
 * still shown as sending until the refetch that follows replaces it.
 */
export function orderRows(cached: readonly Order[], onTheirWay: readonly OrderOnItsWay[]): OrderRow[] {
  const sentIds = new Set(cached.filter((order) => !isPendingOrder(order)).map((order) => order.clientOrderId));
  const travelling = onTheirWay.filter(({ order }) => !sentIds.has(order.clientOrderId));
  const travellingIds = new Set(travelling.map(({ order }) => order.clientOrderId));
  return [
    ...travelling.map(({ order, isPaused }): OrderRow => ({ order, delivery: isPaused ? 'waiting' : 'sending' })),
    ...cached
      .filter((order) => !travellingIds.has(order.clientOrderId))
      .map((order): OrderRow => ({ order, delivery: isPendingOrder(order) ? 'sending' : 'sent' })),
  ];
}
