import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '@contract/orders.ts';
import { orders, payments, products, sandboxPaymentIntents } from '@server/db/schema.ts';
import { dealIn, handoverBody, holdOf, type Deal } from '../support/deal-states.ts';
import { insertProduct } from '../support/fixtures.ts';
import {
  BUYER_PHONE,
  confirmSandboxCard,
  openPayment,
  orderAs,
  orderStep,
  placeOrder,
  recordPayment,
  startPayment,
  testCard,
} from '../support/purchase.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let buyer: Session;
let seller: Session;
let otherBuyer: Session;
let otherSeller: Session;
let admin: Session;
beforeAll(async () => {
  // Each step is tried from every status by the same few people: far more writes than a person makes in a minute.
  t = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '100000' });
  buyer = await newSession(t, 'Buyer');
  seller = await newSession(t, 'Seller');
  otherBuyer = await newSession(t, 'Buyer');
  otherSeller = await newSession(t, 'Seller');
  admin = await newSession(t, 'admin');
});
afterAll(() => t.close());

type Actor = 'buyer' | 'seller' | 'otherBuyer' | 'otherSeller' | 'admin';
const ACTORS: Actor[] = ['buyer', 'seller', 'otherBuyer', 'otherSeller', 'admin'];
const session = (actor: Actor) => ({ buyer, seller, otherBuyer, otherSeller, admin })[actor];

type Step = {
  name: string;
  /** Who may take it, and from which statuses. */
  from: Partial<Record<Actor, OrderStatus[]>>;
  /** Where the same request again (the outbox replaying it) is answered as done rather than refused. */
  replayedIn?: OrderStatus[];
  send(as: Session, deal: Deal): ReturnType<typeof orderStep>;
};

const OPEN: OrderStatus[] = ['placed', 'accepted', 'paid', 'handed_over', 'completed', 'disputed'];
const STEPS: Step[] = [
  { name: 'accept', from: { seller: ['placed'] }, send: (as, d) => orderStep(t, as, d.orderId, 'accept') },
  { name: 'decline', from: { seller: ['placed'] }, send: (as, d) => orderStep(t, as, d.orderId, 'decline') },
  {
    name: 'cancel',
    from: { buyer: ['placed', 'accepted', 'paid'], seller: ['accepted', 'paid'] },
    send: (as, d) => orderStep(t, as, d.orderId, 'cancel', { reason: 'Plans changed' }),
  },
  {
    name: 'dispute',
    from: { buyer: ['paid'], seller: ['paid'] },
    send: (as, d) => orderStep(t, as, d.orderId, 'dispute', { reason: 'The other party did not come to the meeting' }),
  },
  {
    name: 'handover',
    from: { buyer: ['paid'] },
    replayedIn: ['handed_over', 'completed'],
    send: (as, d) => orderStep(t, as, d.orderId, 'handover', handoverBody(d.code ?? '123456')),
  },
  {
    name: 'rating',
    from: { buyer: ['completed'], seller: ['completed'] },
    send: (as, d) => orderStep(t, as, d.orderId, 'rating', { stars: 5, comment: 'Smooth deal' }),
  },
  {
    name: 'remove',
    from: { buyer: ['placed', 'declined'] },
    send: (as, d) => t.app.inject({ method: 'DELETE', url: `/api/orders/${d.orderId}`, headers: as.headers }),
  },
  {
    name: 'message',
    from: { buyer: OPEN, seller: OPEN },
    send: (as, d) =>
      orderStep(t, as, d.orderId, 'messages', { messageId: crypto.randomUUID(), kind: 'text', text: 'Hi' }),
  },
];

