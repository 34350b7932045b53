import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { placeOrderMutationKey, type PlaceOrderVariables } from '../api/order-mutation-defaults';

/** "Dismiss" on a refused order: the buyer has seen why, so the outbox lets it go (also from IndexedDB). */
export function useDismissRefusedOrder(): (clientOrderId: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (clientOrderId: string) => {
      const mutationCache = queryClient.getMutationCache();
      const refused = mutationCache.findAll({
        mutationKey: placeOrderMutationKey,
        status: 'error',
        predicate: (mutation) =>
          (mutation.state.variables as PlaceOrderVariables | undefined)?.order.clientOrderId === clientOrderId,
      });
      for (const mutation of refused) mutationCache.remove(mutation);
    },
    [queryClient],
  );
}
