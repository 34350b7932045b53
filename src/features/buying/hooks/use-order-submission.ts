import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import type { Product } from '@contract/catalogue';
import type { User } from '@contract/users';
import { showRefusal } from '@/lib/show-refusal';
import { useSubmitCheckedForm } from '@/lib/use-submit-checked-form';
import { useQueueWrite } from '@/offline/outbox/queue-write';
import { confirmPlacedOrder } from '../lib/my-orders-cache';
import { orderFormSchema } from '../lib/order-form-schema';
import { pendingOrderFor } from '../lib/pending-order';

export const ORDER_PLACED_MESSAGE = 'Order Placed Successfully!';
export const ORDER_KEPT_OFFLINE_MESSAGE =
  "You're offline. Your order is saved and will be sent when you're back online.";
export const ORDER_WAITING_MESSAGE = 'No connection right now. Your order is saved and will be sent automatically.';
const MY_ORDERS_PATH = '/dashboard/my-orders';

/**
 * The order form: its two fields checked with the contract's rules on submit (a message goes as soon as its field
 * changes), then the order in the outbox and a wait for its first try. The spec's toast and My Orders once the
 * server has it; the server's refusal on the field it names or under the form; with no answer (offline, a weak
 * signal, a lost answer) the order waits in My Orders and goes out by itself.
 */
export function useOrderSubmission(product: Product, buyer: User) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // One id for this form's order: trying again after a lost answer is the same order, stored once.
  const [clientOrderId, setClientOrderId] = useState(() => crypto.randomUUID());
  const write = useQueueWrite();
  const checked = useSubmitCheckedForm(orderFormSchema, { buyerPhone: '', meetingPlace: '' });
  const { form } = checked;

  const submit = form.handleSubmit(async (details) => {
    if (write.isSubmitting) return;
    const order = { clientOrderId, productID: product._id, ...details };
    const pendingOrder = pendingOrderFor(order, product, buyer);
    const outcome = await write.submit('order', { order, pending: pendingOrder });
    if (outcome.result === 'refused') {
      showRefusal(form.setError, ['buyerPhone', 'meetingPlace'], outcome);
      return;
    }
    setClientOrderId(crypto.randomUUID());
    if (outcome.result === 'sent') {
      confirmPlacedOrder(queryClient, pendingOrder, outcome.answer.insertedId);
      toast.success(ORDER_PLACED_MESSAGE);
    } else {
      toast(navigator.onLine ? ORDER_WAITING_MESSAGE : ORDER_KEPT_OFFLINE_MESSAGE);
    }
    navigate(MY_ORDERS_PATH);
  });

  return { ...checked, submit, isSubmitting: write.isSubmitting };
}
