import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Order, OrderPlaced } from '@contract/orders';
import type { OutboxEntry } from '@outbox-core/outbox-entry';
import { subscribeToOutbox } from '@outbox-core/outbox-store';
import { useOutboxEntries } from '@/offline/outbox/use-outbox-entries';
import { useSession } from '@/lib/session/use-session';
import { useMyOrdersQuery } from '../api/get-my-orders';
import { confirmPlacedOrder } from '../lib/my-orders-cache';
import { orderRows, type OrderOnItsWay, type OrderRemoval } from '../lib/order-rows';

function ordersOnTheirWay(entries: readonly OutboxEntry[]): OrderOnItsWay[] {
  return entries
    .filter((entry) => entry.kind === 'order')
    .map((entry) => ({ order: entry.display as Order, state: entry.state, refusedBecause: entry.refusal?.message }));
}

function removalsOnTheirWay(entries: readonly OutboxEntry[]): Map<string, OrderRemoval> {
  return new Map(
    entries
      .filter((entry) => entry.kind === 'order-removal')
      .map((entry) => [
        (entry.display as { orderId: string }).orderId,
        { state: entry.state, refusedBecause: entry.refusal?.message },
      ]),
  );
}

/** My Orders: the server's list plus this buyer's orders and removals still in the outbox, each with its state. */
export function useMyOrders() {
  const query = useMyOrdersQuery();
  const queryClient = useQueryClient();
  const buyerId = useSession().user?._id;
  const allEntries = useOutboxEntries();

  // An order the outbox delivered keeps its row, with the server's id, until the refetch that follows.
  useEffect(
    () =>
      subscribeToOutbox((event) => {
        if (event.type !== 'attempted' || event.entry.kind !== 'order' || event.outcome.result !== 'sent') return;
        const { insertedId } = event.outcome.answer as OrderPlaced;
        confirmPlacedOrder(queryClient, event.entry.display as Order, insertedId);
      }),
    [queryClient],
  );

  const rows = useMemo(() => {
    const mine = allEntries.filter((entry) => entry.ownerId === buyerId);
    return orderRows(query.data ?? [], ordersOnTheirWay(mine), removalsOnTheirWay(mine));
  }, [query.data, allEntries, buyerId]);
  return { query, rows };
}
