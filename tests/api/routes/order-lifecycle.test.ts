import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEAL_STAGES, type DealStage } from '@contract/deal-rules.ts';
import { ORDER_STATUSES } from '@contract/orders.ts';
import { notifications, orders, payments, products, sandboxPaymentIntents } from '@server/db/schema.ts';
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
  /** Who may take it, and from which stages of the deal. */
  from: Partial<Record<Actor, DealStage[]>>;
  /** Where the same request again (the outbox replaying it) is answered as done rather than refused. */
  replayedIn?: DealStage[];
  send(as: Session, deal: Deal): ReturnType<typeof orderStep>;
};

const PAID: DealStage[] = ['paid', 'buyer_asks_to_cancel', 'seller_asks_to_cancel', 'handover_recorded'];
const OPEN: DealStage[] = ['placed', 'accepted', ...PAID, 'handed_over', 'completed', 'disputed'];
const STEPS: Step[] = [
  { name: 'accept', from: { seller: ['placed'] }, send: (as, d) => orderStep(t, as, d.orderId, 'accept') },
  { name: 'decline', from: { seller: ['placed'] }, send: (as, d) => orderStep(t, as, d.orderId, 'decline') },
  {
    // Once paid, neither side ends the deal alone.
    name: 'cancel',
    from: { buyer: ['placed', 'accepted'], seller: ['accepted'] },
    send: (as, d) => orderStep(t, as, d.orderId, 'cancel', { reason: 'Plans changed' }),
  },
  {
    name: 'cancel-request',
    from: { buyer: ['paid'], seller: ['paid'] },
    send: (as, d) => orderStep(t, as, d.orderId, 'cancel-request', { reason: 'Plans changed' }),
  },
  {
    name: 'cancel-request/accept',
    from: { buyer: ['seller_asks_to_cancel'], seller: ['buyer_asks_to_cancel'] },
    send: (as, d) => orderStep(t, as, d.orderId, 'cancel-request/accept', {}),
  },
  {
    name: 'handed-over',
    from: { seller: ['paid', 'buyer_asks_to_cancel', 'seller_asks_to_cancel'] },
    replayedIn: ['handover_recorded', 'handed_over', 'completed'],
    send: (as, d) => orderStep(t, as, d.orderId, 'handed-over', { recordedAt: new Date().toISOString() }),
  },
  {
    name: 'dispute',
    from: { buyer: PAID, seller: ['paid', 'buyer_asks_to_cancel', 'seller_asks_to_cancel'] },
    send: (as, d) =>
      orderStep(t, as, d.orderId, 'dispute', {
        reason: 'Never handed over',
        details: 'The other party did not come to the meeting',
      }),
  },
  {
    name: 'handover',
    from: { buyer: PAID },
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

/** Where the deal stands as its buyer sees it. */
async function stageAs(session: Session, orderId: string): Promise<DealStage> {
  const order = await orderAs(t, session, orderId);
  if (order.status !== 'paid') return order.status;
  if (order.handoverRecordedAt) return 'handover_recorded';
  return order.cancelRequest ? `${order.cancelRequest.by}_asks_to_cancel` : 'paid';
}

describe.each(STEPS)('$name', (step) => {
  const parties = Object.keys(step.from) as Actor[];
  const firstState = (party: Actor) => step.from[party]![0]!;
  const sharedState =
    step.from[parties[0]!]!.find((status) => parties.every((p) => step.from[p]!.includes(status))) ??
    firstState(parties[0]!);
  const wrongActors = ACTORS.filter((actor) => !parties.includes(actor));
  const wrongStates = parties.flatMap((party) =>
    DEAL_STAGES.filter((status) => !step.from[party]!.includes(status) && !step.replayedIn?.includes(status)).map(
      (status) => [party, status] as const,
    ),
  );

  it.each(wrongActors)(`answers 403 to the %s (order ${sharedState}) and changes nothing`, async (actor) => {
    const deal = await dealIn(t, sharedState, buyer, seller);
    const response = await step.send(session(actor), deal);
    expect(response.statusCode, response.body).toBe(403);
    expect(await stageAs(buyer, deal.orderId)).toBe(sharedState);
  });

  it.each(wrongStates)('answers 409 to the %s when the order is %s, and changes nothing', async (party, status) => {
    const deal = await dealIn(t, status, buyer, seller);
    const response = await step.send(session(party), deal);
    expect(response.statusCode, response.body).toBe(409);
    expect(await stageAs(buyer, deal.orderId)).toBe(status);
  });

  it.skipIf(!step.replayedIn).each(step.replayedIn ?? [])('answers the same request again when %s', async (status) => {
    const deal = await dealIn(t, status, buyer, seller);
    const response = await step.send(session(parties[0]!), deal);
    expect(response.statusCode, response.body).toBe(200);
    expect(await stageAs(buyer, deal.orderId)).toBe(status);
  });

  it.each(parties)(`is taken by the %s`, async (actor) => {
    const deal = await dealIn(
      t,
      step.from[actor]!.includes(sharedState) ? sharedState : firstState(actor),
      buyer,
      seller,
    );
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
    // Anyone who buys but placed no order of it (its seller too: a seller buys as well) has nothing to pay.
    for (const who of [otherBuyer, seller]) {
      const response = await openPayment(t, who, deal.productId);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe('Ask to buy this item before paying');
    }
    expect((await openPayment(t, admin, deal.productId)).statusCode).toBe(403);
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

    // The buyer's phone says it took the code a day before the payment (its clock is wrong): the payment's time counts.
    const tookAt = new Date(Date.now() - 86_400_000).toISOString();
    const handedOver = await orderStep(t, buyer, orderId, 'handover', handoverBody(sellersView.handoverCode!, tookAt));
    expect(handedOver.statusCode, handedOver.body).toBe(200);
    expect(handedOver.json().order).toMatchObject({ status: 'completed', availability: 'sold', handoverCheck: null });
    const [captured] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(captured?.status).toBe('captured');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.handoverConfirmedAt?.toISOString()).toBe(order?.paidAt?.toISOString());
    expect(order?.handedOverAt).not.toBeNull();

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

  it('keeps a paid deal when the buyer cancels alone (the item may be in their hands): 409, the hold and the reservation stand', async () => {
    const deal = await dealIn(t, 'paid', buyer, seller);
    const response = await orderStep(t, buyer, deal.orderId, 'cancel', { reason: 'Changed my mind' });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.message).toBe(
      'You cannot cancel this order: it is paid and waiting for the hand-over.',
    );
    expect(await orderAs(t, buyer, deal.orderId)).toMatchObject({ status: 'paid', availability: 'reserved' });
    expect(await holdOf(t, deal.orderId)).toEqual({ payment: 'authorised', intent: 'requires_capture' });
    // The seller can still say it went wrong.
    const disputed = await orderStep(t, seller, deal.orderId, 'dispute', {
      reason: 'Other',
      details: 'The buyer took it and vanished',
    });
    expect(disputed.json().order.status).toBe('disputed');
  });

  it('cancels a paid deal when the other side agrees: the hold released, the listing back on sale, the asker told', async () => {
    const deal = await dealIn(t, 'paid', buyer, seller);
    const asked = await orderStep(t, seller, deal.orderId, 'cancel-request', { reason: 'The lens has a scratch' });
    expect(asked.json().order).toMatchObject({
      status: 'paid',
      cancelRequest: { by: 'seller', reason: 'The lens has a scratch' },
    });
    expect((await orderAs(t, buyer, deal.orderId)).cancelRequest?.by).toBe('seller');
    const agreed = await orderStep(t, buyer, deal.orderId, 'cancel-request/accept', {});
    expect(agreed.json().order).toMatchObject({
      status: 'cancelled',
      cancelReason: 'seller',
      availability: 'available',
    });
    expect(await holdOf(t, deal.orderId)).toEqual({ payment: 'released', intent: 'canceled' });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.orderId, deal.orderId));
    expect(told.filter((notice) => notice.userId === seller.userId).map((notice) => notice.text)).toContain(
      'Buyer person agreed: the order for Nikon FM2 is cancelled and the hold on the card released.',
    );
  });

  it('opens a dispute when the seller answers the buyer\'s request to cancel with "handed over"', async () => {
    const deal = await dealIn(t, 'buyer_asks_to_cancel', buyer, seller);
    const answered = await orderStep(t, seller, deal.orderId, 'handed-over', {
      recordedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().order).toMatchObject({ status: 'disputed', availability: 'reserved' });
    expect(answered.json().order.dispute).toMatchObject({ openedBy: 'seller' });
    expect(await holdOf(t, deal.orderId)).toEqual({ payment: 'authorised', intent: 'requires_capture' });
  });

  it('takes the payment when the seller recorded the hand-over and the buyer neither confirmed nor disputed in 48 hours', async () => {
    const deal = await dealIn(t, 'paid', buyer, seller);
    const recorded = await orderStep(t, seller, deal.orderId, 'handed-over', { recordedAt: new Date().toISOString() });
    const { expiresAt, handoverRecordedAt } = recorded.json().order;
    expect(handoverRecordedAt).not.toBeNull();
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(47.9 * 3_600_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThan(48.1 * 3_600_000);
    // The buyer cannot end it by asking to cancel now; disputing is still open to them.
    expect((await orderStep(t, buyer, deal.orderId, 'cancel-request', {})).statusCode).toBe(409);
    await t.app.sweepOrders(new Date(Date.now() + 47 * 3_600_000));
    expect((await orderAs(t, buyer, deal.orderId)).status).toBe('paid');
    await t.app.sweepOrders(new Date(Date.now() + 49 * 3_600_000));
    expect(await orderAs(t, buyer, deal.orderId)).toMatchObject({ status: 'completed', availability: 'sold' });
    expect(await holdOf(t, deal.orderId)).toEqual({ payment: 'captured', intent: 'succeeded' });
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
    await orderStep(t, buyer, deal.orderId, 'cancel-request', {});
    await orderStep(t, seller, deal.orderId, 'cancel-request/accept', {});
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
  it('a cancel and a payment of one order at the same moment: whichever comes first stands, no money held for a cancel', async () => {
    const deal = await dealIn(t, 'accepted', buyer, seller);
    const intent = await startPayment(t, buyer, deal.productId);
    await confirmSandboxCard(t, buyer, intent.clientSecret, testCard('4242424242424242'));
    const [paid, cancelled] = await Promise.all([
      recordPayment(t, buyer, deal.productId, intent.paymentIntentId),
      orderStep(t, seller, deal.orderId, 'cancel', { reason: 'Sold it at the fair' }),
    ]);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, deal.orderId));
    const [listing] = await t.database.db.select().from(products).where(eq(products.id, deal.productId));
    const [row] = await t.database.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intent.paymentIntentId));
    const outcome = [paid.statusCode, cancelled.statusCode, order?.status, listing?.availability, row?.status];
    expect([
      [409, 200, 'cancelled', 'available', 'canceled'],
      [201, 409, 'paid', 'reserved', 'requires_capture'],
    ]).toContainEqual(outcome);
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
    const deal = await dealIn(t, 'seller_asks_to_cancel', buyer, seller);
    await orderStep(t, buyer, deal.orderId, 'cancel-request/accept', {});
    const response = await withdraw(deal.productId);
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await t.database.db.select().from(orders).where(eq(orders.id, deal.orderId))).toEqual([]);
  });
});
