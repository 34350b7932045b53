import { expect, type APIRequestContext } from '@playwright/test';
import type { Product } from '@contract/catalogue';
import type { Order } from '@contract/orders';
import { accessTokenAnswerSchema } from '@contract/users';
import { clientConfigSchema } from '@contract/client-config';
import { emulatorGoogleIdToken } from '@/features/auth/lib/emulator-google-credential';
import { demoSellerEmail } from './shop-api';

/**
 * Someone on a phone of their own signs in with Google, through the APIs their app calls (the emulator's Google
 * sign-in, POST /api/users, GET /api/jwt), with no browser to start; the first time for an email this registers a
 * new Buyer, and a demo seller's first sign-in links their seeded account. Answers their access token.
 */
export async function tokenOf(request: APIRequestContext, person: { email: string; name: string }): Promise<string> {
  const { firebase } = clientConfigSchema.parse(await (await request.get('/api/client-config')).json());
  if (!firebase.emulatorUrl) throw new Error('Google sign-in through the API needs the auth emulator');
  const idTokenParam = new URLSearchParams({ id_token: emulatorGoogleIdToken(person), providerId: 'google.com' });
  const signedIn = await request.post(
    `${firebase.emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=${firebase.apiKey}`,
    { data: { postBody: idTokenParam.toString(), requestUri: 'http://localhost', returnSecureToken: true } },
  );
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const { idToken, email } = (await signedIn.json()) as { idToken: string; email: string };
  const asFirebaseUser = { Authorization: `Bearer ${idToken}` };
  const created = await request.post('/api/users', {
    headers: asFirebaseUser,
    data: { email, displayName: person.name, photoURL: '' },
  });
  expect([200, 201], await created.text()).toContain(created.status());
  const session = await request.get(`/api/jwt?email=${encodeURIComponent(email)}`, { headers: asFirebaseUser });
  expect(session.status(), await session.text()).toBe(200);
  return accessTokenAnswerSchema.parse(await session.json()).accessToken;
}

/**
 * The listing's seller, on a phone of their own, accepts the order placed on it, through the API as their app
 * would (a demo seller signing in with Google links their account). `signedInToken` reads the seller's email.
 * Answers the seller's token and the order.
 */
export async function acceptAsTheSeller(
  request: APIRequestContext,
  productId: string,
  signedInToken: string,
): Promise<{ sellerToken: string; order: Order }> {
  const listing = (await (
    await request.get(`/api/products/${productId}`, { headers: { Authorization: `Bearer ${signedInToken}` } })
  ).json()) as Product;
  const sellerToken = await tokenOf(request, { email: demoSellerEmail(listing), name: listing.sellerName });
  const asSeller = { Authorization: `Bearer ${sellerToken}` };
  const received = (await (await request.get('/api/seller-orders', { headers: asSeller })).json()) as Order[];
  const order = received.find((row) => row.productID === productId && row.status === 'placed');
  expect(order, 'a placed order of the listing').toBeDefined();
  const accepted = await request.post(`/api/orders/${order!._id}/accept`, { headers: asSeller, data: {} });
  expect(accepted.status()).toBe(200);
  return { sellerToken, order: order! };
}
