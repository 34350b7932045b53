import { onlineManager } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import type { Product } from '../../../../contract/catalogue';
import type { User } from '../../../../contract/users';
import { ApiError } from '../../../lib/api-error';
import { usePlaceOrder } from '../api/place-order';
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
const MY_ORDERS_PATH = '/dashboard/my-orders';

/**
 * The order form's submit: checks the fields, sends the order through the persisted order mutation and shows the
 * spec's toast before going to My Orders. Offline, the order waits in My Orders and goes out on reconnection.
 */
export function useOrderSubmission(product: Product, buyer: User) {
  const placeOrder = usePlaceOrder();
  const navigate = useNavigate();
  // One id for this form's order: trying again after a lost answer is the same order, stored once.
  const [clientOrderId, setClientOrderId] = useState(() => crypto.randomUUID());
  const [fieldErrors, setFieldErrors] = useState<OrderFieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();

  function submit(values: OrderFormValues): void {
    setFormError(undefined);
    const validation = validateOrderForm(values);
    if (!validation.ok) {
      setFieldErrors(validation.errors);
      return;
    }
    setFieldErrors({});

    const order = { clientOrderId, productID: product._id, ...validation.values };
    const variables = { order, pendingOrder: pendingOrderFor(order, product, buyer) };
    if (!onlineManager.isOnline()) {
      placeOrder.mutate(variables);
      setClientOrderId(crypto.randomUUID());
      toast(ORDER_KEPT_OFFLINE_MESSAGE);
      navigate(MY_ORDERS_PATH);
      return;
    }
    placeOrder.mutate(variables, {
      onSuccess: () => {
        setClientOrderId(crypto.randomUUID());
        toast.success(ORDER_PLACED_MESSAGE);
        navigate(MY_ORDERS_PATH);
      },
      onError: (error) => {
        if (error instanceof ApiError && isOrderField(error.field)) setFieldErrors({ [error.field]: error.message });
        else setFormError(error.message);
      },
    });
  }

  function clearFieldError(field: OrderField): void {
    if (fieldErrors[field] !== undefined) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  return {
    submit,
    fieldErrors,
    formError,
    clearFieldError,
    isSubmitting: placeOrder.isPending && !placeOrder.isPaused,
  };
}
