import { useMutation } from '@tanstack/react-query';
import { orderPlacedSchema, type OrderPlaced, type PlaceOrder } from '../../../../contract/orders';
import { postJson } from '../../../lib/http';
import { placeOrderMutationKey, type PlaceOrderVariables } from './order-mutation-defaults';

/** POST /api/orders (buyer): the server takes the buyer from the token and the product facts from its database. */
export function placeOrder(order: PlaceOrder): Promise<OrderPlaced> {
  return postJson('/api/orders', order, orderPlacedSchema);
}

/** Sending, retrying and the pending row in My Orders come from the defaults registered under the key. */
export function usePlaceOrder() {
  return useMutation<OrderPlaced, Error, PlaceOrderVariables>({ mutationKey: placeOrderMutationKey });
}
