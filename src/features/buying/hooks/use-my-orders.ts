import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useKeptDeals } from '@/offline/deals/use-kept-deal';
import { useQueuedWrites, type QueuedWrite } from '@/offline/outbox/queued-writes';
import { useWriteSent } from '@/offline/outbox/use-write-sent';
import { useMyOrdersQuery } from '@/lib/my-orders-query';
import { confirmPlacedOrder } from '../lib/my-orders-cache';
import { orderRows, type OrderOnItsWay, type OrderRemoval } from '../lib/order-rows';

function ordersOnTheirWay(writes: readonly QueuedWrite<'order'>[]): OrderOnItsWay[] {
  return writes.map((write) => ({
    order: write.display,
    state: write.state,
    refusedBecause: write.refusal?.message,
    writeId: write.id,
  }));
}

function removalsOnTheirWay(writes: readonly QueuedWrite<'order-removal'>[]): Map<string, OrderRemoval> {
  return new Map(
    writes.map((write) => [
      write.display.orderId,
      { state: write.state, refusedBecause: write.refusal?.message, writeId: write.id },
    ]),
  );
}

/** My Orders: the server's list plus this buyer's orders and removals still in the outbox, each with its state. */
export function useMyOrders() {
  const query = useMyOrdersQuery();
  // Nothing from the server or the cache (offline, evicted): the live deals this phone kept.
  const kept = useKeptDeals('buyer', query.data === undefined);
  const queryClient = useQueryClient();
  const orders = useQueuedWrites('order');
  const removals = useQueuedWrites('order-removal');

  // An order the outbox delivered keeps its row, with the server's id, until the refetch that follows.
  useWriteSent('order', (answer, pending) => confirmPlacedOrder(queryClient, pending, answer.insertedId));

  const rows = useMemo(
    () => orderRows(query.data ?? kept ?? [], ordersOnTheirWay(orders), removalsOnTheirWay(removals)),
    [query.data, kept, orders, removals],
  );
  return { query, rows };
}
