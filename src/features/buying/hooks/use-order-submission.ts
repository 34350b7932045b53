import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import type { Product } from '../../../../contract/catalogue';
import type { OrderPlaced } from '../../../../contract/orders';
import type { User } from '../../../../contract/users';
import { useQueuedWrite } from '../../../offline/outbox/use-queued-write';
import { placeOrderWrite } from '../api/place-order';
import { confirmPlacedOrder } from '../lib/my-orders-cache';
import {
  isOrderField,
  validateOrderForm,
  type OrderField,
  type OrderFieldErrors,
  type OrderFormValues,
} from '../lib/order-form-validation';
import { pendingOrderFor } from '../lib/pending-order';

export const ORDER_PLACED_MESSAGE = 'Order Placed Successfully!';
export const ORDER_KEPT_OFFLINE_MESSAGE =
  "You're offline. Your order is saved and will be sent when you're back online.";
export const ORDER_WAITING_MESSAGE = 'No connection right now. Your order is saved and will be sent automatically.';
const MY_ORDERS_PATH = '/dashboard/my-orders';

/**
 * The order form's submit: checks the fields, puts the order in the outbox and waits for its first try. The spec's
 * toast and My Orders once the server has it; the server's refusal on the form; with no answer (offline, a weak
 * signal, a lost answer) the order waits in My Orders and goes out by itself.
 */
export function useOrderSubmission(product: Product, buyer: User) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // One id for this form's order: trying again after a lost answer is the same order, stored once.
  const [clientOrderId, setClientOrderId] = useState(() => crypto.randomUUID());
  const write = useQueuedWrite();
  const [fieldErrors, setFieldErrors] = useState<OrderFieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();

  async function submit(values: OrderFormValues): Promise<void> {
    if (write.isSubmitting) return;
    setFormError(undefined);
    const validation = validateOrderForm(values);
    if (!validation.ok) {
      setFieldErrors(validation.errors);
      return;
    }
    setFieldErrors({});

    const order = { clientOrderId, productID: product._id, ...validation.values };
    const pendingOrder = pendingOrderFor(order, product, buyer);
    const outcome = await write.submit(placeOrderWrite(order, pendingOrder, buyer._id));
    if (outcome.result === 'refused') {
      if (isOrderField(outcome.field)) setFieldErrors({ [outcome.field]: outcome.message });
      else setFormError(outcome.message);
      return;
    }
    setClientOrderId(crypto.randomUUID());
    if (outcome.result === 'sent') {
      confirmPlacedOrder(queryClient, pendingOrder, (outcome.answer as OrderPlaced).insertedId);
      toast.success(ORDER_PLACED_MESSAGE);
    } else {
      toast(navigator.onLine ? ORDER_WAITING_MESSAGE : ORDER_KEPT_OFFLINE_MESSAGE);
    }
    navigate(MY_ORDERS_PATH);
  }

  function clearFieldError(field: OrderField): void {
    if (fieldErrors[field] !== undefined) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  return { submit, fieldErrors, formError, clearFieldError, isSubmitting: write.isSubmitting };
}
