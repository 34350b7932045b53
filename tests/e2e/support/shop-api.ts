import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Product } from '@contract/catalogue';
import type { Order } from '@contract/orders';
import { SANDBOX_TEST_CARDS } from '@contract/payments';
import { demoSeller, otherSellers } from '@scripts/seed/people';

/*
 * The server asked directly, as another device or the app's own API calls would, to set a journey up or to check
 * what the server holds.
 */

/** The listings of a category still for sale. */
export async function availableInCategory(request: APIRequestContext, slug: string): Promise<Product[]> {
  const response = await request.get(`/api/category/${slug}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Product[]).filter((product) => product.availability === 'available');
}

/** The orders the server holds for the buyer whose token this is. */
export async function ordersOnServer(request: APIRequestContext, token: string): Promise<Order[]> {
  const response = await request.get('/api/my-orders', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Order[];
}

/** Puts the listing in the buyer's cart through the API, as their app would. */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  token: string,
  productId: string,
  details: { buyerPhone: string; meetingPlace: string },
): Promise<void> {
  const placed = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: { clientOrderId: crypto.randomUUID(), productID: productId, ...details },
  });
  expect(placed.status()).toBe(201);
}

/** A demo seller's email, as the seed wrote it: the API shares a seller's email only with the buyer of an order. */
export function demoSellerEmail(product: Pick<Product, 'sellerName'>): string {
  const seller = [demoSeller, ...otherSellers].find((candidate) => candidate.displayName === product.sellerName);
  if (!seller) throw new Error(`${product.sellerName} is not a demo seller`);
  return seller.email;
}

/** Holds the accepted order's price on the sandbox's test card that succeeds, as the payment page does. */
export async function payThroughApi(request: APIRequestContext, token: string, productId: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const intent = await (await request.post('/api/create-payment-intent', { headers, data: { productId } })).json();
  const card = { number: SANDBOX_TEST_CARDS.success, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
  const confirmed = await request.post('/api/sandbox/confirm', {
    headers,
    data: { clientSecret: intent.clientSecret, card },
  });
  expect(confirmed.status()).toBe(200);
  const paid = await request.post('/api/payments', {
    headers,
    data: { productId, transactionId: intent.paymentIntentId },
  });
  expect(paid.status()).toBe(201);
}

/** Lists a film camera for the seller whose token this is, with the fixtures' photo, as Add a Product would. */
export async function listThroughApi(request: APIRequestContext, token: string, name: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const photo = readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'profile-picture.png'));
  const uploaded = await request.post('/api/images', {
    headers,
    multipart: { image: { name: 'camera.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(uploaded.status()).toBe(201);
  const { url, thumbUrl } = (await uploaded.json()).data as { url: string; thumbUrl: string };
  const listed = await request.post('/api/addproduct', {
    headers,
    data: {
      name,
      description: 'Clean body with a fresh light seal kit; the meter reads true against a phone app.',
      category: 'Film',
      condition: 'Excellent',
      originalPrice: 450,
      resellPrice: 290,
      purchaseYear: 2012,
      usedYears: 6,
      phone: '+1 (503) 555-0142',
      location: 'Seattle, WA',
      images: [{ url, thumbUrl }],
    },
  });
  expect(listed.status(), await listed.text()).toBeLessThan(300);
}
