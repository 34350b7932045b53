import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../support/fixtures.ts';
import { orderAs, orderStep, paidOrder, placeOrder, BUYER_PHONE } from '../support/purchase.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Issue 30: one account buys and sells; selling is turned on per account and verified by an admin. */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await newSession(t, 'admin');
});
afterAll(() => t.close());

const me = async (session: Session) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: session.headers })).json();
const startSelling = (session: Session) =>
  t.app.inject({ method: 'POST', url: '/api/users/me/selling', headers: session.headers, payload: {} });
const addListing = (session: Session) =>
  t.app.inject({ method: 'GET', url: '/api/my-products', headers: session.headers });

describe('a seller buys', () => {
  it("places an order on another seller's listing, pays for it and reads it in My Orders", async () => {
    const seller = await newSession(t, 'Seller', { verified: true });
    const sellerWhoBuys = await newSession(t, 'Seller');
    const listing = await insertProduct(t.database.db, seller.userId, { name: 'Leica M6' });

    const { orderId } = await paidOrder(t, sellerWhoBuys, seller, listing.id);

    expect(await orderAs(t, sellerWhoBuys, orderId)).toMatchObject({ role: 'buyer', status: 'paid' });
    expect(await orderAs(t, seller, orderId)).toMatchObject({ role: 'seller', status: 'paid' });
    const myOrders = await t.app.inject({ method: 'GET', url: '/api/my-orders', headers: sellerWhoBuys.headers });
    expect(myOrders.json()).toEqual([expect.objectContaining({ productName: 'Leica M6', status: 'paid' })]);
    // Their own sales are still theirs: buying changed nothing of their selling.
    expect((await addListing(sellerWhoBuys)).statusCode).toBe(200);
  });

  it('cannot order their own listing, and is told why', async () => {
    const seller = await newSession(t, 'Seller', { verified: true });
    const own = await insertProduct(t.database.db, seller.userId);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: seller.headers,
      payload: {
        clientOrderId: crypto.randomUUID(),
        productID: own.id,
        buyerPhone: BUYER_PHONE,
        meetingPlace: 'Stand 1',
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'forbidden', message: 'This is your own listing: you cannot order it' },
    });
  });

  it('accepts only the orders of their own listings, never the ones they placed', async () => {
    const seller = await newSession(t, 'Seller');
    const sellerWhoBuys = await newSession(t, 'Seller');
    const orderId = await placeOrder(t, sellerWhoBuys, (await insertProduct(t.database.db, seller.userId)).id);
    expect((await orderStep(t, sellerWhoBuys, orderId, 'accept')).statusCode).toBe(403);
    expect((await orderStep(t, seller, orderId, 'accept')).statusCode).toBe(200);
  });
});

describe('Start selling (POST /api/users/me/selling)', () => {
  it('turns selling on for a buyer, unverified until an admin verifies them', async () => {
    const buyer = await newSession(t, 'Buyer');
    expect((await addListing(buyer)).statusCode).toBe(403);

    const response = await startSelling(buyer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ acknowledged: true, user: { role: 'Seller', status: 'Unverified' } });
    expect(await me(buyer)).toMatchObject({ role: 'Seller', status: 'Unverified' });
    expect((await addListing(buyer)).statusCode).toBe(200);
    const advertise = await t.app.inject({
      method: 'GET',
      url: `/api/sellers/verified/${buyer.email}`,
      headers: buyer.headers,
    });
    expect(advertise.json()).toEqual({ isVerified: false });

    const verify = await t.app.inject({
      method: 'PUT',
      url: `/api/sellers/verify/${buyer.userId}`,
      headers: admin.headers,
    });
    expect(verify.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect(await me(buyer)).toMatchObject({ role: 'Seller', status: 'Verified' });
  });

  it('still buys once selling', async () => {
    const buyer = await newSession(t, 'Buyer');
    await startSelling(buyer);
    const seller = await newSession(t, 'Seller');
    const orderId = await placeOrder(t, buyer, (await insertProduct(t.database.db, seller.userId)).id);
    expect(await orderAs(t, buyer, orderId)).toMatchObject({ role: 'buyer', status: 'placed' });
  });

  it('leaves a verified seller verified when asked again', async () => {
    const seller = await newSession(t, 'Seller', { verified: true });
    const response = await startSelling(seller);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { role: 'Seller', status: 'Verified' } });
  });

  it('is refused to an admin (403) and to a visitor (401)', async () => {
    const refused = await startSelling(admin);
    expect(refused.statusCode).toBe(403);
    expect(await me(admin)).toMatchObject({ role: 'admin' });
    expect((await t.app.inject({ method: 'POST', url: '/api/users/me/selling' })).statusCode).toBe(401);
  });

  it('answers whether someone buys or sells by what their account can do', async () => {
    const seller = await newSession(t, 'Seller');
    const ask = async (kind: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/users/${kind}/${seller.email}`, headers: seller.headers })
      ).json();
    expect(await ask('buyer')).toEqual({ isBuyer: true });
    expect(await ask('seller')).toEqual({ isSeller: true });
    expect(await ask('admin')).toEqual({ isAdmin: false });
  });
});

describe('registration', () => {
  it('makes an account that buys when no role is asked for', async () => {
    const email = 'new.trader@example.test';
    const idToken = t.identities.issue({ email, uid: `uid-${email}` });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { authorization: `Bearer ${idToken}` },
      payload: { email, displayName: 'New Trader' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().user).toEqual({
      _id: expect.any(String),
      email,
      displayName: 'New Trader',
      photoURL: '',
      role: 'Buyer',
      publicId: expect.any(String),
    });
  });
});
