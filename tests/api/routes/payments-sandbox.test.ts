import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS } from '@contract/payments.ts';
import { orders, payments, products, sandboxPaymentIntents } from '@server/db/schema.ts';
import { insertProduct } from '../support/fixtures.ts';
import {
  acceptedOrder,
  confirmSandboxCard,
  openPayment,
  orderAndStartPayment,
  recordPayment,
  testCard,
} from '../support/purchase.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let seller: Session;
let buyer: Session;
let rival: Session;
beforeAll(async () => {
  t = await createTestApp();
  seller = await newSession(t, 'Seller');
  buyer = await newSession(t, 'Buyer');
  rival = await newSession(t, 'Buyer');
});
afterAll(() => t.close());

const intentStatus = async (id: string) =>
  (await t.database.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id)))[0]?.status;
const listingOf = async (id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]?.availability;

describe('sandbox card payments (authorised now, captured at the hand-over)', () => {
  it('authorises the database price, whatever the client says, and records it once', async () => {
    const product = await insertProduct(t.database.db, seller.userId, { resellPriceCents: 64_900 });
    const intent = await orderAndStartPayment(t, buyer, seller, product.id);
    expect(intent.amount).toBe(649);

    expect(
      (await confirmSandboxCard(t, buyer, intent.clientSecret, testCard(SANDBOX_TEST_CARDS.success))).statusCode,
    ).toBe(200);
    expect(await intentStatus(intent.paymentIntentId)).toBe('requires_capture');
    const recorded = await recordPayment(t, buyer, product.id, intent.paymentIntentId);
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toEqual({
      acknowledged: true,
      insertedId: expect.any(String),
      transactionId: intent.paymentIntentId,
      orderId: intent.orderId,
    });
    const again = await recordPayment(t, buyer, product.id, intent.paymentIntentId);
    expect(again.json().insertedId).toBe(recorded.json().insertedId);

    const [payment] = await t.database.db.select().from(payments).where(eq(payments.productId, product.id));
    expect(payment).toMatchObject({
      amountCents: 64_900,
      buyerId: buyer.userId,
      provider: 'sandbox',
      status: 'authorised',
      orderId: intent.orderId,
    });
    expect(await listingOf(product.id)).toBe('reserved');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, intent.orderId));
    expect(order?.status).toBe('paid');
  });

  it.each([
    [SANDBOX_TEST_CARDS.declined, {}, 'Your card was declined.', 'card.number'],
    [SANDBOX_TEST_CARDS.insufficientFunds, {}, 'Your card has insufficient funds.', 'card.number'],
    ['4242 4242 4242 4241', {}, 'Your card number is incorrect.', 'card.number'],
    [SANDBOX_TEST_CARDS.success, { expMonth: 13 }, "Your card's expiration month is invalid.", 'card.expiry'],
    [SANDBOX_TEST_CARDS.success, { expYear: 2001 }, "Your card's expiration year is in the past.", 'card.expiry'],
    [SANDBOX_TEST_CARDS.success, { cvc: '12' }, "Your card's security code is invalid.", 'card.cvc'],
  ])("refuses %s %j with Stripe's message and reserves nothing", async (number, overrides, message, field) => {
    const product = await insertProduct(t.database.db, seller.userId);
    const intent = await orderAndStartPayment(t, buyer, seller, product.id);
    const response = await confirmSandboxCard(t, buyer, intent.clientSecret, testCard(number, overrides));
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toMatchObject({ code: 'payment_failed', message, field });
    const notPaid = await recordPayment(t, buyer, product.id, intent.paymentIntentId);
    expect(notPaid.statusCode).toBe(402);
    expect(await listingOf(product.id)).toBe('available');
  });

  it('lets only the buyer whose order the seller accepted pay for the item', async () => {
    const product = await insertProduct(t.database.db, seller.userId);
    await acceptedOrder(t, buyer, seller, product.id);
    const rivalOrder = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: rival.headers,
      payload: {
        clientOrderId: crypto.randomUUID(),
        productID: product.id,
        buyerPhone: '+1 206 555 0144',
        meetingPlace: 'Stand 9',
      },
    });
    expect(rivalOrder.statusCode).toBe(201);
    const response = await openPayment(t, rival, product.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'You cannot pay for this order: it is waiting for the seller to accept it.',
    );
  });

  it('refuses to open a payment for a sold item, or one not in the cart', async () => {
    const sold = await insertProduct(t.database.db, seller.userId, { availability: 'sold' });
    const notInCart = await insertProduct(t.database.db, seller.userId);
    for (const productId of [sold.id, notInCart.id]) {
      expect((await openPayment(t, buyer, productId)).statusCode).toBe(409);
    }
  });

  it("refuses to record another buyer's payment, or a payment for another item", async () => {
    const product = await insertProduct(t.database.db, seller.userId);
    const other = await insertProduct(t.database.db, seller.userId);
    const intent = await orderAndStartPayment(t, buyer, seller, product.id);
    await confirmSandboxCard(t, buyer, intent.clientSecret, testCard(SANDBOX_TEST_CARDS.success));
    expect((await recordPayment(t, rival, product.id, intent.paymentIntentId)).statusCode).toBe(403);
    expect((await recordPayment(t, buyer, other.id, intent.paymentIntentId)).statusCode).toBe(400);
    expect((await recordPayment(t, buyer, product.id, 'pi_made_up')).statusCode).toBe(400);
  });

  it("takes the price the seller accepted though the listing's price changed during the payment", async () => {
    const product = await insertProduct(t.database.db, seller.userId, { resellPriceCents: 10_000 });
    const intent = await orderAndStartPayment(t, buyer, seller, product.id);
    await confirmSandboxCard(t, buyer, intent.clientSecret, testCard(SANDBOX_TEST_CARDS.success));
    await t.database.db.update(products).set({ resellPriceCents: 20_000 }).where(eq(products.id, product.id));
    const response = await recordPayment(t, buyer, product.id, intent.paymentIntentId);
    expect(response.statusCode, response.body).toBe(201);
    expect(await intentStatus(intent.paymentIntentId)).toBe('requires_capture');
    expect(await listingOf(product.id)).toBe('reserved');
  });
});
