import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { orders, payments, products } from '@server/db/schema.ts';
import { handoverCode, handoverBody } from '../support/deal-states.ts';
import { startFakeStripe } from '../support/fake-stripe.ts';
import { insertProduct } from '../support/fixtures.ts';
import { orderAndStartPayment, orderStep, recordPayment } from '../support/purchase.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_shutterswap';
const DAY = 86_400_000;
let fakeStripe: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;
let seller: Session;
let buyer: Session;

beforeAll(async () => {
  fakeStripe = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fakeStripe.apiBase,
  });
  seller = await newSession(t, 'Seller');
  buyer = await newSession(t, 'Buyer');
});
afterAll(async () => {
  await t.close();
  await fakeStripe.close();
});

const stripeForSigning = new Stripe('sk_test_unused');

function webhook(payload: string, signature: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

function authorisedEvent(intentId: string) {
  const intent = fakeStripe.intents.get(intentId)!;
  return JSON.stringify({
    id: 'evt_test',
    object: 'event',
    type: 'payment_intent.amount_capturable_updated',
    data: { object: intent },
  });
}

/** A listing ordered, accepted, and its card authorised at Stripe and recorded: the order is paid. */
async function paidWithStripe(priceCents = 31_500) {
  const product = await insertProduct(t.database.db, seller.userId, { resellPriceCents: priceCents });
  const intent = await orderAndStartPayment(t, buyer, seller, product.id);
  fakeStripe.authorise(intent.paymentIntentId);
  expect((await recordPayment(t, buyer, product.id, intent.paymentIntentId)).statusCode).toBe(201);
  return { product, ...intent };
}

const paymentOf = async (orderId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.orderId, orderId)))[0];

