import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import type { Product } from '@contract/catalogue';
import type { Order } from '@contract/orders';
import { accessToken, signInWithGoogle, skipCongratulations } from './app-session';
import { demoSellerEmail } from './shop-api';

/** Signs someone in with the emulator's Google prompt in a browser of their own; answers their token. */
export async function tokenOf(browser: Browser, person: { email: string; name: string }): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await skipCongratulations(page);
    await signInWithGoogle(page, person.email, person.name);
    return await accessToken(page);
  } finally {
    await context.close();
  }
}

/**
 * The listing's seller, on a phone of their own, accepts the order placed on it, through the API as their app
 * would (a demo seller signing in with Google links their account). `signedInToken` reads the seller's email.
 * Answers the seller's token and the order.
 */
export async function acceptAsTheSeller(
  browser: Browser,
  request: APIRequestContext,
  productId: string,
  signedInToken: string,
): Promise<{ sellerToken: string; order: Order }> {
  const listing = (await (
    await request.get(`/api/products/${productId}`, { headers: { Authorization: `Bearer ${signedInToken}` } })
  ).json()) as Product;
  const sellerToken = await tokenOf(browser, { email: demoSellerEmail(listing), name: listing.sellerName });
  const asSeller = { Authorization: `Bearer ${sellerToken}` };
  const received = (await (await request.get('/api/seller-orders', { headers: asSeller })).json()) as Order[];
  const order = received.find((row) => row.productID === productId && row.status === 'placed');
  expect(order, 'a placed order of the listing').toBeDefined();
  const accepted = await request.post(`/api/orders/${order!._id}/accept`, { headers: asSeller, data: {} });
  expect(accepted.status()).toBe(200);
  return { sellerToken, order: order! };
}
