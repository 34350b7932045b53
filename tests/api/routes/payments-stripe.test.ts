import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { payments, products } from '@server/db/schema.ts';
import { startFakeStripe } from '../support/fake-stripe.ts';
import { insertProduct } from '../support/fixtures.ts';
import { orderAndStartPayment, recordPayment } from '../support/purchase.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_shutterswap';
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

function succeededEvent(intentId: string) {
  const intent = fakeStripe.intents.get(intentId)!;
  return JSON.stringify({
    id: 'evt_test',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: intent },
  });
}

describe('the stripe provider, through the real SDK', () => {
  it('creates an intent for the database price and tells the browser the publishable key', async () => {
    const product = await insertProduct(t.database.db, seller.userId, { resellPriceCents: 31_500 });
    const intent = await orderAndStartPayment(t, buyer, product.id);
    expect(fakeStripe.intents.get(intent.paymentIntentId)).toMatchObject({
      amount: 31_500,
      currency: 'usd',
      metadata: { productId: product.id, buyerId: buyer.userId },
    });
    const config = (await t.app.inject({ method: 'GET', url: '/api/client-config' })).json();
    expect(config.payments).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fake' });
  });

  it('records a payment only after Stripe says it succeeded', async () => {
    const product = await insertProduct(t.database.db, seller.userId);
    const intent = await orderAndStartPayment(t, buyer, product.id);
    expect((await recordPayment(t, buyer, product.id, intent.paymentIntentId)).statusCode).toBe(402);
    fakeStripe.succeed(intent.paymentIntentId);
    expect((await recordPayment(t, buyer, product.id, intent.paymentIntentId)).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.availability).toBe('sold');
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
  it('records the sale from a correctly signed payment_intent.succeeded event, once', async () => {
    const product = await insertProduct(t.database.db, seller.userId);
    const intent = await orderAndStartPayment(t, buyer, product.id);
    fakeStripe.succeed(intent.paymentIntentId);
    const payload = succeededEvent(intent.paymentIntentId);
    const signature = stripeForSigning.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect(await t.database.db.select().from(payments).where(eq(payments.productId, product.id))).toHaveLength(1);
  });

  it('refuses a tampered body, a wrong secret, a stale signature and a missing one, and records nothing', async () => {
    const product = await insertProduct(t.database.db, seller.userId);
    const intent = await orderAndStartPayment(t, buyer, product.id);
    fakeStripe.succeed(intent.paymentIntentId);
    const payload = succeededEvent(intent.paymentIntentId);
    const good = stripeForSigning.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const cases = [
      webhook(payload.replace('payment_intent.succeeded', 'payment_intent.succeeded '), good),
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
