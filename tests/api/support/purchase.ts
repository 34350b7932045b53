import { randomUUID } from 'node:crypto';
import type { Order } from '@contract/orders.ts';
import type { Session } from './sessions.ts';
import type { TestApp } from './test-app.ts';

export const BUYER_PHONE = '+1 206 555 0100';

/** Puts the item in the buyer's cart (POST /api/orders); answers the order's id. */
export async function placeOrder(t: TestApp, buyer: Session, productId: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.headers,
    payload: {
      clientOrderId: randomUUID(),
      productID: productId,
      buyerPhone: BUYER_PHONE,
      meetingPlace: 'Camera fair, stand 12',
    },
  });
  if (response.statusCode !== 201) throw new Error(`place order: ${response.body}`);
  return (response.json() as { insertedId: string }).insertedId;
}

/** POST /api/orders/{id}/{step} as this user, with a JSON body when the step takes one. */
export function orderStep(t: TestApp, session: Session, orderId: string, step: string, payload?: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/${step}`,
    headers: session.headers,
    ...(payload ? { payload } : {}),
  });
}

/** The order as this user sees it (GET /api/orders/{id}). */
export async function orderAs(t: TestApp, session: Session, orderId: string): Promise<Order> {
  const response = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: session.headers });
  if (response.statusCode !== 200) throw new Error(`get order: ${response.body}`);
  return response.json() as Order;
}

/** Ordered by the buyer and accepted by the seller: ready to pay. Answers the order's id. */
export async function acceptedOrder(t: TestApp, buyer: Session, seller: Session, productId: string) {
  const orderId = await placeOrder(t, buyer, productId);
  const accepted = await orderStep(t, seller, orderId, 'accept');
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);
  return orderId;
}

/** POST /api/create-payment-intent as this user, with a price of the client's own (which the server ignores). */
export function openPayment(t: TestApp, session: Session, productId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: session.headers,
    payload: { productId, price: 0.01 },
  });
}

/** Opens a payment for the buyer's accepted order of the item; answers the intent. */
export async function startPayment(t: TestApp, buyer: Session, productId: string) {
  const response = await openPayment(t, buyer, productId);
  if (response.statusCode !== 200) throw new Error(`create-payment-intent: ${response.body}`);
  return response.json() as { clientSecret: string; paymentIntentId: string; amount: number };
}

/** Orders, accepts and opens the payment. */
export async function orderAndStartPayment(t: TestApp, buyer: Session, seller: Session, productId: string) {
  const orderId = await acceptedOrder(t, buyer, seller, productId);
  return { orderId, ...(await startPayment(t, buyer, productId)) };
}

export function recordPayment(t: TestApp, buyer: Session, productId: string, transactionId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: buyer.headers,
    payload: { productId, transactionId, price: 0.01, buyerEmail: 'x@y.test' },
  });
}

export const testCard = (number: string, overrides: object = {}) => ({
  number,
  expMonth: 12,
  expYear: new Date().getFullYear() + 2,
  cvc: '123',
  ...overrides,
});

export function confirmSandboxCard(t: TestApp, buyer: Session, clientSecret: string, card: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/sandbox/confirm',
    headers: buyer.headers,
    payload: { clientSecret, card },
  });
}

/** Pays for the buyer's accepted order of the item with the sandbox's succeeding test card. */
export async function payAcceptedOrder(t: TestApp, buyer: Session, productId: string) {
  const intent = await startPayment(t, buyer, productId);
  await confirmSandboxCard(t, buyer, intent.clientSecret, testCard('4242 4242 4242 4242'));
  const recorded = await recordPayment(t, buyer, productId, intent.paymentIntentId);
  if (recorded.statusCode !== 201) throw new Error(`record payment: ${recorded.body}`);
  return intent;
}

/** Ordered, accepted and paid: the card authorised, the listing reserved. */
export async function paidOrder(t: TestApp, buyer: Session, seller: Session, productId: string) {
  const orderId = await acceptedOrder(t, buyer, seller, productId);
  return { orderId, ...(await payAcceptedOrder(t, buyer, productId)) };
}
