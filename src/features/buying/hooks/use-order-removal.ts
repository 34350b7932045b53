import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Order } from '../../../../contract/orders';
import { useRemoveOrder } from '../api/remove-order';

/** "Remove" on My Orders: ask first, then take the order out of the cart and say how it went. */
export function useOrderRemoval() {
  const removeOrder = useRemoveOrder();
  const [toConfirm, setToConfirm] = useState<Order | null>(null);

  const confirm = () => {
    if (!toConfirm) return;
    removeOrder.mutate(toConfirm, {
      onSuccess: ({ deletedCount }) => {
        if (deletedCount > 0) toast.success('Order removed from your cart');
      },
      onError: (error) => toast.error(error.message),
    });
    setToConfirm(null);
  };

  return {
    toConfirm,
    ask: setToConfirm,
    cancel: () => setToConfirm(null),
    confirm,
    removingOrderId: removeOrder.isPending ? removeOrder.variables?._id : undefined,
  };
}
