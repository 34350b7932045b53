import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { Offer } from '@contract/offers.ts';
import { notifications, offers, orders, sandboxPaymentIntents, payments, users } from '@server/db/schema.ts';
import { insertProduct } from '../support/fixtures.ts';
import { handoverCode, handoverBody } from '../support/deal-states.ts';
import { makeOffer, offerBody, offerStep, postOffer } from '../support/offers.ts';
import { acceptedOrder, orderAs, orderStep, payAcceptedOrder } from '../support/purchase.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

let t: TestApp;
let buyer: Session;
let otherBuyer: Session;
let seller: Session;
let otherSeller: Session;
beforeAll(async () => {
  t = await createTestApp();
  [buyer, otherBuyer, seller, otherSeller] = await Promise.all([
    newSession(t, 'Buyer'),
    newSession(t, 'Buyer'),
    newSession(t, 'Seller'),
    newSession(t, 'Seller'),
  ]);
});
afterAll(() => t.close());

/** A listing of the seller's asking $300. */
const listing = async () => (await insertProduct(t.database.db, seller.userId, { resellPriceCents: 30_000 })).id;
/** The offer as one side lists it: the sellers here see the offers on their listings, the buyers their own. */
const offerAs = async (session: Session, offerId: string) => {
  const side = session === seller || session === otherSeller ? 'seller' : 'buyer';
  const response = await t.app.inject({ method: 'GET', url: `/api/offers?side=${side}`, headers: session.headers });
  expect(response.statusCode).toBe(200);
  return (response.json() as Offer[]).find((offer) => offer._id === offerId)!;
};
const offerRow = async (id: string) => (await t.database.db.select().from(offers).where(eq(offers.id, id)))[0]!;
const noticesTo = async (session: Session) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, session.userId))).map(
    (notice) => notice.text,
  );
const publicIdOf = async (session: Session) =>
  (await t.database.db.select({ publicId: users.publicId }).from(users).where(eq(users.id, session.userId)))[0]!
    .publicId;
const errorOf = (response: { json(): unknown }) => (response.json() as { error: { field?: string } }).error;

