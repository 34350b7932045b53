import { useMutationState } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useMyOrdersQuery } from '../api/get-my-orders';
import { placeOrderMutationKey, type PlaceOrderVariables } from '../api/order-mutation-defaults';
import { orderRows, type OrderOnItsWay } from '../lib/order-rows';

/** My Orders: the server's list plus the orders still on their way, each with its delivery state. */
export function useMyOrders() {
  const query = useMyOrdersQuery();
  const onTheirWay = useMutationState<OrderOnItsWay | null>({
    filters: { mutationKey: placeOrderMutationKey, status: 'pending' },
    select: (mutation) => {
      const variables = mutation.state.variables as PlaceOrderVariables | undefined;
      return variables ? { order: variables.pendingOrder, isPaused: mutation.state.isPaused } : null;
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
