import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS } from '@contract/payments.ts';
import { orders, payments, products } from '@server/db/schema.ts';
import { insertProduct } from '../support/fixtures.ts';
import { orderAndStartPayment, recordPayment } from '../support/purchase.ts';
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

const card = (number: string, overrides: object = {}) => ({
  number,
  expMonth: 12,
  expYear: new Date().getFullYear() + 2,
  cvc: '123',
  ...overrides,
});
const confirm = (session: Session, clientSecret: string, cardDetails: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sandbox/confirm',
    headers: session.headers,
    payload: { clientSecret, card: cardDetails },
  });

describe('sandbox card payments', () => {
  it('charges the database price, whatever the client says, and records the sale once', async () => {
    const product = await insertProduct(t.database.db, seller.userId, { resellPriceCents: 64_900 });
    const intent = await orderAndStartPayment(t, buyer, product.id);
    expect(intent.amount).toBe(649);

    expect((await confirm(buyer, intent.clientSecret, card(SANDBOX_TEST_CARDS.success))).statusCode).toBe(200);
    const recorded = await recordPayment(t, buyer, product.id, intent.paymentIntentId);
    expect(recorded.statusCode, recorded.body).toBe(201);
    const again = await recordPayment(t, buyer, product.id, intent.paymentIntentId);
    expect(again.json().insertedId).toBe(recorded.json().insertedId);

    const [payment] = await t.database.db.select().from(payments).where(eq(payments.productId, product.id));
    expect(payment).toMatchObject({ amountCents: 64_900, buyerId: buyer.userId, provider: 'sandbox' });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.availability).toBe('sold');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.productId, product.id));
    expect(order?.status).toBe('paid');
  });

  it.each([
    [SANDBOX_TEST_CARDS.declined, {}, 'Your card was declined.', 'card.number'],
    [SANDBOX_TEST_CARDS.insufficientFunds, {}, 'Your card has insufficient funds.', 'card.number'],
    ['4242 4242 4242 4241', {}, 'Your card number is incorrect.', 'card.number'],
    [SANDBOX_TEST_CARDS.success, { expMonth: 13 }, "Your card's expiration month is invalid.", 'card.expiry'],
    [SANDBOX_TEST_CARDS.success, { expYear: 2001 }, "Your card's expiration year is in the past.", 'card.expiry'],
    [SANDBOX_TEST_CARDS.success, { cvc: '12' }, "Your card's security code is invalid.", 'card.cvc'],
  ])("refuses %s %j with Stripe's message and sells nothing", async (number, overrides, message, field) => {
    const product = await insertProduct(t.database.db, seller.userId);
    const intent = await orderAndStartPayment(t, buyer, product.id);
    const response = await confirm(buyer, intent.clientSecret, card(number, overrides));
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toMatchObject({ code: 'payment_failed', message, field });
    const notPaid = await recordPayment(t, buyer, product.id, intent.paymentIntentId);
    expect(notPaid.statusCode).toBe(402);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.availability).toBe('available');
  });

  it('sells an item exactly once when two buyers pay at the same moment, and refunds the other', async () => {
    const product = await insertProduct(t.database.db, seller.userId);
    const intents = await Promise.all([
      orderAndStartPayment(t, buyer, product.id),
      orderAndStartPayment(t, rival, product.id),
    ]);
    await Promise.all([
      confirm(buyer, intents[0].clientSecret, card(SANDBOX_TEST_CARDS.success)),
      confirm(rival, intents[1].clientSecret, card(SANDBOX_TEST_CARDS.success)),
    ]);
    const results = await Promise.all([
      recordPayment(t, buyer, product.id, intents[0].paymentIntentId),
      recordPayment(t, rival, product.id, intents[1].paymentIntentId),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.database.db.select().from(payments).where(eq(payments.productId, product.id))).toHaveLength(1);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().error.message).toMatch(/refunded/);
  });

  it('refuses to open a payment for a sold item, or one not in the cart', async () => {
    const sold = await insertProduct(t.database.db, seller.userId, { availability: 'sold' });
    const notInCart = await insertProduct(t.database.db, seller.userId);
    for (const productId of [sold.id, notInCart.id]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: buyer.headers,
        payload: { productId },
      });
      expect(response.statusCode).toBe(409);
    }
  });

  it("refuses to record another buyer's payment, or a payment for another item", async () => {
    const product = await insertProduct(t.database.db, seller.userId);
    const other = await insertProduct(t.database.db, seller.userId);
    const intent = await orderAndStartPayment(t, buyer, product.id);
    await confirm(buyer, intent.clientSecret, card(SANDBOX_TEST_CARDS.success));
    expect((await recordPayment(t, rival, product.id, intent.paymentIntentId)).statusCode).toBe(403);
    expect((await recordPayment(t, buyer, other.id, intent.paymentIntentId)).statusCode).toBe(400);
    expect((await recordPayment(t, buyer, product.id, 'pi_made_up')).statusCode).toBe(400);
  });

  it('refunds and refuses when the seller changed the price during the payment', async () => {
    const product = await insertProduct(t.database.db, seller.userId, { resellPriceCents: 10_000 });
    const intent = await orderAndStartPayment(t, buyer, product.id);
    await confirm(buyer, intent.clientSecret, card(SANDBOX_TEST_CARDS.success));
    await t.database.db.update(products).set({ resellPriceCents: 20_000 }).where(eq(products.id, product.id));
    const response = await recordPayment(t, buyer, product.id, intent.paymentIntentId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/changed the price/);
  });
});