describe.each(STEPS)('$name', (step) => {
  const parties = Object.keys(step.from) as Actor[];
  const sharedState = step.from[parties[0]!]!.find((status) => parties.every((p) => step.from[p]!.includes(status)))!;
  const wrongActors = ACTORS.filter((actor) => !parties.includes(actor));
  const wrongStates = parties.flatMap((party) =>
    ORDER_STATUSES.filter((status) => !step.from[party]!.includes(status) && !step.replayedIn?.includes(status)).map(
      (status) => [party, status] as const,
    ),
  );

  it.each(wrongActors)(`answers 403 to the %s (order ${sharedState}) and changes nothing`, async (actor) => {
    const deal = await dealIn(t, sharedState, buyer, seller);
    const response = await step.send(session(actor), deal);
    expect(response.statusCode, response.body).toBe(403);
    expect((await orderAs(t, buyer, deal.orderId)).status).toBe(sharedState);
  });

  it.each(wrongStates)('answers 409 to the %s when the order is %s, and changes nothing', async (party, status) => {
    const deal = await dealIn(t, status, buyer, seller);
    const response = await step.send(session(party), deal);
    expect(response.statusCode, response.body).toBe(409);
    expect((await orderAs(t, buyer, deal.orderId)).status).toBe(status);
  });

  it.skipIf(!step.replayedIn).each(step.replayedIn ?? [])('answers the same request again when %s', async (status) => {
    const deal = await dealIn(t, status, buyer, seller);
    const response = await step.send(session(parties[0]!), deal);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().order.status).toBe(status);
  });

  it.each(parties)(`is taken by the %s from ${sharedState}`, async (actor) => {
    const deal = await dealIn(t, sharedState, buyer, seller);
    const response = await step.send(session(actor), deal);
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('paying', () => {
  it.each(ORDER_STATUSES.filter((status) => status !== 'accepted'))(
    'cannot start while the order is %s (409)',
    async (status) => {
      const deal = await dealIn(t, status, buyer, seller);
      const response = await openPayment(t, buyer, deal.productId);
      expect(response.statusCode, response.body).toBe(409);
    },
  );

  it('is for the buyer of an accepted order only', async () => {
    const deal = await dealIn(t, 'accepted', buyer, seller);
    const asOtherBuyer = await openPayment(t, otherBuyer, deal.productId);
    expect(asOtherBuyer.statusCode).toBe(409);
    expect(asOtherBuyer.json().error.message).toBe('Add this item to your cart before paying');
    for (const who of [seller, admin]) {
      expect((await openPayment(t, who, deal.productId)).statusCode).toBe(403);
    }
  });

  it('records no payment for an order cancelled while the buyer typed the card: 409, the authorisation released', async () => {
    const deal = await dealIn(t, 'accepted', buyer, seller);
    const intent = await startPayment(t, buyer, deal.productId);
    await confirmSandboxCard(t, buyer, intent.clientSecret, testCard('4242424242424242'));
    await orderStep(t, seller, deal.orderId, 'cancel', { reason: 'Sold it at the fair' });
    const response = await recordPayment(t, buyer, deal.productId, intent.paymentIntentId);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.message).toBe(
      'This order cannot be paid any more: it is cancelled. Your card has not been charged.',
    );
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, deal.orderId))).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intent.paymentIntentId));
    expect(row?.status).toBe('canceled');
  });
});

