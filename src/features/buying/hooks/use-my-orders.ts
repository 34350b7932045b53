import { useMutationState, type Mutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { refusalReason, wasQueuedOffline } from '../../../lib/queued-offline';
import { useMyOrdersQuery } from '../api/get-my-orders';
import { placeOrderMutationKey, type PlaceOrderVariables } from '../api/order-mutation-defaults';
import { orderRows, type OrderOnItsWay } from '../lib/order-rows';

/** Still on its way, or refused by the server after it waited for the connection (until dismissed). */
function isOnItsWay(mutation: Mutation): boolean {
  return mutation.state.status === 'pending' || (mutation.state.status === 'error' && wasQueuedOffline(mutation));
}

/** My Orders: the server's list plus the orders still on their way, each with its delivery state. */
export function useMyOrders() {
  const query = useMyOrdersQuery();
  const onTheirWay = useMutationState<OrderOnItsWay | null>({
    filters: { mutationKey: placeOrderMutationKey, predicate: isOnItsWay },
    select: (mutation) => {
      const variables = mutation.state.variables as PlaceOrderVariables | undefined;
      if (!variables) return null;
      const { status, isPaused, error } = mutation.state;
      return status === 'error'
        ? { order: variables.pendingOrder, isPaused, refusedBecause: refusalReason(error) }
        : { order: variables.pendingOrder, isPaused };
    },
  });
  const rows = useMemo(
    () =>
      orderRows(
        query.data ?? [],
        onTheirWay.filter((entry): entry is OrderOnItsWay => entry !== null),
      ),
    [query.data, onTheirWay],
  );
  return { query, rows };
}