describe('the stripe provider, through the real SDK', () => {
  it('creates a manually captured intent for the database price and tells the browser the publishable key', async () => {
    const product = await insertProduct(t.database.db, seller.userId, { resellPriceCents: 31_500 });
    const intent = await orderAndStartPayment(t, buyer, seller, product.id);
    expect(fakeStripe.intents.get(intent.paymentIntentId)).toMatchObject({
      amount: 31_500,
      currency: 'usd',
      capture_method: 'manual',
      metadata: { productId: product.id, buyerId: buyer.userId, orderId: intent.orderId },
    });
    const config = (await t.app.inject({ method: 'GET', url: '/api/client-config' })).json();
    expect(config.payments).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fake' });
  });

  it('records a payment only once Stripe says the card is authorised, and captures nothing yet', async () => {
    const product = await insertProduct(t.database.db, seller.userId);
    const intent = await orderAndStartPayment(t, buyer, seller, product.id);
    expect((await recordPayment(t, buyer, product.id, intent.paymentIntentId)).statusCode).toBe(402);
    fakeStripe.authorise(intent.paymentIntentId);
    expect((await recordPayment(t, buyer, product.id, intent.paymentIntentId)).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.availability).toBe('reserved');
    expect(fakeStripe.intents.get(intent.paymentIntentId)?.status).toBe('requires_capture');
  });

  it('captures at the hand-over: the order completed, the listing sold', async () => {
    const { product, orderId, paymentIntentId } = await paidWithStripe();
    const code = await handoverCode(t, seller, orderId);
    const response = await orderStep(t, buyer, orderId, 'handover', handoverBody(code));
    expect(response.json().order.status).toBe('completed');
    expect(fakeStripe.calls).toContain(`POST /v1/payment_intents/${paymentIntentId}/capture`);
    expect(fakeStripe.intents.get(paymentIntentId)?.status).toBe('succeeded');
    expect((await paymentOf(orderId))?.status).toBe('captured');
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.availability).toBe('sold');
  });

  it('cancels the authorisation when the order is cancelled', async () => {
    const { orderId, paymentIntentId } = await paidWithStripe();
    await orderStep(t, buyer, orderId, 'cancel-request', { reason: 'Found one closer to home' });
    await orderStep(t, seller, orderId, 'cancel-request/accept', {});
    expect(fakeStripe.intents.get(paymentIntentId)?.status).toBe('canceled');
    expect((await paymentOf(orderId))?.status).toBe('released');
  });

  it('cancels the authorisation when the 7 days run out without a hand-over', async () => {
    const { orderId, paymentIntentId } = await paidWithStripe();
    expect((await t.app.sweepOrders(new Date(Date.now() + 6 * DAY))).expired).toBe(0);
    expect(fakeStripe.intents.get(paymentIntentId)?.status).toBe('requires_capture');
    await t.app.sweepOrders(new Date(Date.now() + 7 * DAY + 60_000));
    expect(fakeStripe.intents.get(paymentIntentId)?.status).toBe('canceled');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'expired' });
  });

  it('sends a hand-over whose authorisation lapsed at Stripe to an admin as a dispute', async () => {
    const { orderId, paymentIntentId } = await paidWithStripe();
    const code = await handoverCode(t, seller, orderId);
    fakeStripe.lapse(paymentIntentId);
    const response = await orderStep(t, buyer, orderId, 'handover', handoverBody(code));
    expect(response.json().order).toMatchObject({
      status: 'disputed',
      dispute: { openedBy: 'system', reason: 'The card authorisation lapsed before the payment could be taken.' },
    });
  });

  it('cancels the order though Stripe fails to release the hold; the next sweep releases it', async () => {
    const { orderId, paymentIntentId } = await paidWithStripe();
    await orderStep(t, buyer, orderId, 'cancel-request', { reason: 'Found one closer to home' });
    fakeStripe.failNext('cancel');
    const response = await orderStep(t, seller, orderId, 'cancel-request/accept', {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().order).toMatchObject({ status: 'cancelled', availability: 'available' });
    expect(fakeStripe.intents.get(paymentIntentId)?.status).toBe('requires_capture');
    expect((await paymentOf(orderId))?.status).toBe('authorised');

    expect(await t.app.sweepOrders()).toMatchObject({ released: 1 });
    expect(fakeStripe.intents.get(paymentIntentId)?.status).toBe('canceled');
    expect((await paymentOf(orderId))?.status).toBe('released');
  });

  it('an admin decides a dispute though Stripe fails at once; the next sweep captures or releases', async () => {
    const admin = await newSession(t, 'admin');
    const decide = (orderId: string, decision: 'release' | 'refund') =>
      t.app.inject({
        method: 'POST',
        url: `/api/disputes/${orderId}/${decision}`,
        headers: admin.headers,
        payload: { note: 'Decided from the hand-over record' },
      });
    const released = await paidWithStripe();
    const refunded = await paidWithStripe();
    for (const { orderId } of [released, refunded]) {
      await orderStep(t, buyer, orderId, 'dispute', { reason: 'Missing parts', details: 'The strap was missing' });
    }

    fakeStripe.failNext('capture');
    const release = await decide(released.orderId, 'release');
    expect(release.statusCode, release.body).toBe(200);
    expect(release.json().order).toMatchObject({ status: 'handed_over', dispute: { resolution: 'released' } });
    fakeStripe.failNext('cancel');
    const refund = await decide(refunded.orderId, 'refund');
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().order).toMatchObject({ status: 'cancelled', dispute: { resolution: 'refunded' } });

    expect(await t.app.sweepOrders()).toMatchObject({ captured: 1, released: 1 });
    expect(fakeStripe.intents.get(released.paymentIntentId)?.status).toBe('succeeded');
    expect(fakeStripe.intents.get(refunded.paymentIntentId)?.status).toBe('canceled');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, released.orderId));
    expect(order?.status).toBe('completed');
  });

  it('refuses a payment that came too late though Stripe fails to release it at once; the next sweep releases it', async () => {
    const product = await insertProduct(t.database.db, seller.userId, { resellPriceCents: 10_000 });
    const intent = await orderAndStartPayment(t, buyer, seller, product.id);
    fakeStripe.authorise(intent.paymentIntentId);
    await orderStep(t, seller, intent.orderId, 'cancel', { reason: 'Sold it at the fair' });
    fakeStripe.failNext('cancel');
    const response = await recordPayment(t, buyer, product.id, intent.paymentIntentId);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.message).toBe(
      'This order cannot be paid any more: it is cancelled. Your card has not been charged.',
    );
    expect(fakeStripe.intents.get(intent.paymentIntentId)?.status).toBe('requires_capture');

    // The hold is not left to lapse on the buyer's card for days: the sweep releases it, once.
    expect(await t.app.sweepOrders()).toMatchObject({ released: 1 });
    expect(fakeStripe.intents.get(intent.paymentIntentId)?.status).toBe('canceled');
    expect(await t.app.sweepOrders()).toMatchObject({ released: 0 });
  });

  it('has no sandbox confirmation route', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/confirm',
      headers: buyer.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/payments/webhook', () => {
  it('records the authorisation from a correctly signed amount_capturable_updated event, once', async () => {
    const product = await insertProduct(t.database.db, seller.userId);
    const intent = await orderAndStartPayment(t, buyer, seller, product.id);
    fakeStripe.authorise(intent.paymentIntentId);
    const payload = authorisedEvent(intent.paymentIntentId);
    const signature = stripeForSigning.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect(await t.database.db.select().from(payments).where(eq(payments.productId, product.id))).toHaveLength(1);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, intent.orderId));
    expect(order?.status).toBe('paid');
  });

  it('refuses a tampered body, a wrong secret, a stale signature and a missing one, and records nothing', async () => {
    const product = await insertProduct(t.database.db, seller.userId);
    const intent = await orderAndStartPayment(t, buyer, seller, product.id);
    fakeStripe.authorise(intent.paymentIntentId);
    const payload = authorisedEvent(intent.paymentIntentId);
    const good = stripeForSigning.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const cases = [
      webhook(payload.replace('amount_capturable_updated', 'amount_capturable_updated '), good),
      webhook(payload, stripeForSigning.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' })),
      webhook(
        payload,
        stripeForSigning.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
          timestamp: Math.floor(Date.now() / 1000) - 3600,
        }),
      ),
      webhook(payload, ''),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe('stripe-signature');
    }
    expect(await t.database.db.select().from(payments).where(eq(payments.productId, product.id))).toHaveLength(0);
  });
});
