import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Order } from '@contract/orders';
import { useQueueWrite } from '@/offline/outbox/queue-write';
import { forgetRemovedOrder } from '../lib/my-orders-cache';

export const REMOVAL_WAITING_MESSAGE = "No connection right now. The order will be removed when you're back online.";

/** "Remove" on My Orders: ask first, then withdraw the order through the outbox and say how it went. */
export function useOrderRemoval() {
  const queryClient = useQueryClient();
  const [toConfirm, setToConfirm] = useState<Order | null>(null);
  const write = useQueueWrite();
  // Which row shows "Removing…": the last one asked, while its first try is out.
  const [removingOrderId, setRemovingOrderId] = useState<string | undefined>();

  const confirm = async () => {
    if (!toConfirm) return;
    const order = toConfirm;
    setToConfirm(null);
    setRemovingOrderId(order._id);
    const outcome = await write.submit('order-removal', { orderId: order._id });
    if (outcome.result === 'sent') {
      forgetRemovedOrder(queryClient, order._id);
      toast.success('Order removed');
    } else if (outcome.result === 'refused') {
      toast.error(outcome.message);
    } else {
      toast(REMOVAL_WAITING_MESSAGE);
    }
  };

  return {
    toConfirm,
    ask: setToConfirm,
    cancel: () => setToConfirm(null),
    confirm: () => void confirm(),
    removingOrderId: write.isSubmitting ? removingOrderId : undefined,
  };
}
