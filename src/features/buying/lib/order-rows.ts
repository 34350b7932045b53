import type { Order } from '../../../../contract/orders';
import { isPendingOrder } from './pending-order';

/**
 * Whether the server has the order: `waiting` is an order kept while offline, `sending` one under way, `refused`
 * one the server turned down after it waited (sold meanwhile), kept until the buyer dismisses it.
 */
export type OrderDelivery = 'sent' | 'sending' | 'waiting' | 'refused';

export interface OrderRow {
  order: Order;
  delivery: OrderDelivery;
  /** Why the server refused it (only for `refused`). */
  refusedBecause?: string;
}

export interface OrderOnItsWay {
  order: Order;
  isPaused: boolean;
  refusedBecause?: string;
}

function travellingRow({ order, isPaused, refusedBecause }: OrderOnItsWay): OrderRow {
  if (refusedBecause !== undefined) return { order, delivery: 'refused', refusedBecause };
  return { order, delivery: isPaused ? 'waiting' : 'sending' };
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
    ...travelling.map(travellingRow),
    ...cached
      .filter((order) => !travellingIds.has(order.clientOrderId))
      .map((order): OrderRow => ({ order, delivery: isPendingOrder(order) ? 'sending' : 'sent' })),
  ];
}