describe('making an offer', () => {
  it('keeps the offer open for 48 hours, the listing on sale, and tells the seller', async () => {
    const productId = await listing();
    const response = await postOffer(t, buyer, offerBody(productId, 200));
    expect(response.statusCode).toBe(201);
    const { offer } = response.json() as { offer: Offer };
    expect(offer).toMatchObject({
      role: 'buyer',
      productID: productId,
      productName: 'Nikon FM2',
      askingPrice: 300,
      amount: 200,
      counterAmount: null,
      status: 'pending',
      orderId: null,
      buyerName: 'Buyer person',
      sellerName: 'Seller person',
      // The seller's name leads to their page.
      sellerPublicId: await publicIdOf(seller),
    });
    const hoursLeft = (new Date(offer.expiresAt).getTime() - Date.now()) / HOUR;
    expect(hoursLeft).toBeGreaterThan(47.9);
    expect(hoursLeft).toBeLessThanOrEqual(48);
    expect(await noticesTo(seller)).toContain(
      'Buyer person offers $200 for Nikon FM2 (asking $300). Accept, decline or counter within 48 hours.',
    );
    expect((await offerAs(seller, offer._id)).role).toBe('seller');
    const product = await t.app.inject({ method: 'GET', url: `/api/products/${productId}` });
    expect(product.json()).toMatchObject({ availability: 'available' });
  });

  it('answers a replay of the same offer like the first call', async () => {
    const body = offerBody(await listing(), 150);
    const first = await postOffer(t, buyer, body);
    const again = await postOffer(t, buyer, body);
    expect(again.statusCode).toBe(201);
    expect((again.json() as { offer: Offer }).offer._id).toBe((first.json() as { offer: Offer }).offer._id);
  });

  it('allows one open offer per buyer per listing, and a new one once it is answered', async () => {
    const productId = await listing();
    const offerId = await makeOffer(t, buyer, productId, 200);
    const second = await postOffer(t, buyer, offerBody(productId, 210));
    expect(second.statusCode).toBe(409);
    expect(errorOf(second)).toMatchObject({
      field: 'productID',
      message: 'You already have an open offer on this item: see My Offers',
    });
    expect((await postOffer(t, otherBuyer, offerBody(productId, 190))).statusCode).toBe(201);
    expect((await offerStep(t, seller, offerId, 'decline')).statusCode).toBe(200);
    expect((await postOffer(t, buyer, offerBody(productId, 220))).statusCode).toBe(201);
  });

  it('answers 400 naming the field: above the asking price, not positive, no contact number', async () => {
    const productId = await listing();
    const above = await postOffer(t, buyer, offerBody(productId, 300.01));
    expect(above.statusCode).toBe(400);
    expect(errorOf(above)).toMatchObject({
      field: 'amount',
      message: 'Offer at most the asking price, $300, or order it at that price',
    });
    const zero = await postOffer(t, buyer, offerBody(productId, 0));
    expect([zero.statusCode, errorOf(zero).field]).toEqual([400, 'amount']);
    const noPhone = await postOffer(t, buyer, { ...offerBody(productId, 100), buyerPhone: '' });
    expect([noPhone.statusCode, errorOf(noPhone).field]).toEqual([400, 'buyerPhone']);
    expect((await postOffer(t, buyer, offerBody(productId, 300))).statusCode).toBe(201);
  });

  it('checks who is asking before what they send', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/offers', payload: { amount: -1 } });
    expect(anonymous.statusCode).toBe(401);
    const admin = await newSession(t, 'admin');
    const asAdmin = await postOffer(t, admin, { amount: -1 });
    expect(asAdmin.statusCode).toBe(403);
  });

  it("lists each side's offers apart for an account that buys and sells, and only a seller's received ones", async () => {
    const productId = (await insertProduct(t.database.db, otherSeller.userId, { name: 'Rolleiflex 2.8F' })).id;
    const made = await makeOffer(t, seller, productId, 150);
    const listed = async (session: Session, side: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/offers?side=${side}`, headers: session.headers });
      return response.statusCode === 200 ? (response.json() as Offer[]).map((offer) => offer._id) : response.statusCode;
    };
    expect(await listed(seller, 'buyer')).toContain(made);
    expect(await listed(seller, 'seller')).not.toContain(made);
    expect(await listed(otherSeller, 'seller')).toContain(made);
    expect(await listed(buyer, 'seller')).toBe(403);
    expect(await listed(buyer, 'anyone')).toBe(400);
  });

  it('refuses a sold listing and one the buyer has already ordered', async () => {
    const sold = await insertProduct(t.database.db, seller.userId, { availability: 'sold' });
    expect((await postOffer(t, buyer, offerBody(sold.id, 100))).statusCode).toBe(409);
    const productId = await listing();
    await acceptedOrder(t, buyer, seller, productId);
    const ordered = await postOffer(t, buyer, offerBody(productId, 100));
    expect([ordered.statusCode, errorOf(ordered).field]).toEqual([409, 'productID']);
  });
});

describe('answering an offer', () => {
  it('offered, countered, accepted: an accepted order at the agreed price, which the payment asks for', async () => {
    const productId = await listing();
    const offerId = await makeOffer(t, buyer, productId, 200);
    const countered = await offerStep(t, seller, offerId, 'counter', { amount: 250 });
    expect(countered.statusCode).toBe(200);
    expect((countered.json() as { offer: Offer }).offer).toMatchObject({ status: 'countered', counterAmount: 250 });
    expect(await noticesTo(buyer)).toContain(
      'Seller person countered your offer for Nikon FM2 with $250. Accept or decline within 48 hours.',
    );

    const accepted = await offerStep(t, buyer, offerId, 'accept');
    expect(accepted.statusCode).toBe(200);
    const { offer } = accepted.json() as { offer: Offer };
    expect(offer.status).toBe('accepted');
    const order = await orderAs(t, buyer, offer.orderId!);
    expect(order).toMatchObject({ status: 'accepted', productID: productId, productPrice: 250 });
    expect(await noticesTo(seller)).toContain(
      'Buyer person accepted your counter-offer of $250 for Nikon FM2: it is an accepted order now.',
    );

    // The price is locked: a later change to the listing does not move it.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/my-products/${productId}`,
      headers: seller.headers,
      payload: { resellPrice: 400 },
    });
    await payAcceptedOrder(t, buyer, productId);
    const [paid] = await t.database.db
      .select({ amount: payments.amountCents, intent: sandboxPaymentIntents.amountCents })
      .from(payments)
      .innerJoin(sandboxPaymentIntents, eq(sandboxPaymentIntents.id, payments.transactionId))
      .where(eq(payments.orderId, offer.orderId!));
    expect(paid).toEqual({ amount: 25_000, intent: 25_000 });
  });

  it("the seller's accept makes the order at the offered price, and a replay answers the same order", async () => {
    const offerId = await makeOffer(t, buyer, await listing(), 180.5);
    const first = await offerStep(t, seller, offerId, 'accept');
    const again = await offerStep(t, seller, offerId, 'accept');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    const orderId = (first.json() as { offer: Offer }).offer.orderId!;
    expect((again.json() as { offer: Offer }).offer.orderId).toBe(orderId);
    expect(await orderAs(t, seller, orderId)).toMatchObject({ status: 'accepted', productPrice: 180.5 });
    expect((await offerRow(offerId)).status).toBe('accepted');
  });

  it('answers 403 to every wrong actor', async () => {
    const pending = await makeOffer(t, buyer, await listing(), 200);
    const countered = await makeOffer(t, buyer, await listing(), 200);
    await offerStep(t, seller, countered, 'counter', { amount: 260 });
    const refusals = [
      [otherBuyer, pending, 'withdraw'],
      [otherBuyer, countered, 'accept'],
      [otherBuyer, countered, 'decline'],
      [otherSeller, pending, 'accept'],
      [otherSeller, pending, 'decline'],
      [otherSeller, pending, 'counter'],
      [buyer, pending, 'counter'],
      [seller, pending, 'withdraw'],
    ] as const;
    for (const [session, offerId, step] of refusals) {
      const response = await offerStep(t, session, offerId, step, step === 'counter' ? { amount: 250 } : undefined);
      expect(response.statusCode, `${step} ${response.body}`).toBe(403);
    }
    expect((await offerRow(pending)).status).toBe('pending');
    expect((await offerRow(countered)).status).toBe('countered');
  });

  it('answers 409 to every step from the wrong state', async () => {
    const pending = await makeOffer(t, buyer, await listing(), 200);
    const countered = await makeOffer(t, buyer, await listing(), 200);
    await offerStep(t, seller, countered, 'counter', { amount: 260 });
    const declined = await makeOffer(t, buyer, await listing(), 200);
    await offerStep(t, seller, declined, 'decline');
    const withdrawn = await makeOffer(t, buyer, await listing(), 200);
    await offerStep(t, buyer, withdrawn, 'withdraw');
    const accepted = await makeOffer(t, buyer, await listing(), 200);
    await offerStep(t, seller, accepted, 'accept');
    const refusals = [
      [buyer, pending, 'accept'],
      [buyer, pending, 'decline'],
      [seller, countered, 'accept'],
      [seller, countered, 'decline'],
      [seller, countered, 'counter'],
      [buyer, countered, 'withdraw'],
      [seller, declined, 'accept'],
      [buyer, declined, 'withdraw'],
      [seller, withdrawn, 'counter'],
      [seller, accepted, 'decline'],
      [buyer, accepted, 'withdraw'],
    ] as const;
    for (const [session, offerId, step] of refusals) {
      const response = await offerStep(t, session, offerId, step, step === 'counter' ? { amount: 250 } : undefined);
      expect(response.statusCode, `${step} ${response.body}`).toBe(409);
    }
    const message = (await offerStep(t, seller, withdrawn, 'accept')).json() as { error: { message: string } };
    expect(message.error.message).toBe('You cannot accept this offer: it is withdrawn by the buyer.');
  });

  it('takes a counter between the offer and the asking price, else 400 naming the amount', async () => {
    const offerId = await makeOffer(t, buyer, await listing(), 200);
    for (const amount of [200, 150, 300.01]) {
      const response = await offerStep(t, seller, offerId, 'counter', { amount });
      expect([response.statusCode, errorOf(response).field]).toEqual([400, 'amount']);
    }
    const missing = await offerStep(t, seller, offerId, 'counter', {});
    expect([missing.statusCode, errorOf(missing).field]).toEqual([400, 'amount']);
    expect((await offerStep(t, seller, offerId, 'counter', { amount: 300 })).statusCode).toBe(200);
  });

  it('lets two accepts of one listing at once make exactly one order', async () => {
    const productId = await listing();
    const first = await makeOffer(t, buyer, productId, 200);
    const second = await makeOffer(t, otherBuyer, productId, 210);
    const answers = await Promise.all([offerStep(t, seller, first, 'accept'), offerStep(t, seller, second, 'accept')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const made = await t.database.db.select().from(orders).where(eq(orders.productId, productId));
    expect(made.map((order) => order.status)).toEqual(['accepted']);
    const statuses = (await t.database.db.select().from(offers).where(eq(offers.productId, productId))).map(
      (offer) => offer.status,
    );
    expect(statuses.sort()).toEqual(['accepted', 'pending']);
  });
});

