import type { Order } from '@contract/orders';
import type { QueuedWrite } from '@/offline/outbox/queued-writes';
import { isPendingOrder } from './pending-order';

type DeliveryState = QueuedWrite<'order'>['state'];

/**
 * Whether the server has the order: `waiting` is an order kept in the outbox until the connection allows,
 * `sending` one under way, `refused` one the server turned down after it waited (sold meanwhile), kept until the
 * buyer dismisses it.
 */
export type OrderDelivery = 'sent' | 'sending' | 'waiting' | 'refused';

/** A removal of the order still in the outbox, or refused by the server (kept until dismissed). */
export interface OrderRemoval {
  state: DeliveryState;
  refusedBecause?: string;
  /** The removal's queued write (what Dismiss lets go). */
  writeId: string;
}

export interface OrderRow {
  order: Order;
  delivery: OrderDelivery;
  /** Why the server refused it (only for `refused`). */
  refusedBecause?: string;
  /** The order's queued write while it is on its way (what Dismiss lets go once refused). */
  writeId?: string;
  removal?: OrderRemoval;
}

export interface OrderOnItsWay {
  order: Order;
  state: DeliveryState;
  refusedBecause?: string;
  writeId: string;
}

function travellingRow({ order, state, refusedBecause, writeId }: OrderOnItsWay): OrderRow {
  if (state === 'refused') return { order, delivery: 'refused', refusedBecause, writeId };
  return { order, delivery: state, writeId };
}

/**
 * My Orders' rows: the orders on their way (from the outbox, which outlives a refetch and a restart) first, then
 * the cached list, each order once; a removal still on its way is shown on its order's row.
 */
export function orderRows(
  cached: readonly Order[],
  onTheirWay: readonly OrderOnItsWay[],
  removals: ReadonlyMap<string, OrderRemoval> = new Map(),
): OrderRow[] {
  const sentIds = new Set(cached.filter((order) => !isPendingOrder(order)).map((order) => order.clientOrderId));
  const travelling = onTheirWay.filter(({ order }) => !sentIds.has(order.clientOrderId));
  const travellingIds = new Set(travelling.map(({ order }) => order.clientOrderId));
  const withRemoval = (row: OrderRow): OrderRow => {
    const removal = removals.get(row.order._id);
    return removal ? { ...row, removal } : row;
  };
  return [
    ...travelling.map(travellingRow),
    ...cached
      .filter((order) => !travellingIds.has(order.clientOrderId))
      .map((order): OrderRow => withRemoval({ order, delivery: isPendingOrder(order) ? 'sending' : 'sent' })),
  ];
}