describe('the whole deal', () => {
  it('goes placed → accepted → paid (authorised, listing reserved) → handed over → completed (captured, sold)', async () => {
    const product = await insertProduct(t.database.db, seller.userId, { name: 'Leica M6', resellPriceCents: 215_000 });
    const orderId = await placeOrder(t, buyer, product.id);
    expect(await orderAs(t, seller, orderId)).toMatchObject({ status: 'placed', role: 'seller', buyerPhone: null });
    expect(await orderAs(t, buyer, orderId)).toMatchObject({
      role: 'buyer',
      sellerPhone: null,
      buyerPhone: BUYER_PHONE,
    });

    const accepted = await orderStep(t, seller, orderId, 'accept');
    expect(accepted.json().order).toMatchObject({ status: 'accepted', buyerPhone: BUYER_PHONE });
    expect(await orderAs(t, buyer, orderId)).toMatchObject({ sellerPhone: '+1 503 555 0100' });
    const deadline = Date.parse(accepted.json().order.expiresAt);
    expect(deadline - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(deadline - Date.now()).toBeLessThan(7.1 * 86_400_000);

    const intent = await startPayment(t, buyer, product.id);
    expect(intent.amount).toBe(2150);
    await confirmSandboxCard(t, buyer, intent.clientSecret, testCard('4242424242424242'));
    const recorded = await recordPayment(t, buyer, product.id, intent.paymentIntentId);
    expect(recorded.statusCode, recorded.body).toBe(201);

    const [intentRow] = await t.database.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intent.paymentIntentId));
    expect(intentRow?.status).toBe('requires_capture');
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({ status: 'authorised', amountCents: 215_000 });
    const listing = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(listing.json().availability).toBe('reserved');

    const sellersView = await orderAs(t, seller, orderId);
    const buyersView = await orderAs(t, buyer, orderId);
    expect(sellersView.status).toBe('paid');
    expect(sellersView.handoverCode).toMatch(/^\d{6}$/);
    expect(sellersView.handoverCheck).toBeNull();
    expect(buyersView.handoverCode).toBeNull();
    const expectedCheck = createHash('sha256').update(`${orderId}:${sellersView.handoverCode}`).digest('hex');
    expect(buyersView.handoverCheck).toBe(expectedCheck);

    // The buyer's phone took the code an hour ago, offline; the confirmation arrives now.
    const tookAt = new Date(Date.now() - 3_600_000).toISOString();
    const handedOver = await orderStep(t, buyer, orderId, 'handover', handoverBody(sellersView.handoverCode!, tookAt));
    expect(handedOver.statusCode, handedOver.body).toBe(200);
    expect(handedOver.json().order).toMatchObject({ status: 'completed', availability: 'sold', handoverCheck: null });
    const [captured] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(captured?.status).toBe('captured');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.handoverConfirmedAt?.toISOString()).toBe(tookAt);

    // The outbox may send the same confirmation again: answered as done, nothing changes.
    const replay = await orderStep(t, buyer, orderId, 'handover', handoverBody(sellersView.handoverCode!, tookAt));
    expect(replay.statusCode).toBe(200);
    expect(replay.json().order.status).toBe('completed');
  });

  it('refuses a wrong hand-over code with 400 naming the code, and counts it', async () => {
    const deal = await dealIn(t, 'paid', buyer, seller);
    const wrong = deal.code === '000000' ? '000001' : '000000';
    const response = await orderStep(t, buyer, deal.orderId, 'handover', handoverBody(wrong));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      field: 'code',
      message: "This is not the code on the seller's phone. Check the 6 digits and try again.",
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, deal.orderId));
    expect(order).toMatchObject({ status: 'paid', handoverFailedAttempts: 1 });
  });

  it('releases the authorisation and puts the listing back on sale when a paid order is cancelled', async () => {
    const deal = await dealIn(t, 'paid', buyer, seller);
    const response = await orderStep(t, seller, deal.orderId, 'cancel', { reason: 'The lens has a scratch' });
    expect(response.json().order).toMatchObject({
      status: 'cancelled',
      cancelReason: 'seller',
      availability: 'available',
    });
    expect(await holdOf(t, deal.orderId)).toEqual({ payment: 'released', intent: 'canceled' });
  });

  it('refuses a new order on a reserved listing, and lets another buyer order it once the deal fell through', async () => {
    const deal = await dealIn(t, 'paid', buyer, seller);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: otherBuyer.headers,
      payload: {
        clientOrderId: crypto.randomUUID(),
        productID: deal.productId,
        buyerPhone: '+1 206 555 0111',
        meetingPlace: 'Stand 4',
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Sorry, this item is reserved for another buyer who has paid for it');
    await orderStep(t, buyer, deal.orderId, 'cancel', {});
    await placeOrder(t, otherBuyer, deal.productId);
  });
});