describe('the 48-hour expiry', () => {
  it('the sweep expires an unanswered offer at 48 hours, not before, and tells both sides', async () => {
    const offerId = await makeOffer(t, buyer, await listing(), 200);
    await t.app.sweepOrders(inHours(47.9));
    expect((await offerRow(offerId)).status).toBe('pending');
    const swept = await t.app.sweepOrders(inHours(48.01));
    expect(swept.expiredOffers).toBeGreaterThanOrEqual(1);
    expect((await offerRow(offerId)).status).toBe('expired');
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          inArray(notifications.userId, [buyer.userId, seller.userId]),
          eq(notifications.text, 'An offer for Nikon FM2 was not answered within 48 hours and has expired.'),
        ),
      );
    expect(told.map((notice) => notice.userId)).toEqual(expect.arrayContaining([buyer.userId, seller.userId]));
    expect((await offerStep(t, seller, offerId, 'accept')).statusCode).toBe(409);
  });

  it('a counter gives the buyer 48 hours from the counter', async () => {
    const offerId = await makeOffer(t, buyer, await listing(), 200);
    await t.database.db
      .update(offers)
      .set({ expiresAt: inHours(1) })
      .where(eq(offers.id, offerId));
    await offerStep(t, seller, offerId, 'counter', { amount: 250 });
    const hoursLeft = ((await offerRow(offerId)).expiresAt.getTime() - Date.now()) / HOUR;
    expect(hoursLeft).toBeGreaterThan(47.9);
  });

  it('shows an offer past its stored deadline as expired before any sweep, refuses its steps, and takes a new one', async () => {
    const productId = await listing();
    const offerId = await makeOffer(t, buyer, productId, 200);
    await t.database.db
      .update(offers)
      .set({ expiresAt: inHours(-0.01) })
      .where(eq(offers.id, offerId));
    expect((await offerAs(buyer, offerId)).status).toBe('expired');
    expect((await offerAs(seller, offerId)).status).toBe('expired');
    const refused = await offerStep(t, seller, offerId, 'accept');
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { error: { message: string } }).error.message).toBe(
      'You cannot accept this offer: it is expired.',
    );
    expect((await postOffer(t, buyer, offerBody(productId, 210))).statusCode).toBe(201);
  });
});

describe('when the listing goes', () => {
  it('a sale closes the open offers on it, both sides told', async () => {
    const productId = await listing();
    const offerId = await makeOffer(t, otherBuyer, productId, 200);
    const orderId = await acceptedOrder(t, buyer, seller, productId);
    await payAcceptedOrder(t, buyer, productId);
    expect((await offerRow(offerId)).status).toBe('pending');
    const code = await handoverCode(t, seller, orderId);
    expect((await orderStep(t, buyer, orderId, 'handover', handoverBody(code))).statusCode).toBe(200);
    expect((await offerAs(otherBuyer, offerId)).status).toBe('closed');
    expect(await noticesTo(otherBuyer)).toContain('Nikon FM2 is no longer for sale, so your offer for it is closed.');
  });

  it('withdrawing the listing closes its open offers and tells the buyer', async () => {
    const productId = await listing();
    await makeOffer(t, buyer, productId, 200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/my-products/${productId}`,
      headers: seller.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await noticesTo(buyer)).toContain('Nikon FM2 is no longer for sale, so your offer for it is closed.');
  });
});
