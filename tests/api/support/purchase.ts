import { randomUUID } from 'node:crypto';
import type { Session } from './sessions.ts';
import type { TestApp } from './test-app.ts';

/** Puts the item in the buyer's cart and opens a payment for it; answers the intent. */
export async function orderAndStartPayment(t: TestApp, buyer: Session, productId: string) {
  await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.headers,
    payload: {
      clientOrderId: randomUUID(),
      productID: productId,
      buyerPhone: '+1 206 555 0100',
      meetingPlace: 'Camera fair, stand 12',
    },
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: buyer.headers,
    payload: { productId, price: 0.01 },
  });
  if (response.statusCode !== 200) throw new Error(`create-payment-intent: ${response.body}`);
  return response.json() as { clientSecret: string; paymentIntentId: string; amount: number };
}

export function recordPayment(t: TestApp, buyer: Session, productId: string, transactionId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: buyer.headers,
    payload: { productId, transactionId, price: 0.01, buyerEmail: 'x@y.test' },
  });
}