describe('one deal per listing, whatever arrives at once', () => {
  it('accepts exactly one of three orders the seller accepts at the same moment', async () => {
    const product = await insertProduct(t.database.db, seller.userId);
    const third = await newSession(t, 'Buyer');
    const orderIds = [
      await placeOrder(t, buyer, product.id),
      await placeOrder(t, otherBuyer, product.id),
      await placeOrder(t, third, product.id),
    ];
    const answers = await Promise.all(orderIds.map((id) => orderStep(t, seller, id, 'accept')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await t.database.db.select().from(orders).where(eq(orders.productId, product.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['accepted', 'placed', 'placed']);
  });

  it('records exactly one of two payments of one order sent at the same moment, and releases the other', async () => {
    const deal = await dealIn(t, 'accepted', buyer, seller);
    // Two tabs opened the payment page: two intents, both cards authorised.
    const intents = [await startPayment(t, buyer, deal.productId), await startPayment(t, buyer, deal.productId)];
    for (const intent of intents) {
      await confirmSandboxCard(t, buyer, intent.clientSecret, testCard('4242424242424242'));
    }
    const answers = await Promise.all(
      intents.map((intent) => recordPayment(t, buyer, deal.productId, intent.paymentIntentId)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error.message).toBe(
      'This order cannot be paid any more: it is paid and waiting for the hand-over. Your card has not been charged.',
    );
    const recorded = await t.database.db.select().from(payments).where(eq(payments.productId, deal.productId));
    expect(recorded).toHaveLength(1);
    const statuses = await t.database.db
      .select({ id: sandboxPaymentIntents.id, status: sandboxPaymentIntents.status })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.amountCents, 30_000));
    const ours = statuses.filter((row) => intents.some((intent) => intent.paymentIntentId === row.id));
    expect(ours.map((row) => row.status).sort()).toEqual(['canceled', 'requires_capture']);
    const [listing] = await t.database.db.select().from(products).where(eq(products.id, deal.productId));
    expect(listing?.availability).toBe('reserved');
  });
  it('a cancel and a payment of one order at the same moment leave it cancelled, the hold released, the item on sale', async () => {
    const deal = await dealIn(t, 'accepted', buyer, seller);
    const intent = await startPayment(t, buyer, deal.productId);
    await confirmSandboxCard(t, buyer, intent.clientSecret, testCard('4242424242424242'));
    const [paid, cancelled] = await Promise.all([
      recordPayment(t, buyer, deal.productId, intent.paymentIntentId),
      orderStep(t, seller, deal.orderId, 'cancel', { reason: 'Sold it at the fair' }),
    ]);
    // Whichever came first, the cancel stands, and no money is held.
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect([201, 409]).toContain(paid.statusCode);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, deal.orderId));
    expect(order?.status).toBe('cancelled');
    const [listing] = await t.database.db.select().from(products).where(eq(products.id, deal.productId));
    expect(listing?.availability).toBe('available');
    const [row] = await t.database.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intent.paymentIntentId));
    expect(row?.status).toBe('canceled');
    const held = await t.database.db.select().from(payments).where(eq(payments.orderId, deal.orderId));
    expect(held.filter((payment) => payment.status !== 'released')).toEqual([]);
  });
});

describe('the listing of a deal', () => {
  const withdraw = (orderProductId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/my-products/${orderProductId}`, headers: seller.headers });

  it('cannot be changed or withdrawn while a buyer has paid for it (409)', async () => {
    const deal = await dealIn(t, 'paid', buyer, seller);
    expect((await withdraw(deal.productId)).statusCode).toBe(409);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/my-products/${deal.productId}`,
      headers: seller.headers,
      payload: { resellPrice: 1 },
    });
    expect(edit.statusCode).toBe(409);
  });

  it('is withdrawn with its orders once a paid deal was cancelled and its hold released', async () => {
    const deal = await dealIn(t, 'paid', buyer, seller);
    await orderStep(t, buyer, deal.orderId, 'cancel', {});
    const response = await withdraw(deal.productId);
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await t.database.db.select().from(orders).where(eq(orders.id, deal.orderId))).toEqual([]);
  });
});
