import { expect, type APIRequestContext } from '@playwright/test';
import type { Order } from '@contract/orders';
import { acceptAsTheSeller, tokenOf } from './seller-side';
import { payThroughApi, placeOrderThroughApi } from './shop-api';

/**
 * Someone else buys a listing, the whole deal through the API as their apps would: a new buyer signs up with
 * Google and orders, the listing's seller (a demo seller signing in with Google links their account) accepts, the
 * buyer pays, and at the meeting enters the code the seller's phone shows. The listing is then sold on the server.
 */
export async function buyAsAnotherBuyer(
  request: APIRequestContext,
  productId: string,
  buyer: { email: string; name: string },
): Promise<void> {
  const buyerToken = await tokenOf(request, buyer);
  const asBuyer = { Authorization: `Bearer ${buyerToken}` };
  await placeOrderThroughApi(request, buyerToken, productId, { buyerPhone: '2065550199', meetingPlace: 'Hall A' });
  const { sellerToken, order } = await acceptAsTheSeller(request, productId, buyerToken);
  const asSeller = { Authorization: `Bearer ${sellerToken}` };

  await payThroughApi(request, buyerToken, productId);

  const paid = (await (await request.get(`/api/orders/${order._id}`, { headers: asSeller })).json()) as Order;
  const handedOver = await request.post(`/api/orders/${order._id}/handover`, {
    headers: asBuyer,
    data: { code: paid.handoverCode, confirmedAt: new Date().toISOString() },
  });
  expect(((await handedOver.json()) as { order: Order }).order.status).toBe('completed');
}
