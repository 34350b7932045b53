import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { accessToken, signInWithGoogle, skipCongratulations } from './app-session';
import { placeOrderThroughApi } from './shop-api';

/**
 * Someone else buys and pays for a listing (a new buyer signs up with Google in a browser of their own, then
 * orders and pays through the API, as their app would), so the listing is sold on the server.
 */
export async function buyAsAnotherBuyer(
  browser: Browser,
  request: APIRequestContext,
  productId: string,
  buyer: { email: string; name: string },
): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await skipCongratulations(page);
    await signInWithGoogle(page, buyer.email, buyer.name);
    const token = await accessToken(page);
    const headers = { Authorization: `Bearer ${token}` };

    await placeOrderThroughApi(request, token, productId, { buyerPhone: '2065550199', meetingPlace: 'Hall A' });
    const intent = await request.post('/api/create-payment-intent', { headers, data: { productId } });
    const { clientSecret } = (await intent.json()) as { clientSecret: string };
    const confirmed = await request.post('/api/sandbox/confirm', {
      headers,
      data: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
    });
    const { id: transactionId } = (await confirmed.json()) as { id: string };
    const paid = await request.post('/api/payments', { headers, data: { productId, transactionId } });
    expect(paid.status()).toBe(201);
  } finally {
    await context.close();
  }
}
