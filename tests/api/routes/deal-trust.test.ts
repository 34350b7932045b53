import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, orders } from '@server/db/schema.ts';
import { dealIn, handoverBody, holdOf } from '../support/deal-states.ts';
import { insertProduct } from '../support/fixtures.ts';
import { acceptedOrder, orderAs, orderStep, payAcceptedOrder, startPayment } from '../support/purchase.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/* What a party of a deal could try against the other after payment, as an attacker would. */
let t: TestApp;
let buyer: Session;
let seller: Session;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '100000' });
  buyer = await newSession(t, 'Buyer');
  seller = await newSession(t, 'Seller');
  admin = await newSession(t, 'admin');
});
afterAll(() => t.close());

const noticesOf = async (session: Session, orderId: string) =>
  (
    await t.database.db
      .select({ text: notifications.text })
      .from(notifications)
      .where(and(eq(notifications.userId, session.userId), eq(notifications.orderId, orderId)))
  ).map((notice) => notice.text);

describe('the hand-over code', () => {
  it('locks after 5 wrong tries, even against the right code, and both phones say so', async () => {
    const deal = await dealIn(t, 'paid', buyer, seller);
    const wrong = deal.code === '000000' ? '000001' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await orderStep(t, buyer, deal.orderId, 'handover', handoverBody(wrong))).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 409]);
    const right = await orderStep(t, buyer, deal.orderId, 'handover', handoverBody(deal.code!));
    expect(right.statusCode).toBe(409);
    expect(right.json().error.message).toBe(
      'The hand-over code is locked after 5 wrong tries. Ask the seller to record the hand-over on their phone; you then confirm or dispute it.',
    );
    expect(await orderAs(t, buyer, deal.orderId)).toMatchObject({ status: 'paid', handoverAttemptsLeft: 0 });
    expect(await orderAs(t, seller, deal.orderId)).toMatchObject({ status: 'paid', handoverAttemptsLeft: 0 });
    expect(await noticesOf(seller, deal.orderId)).toContain(
      'The hand-over code for Nikon FM2 is locked after 5 wrong tries. When you have handed it over, record the hand-over on your phone: Buyer person then confirms or disputes.',
    );
  });

  it('says how many tries are left on both phones', async () => {
    const deal = await dealIn(t, 'paid', buyer, seller);
    await orderStep(t, buyer, deal.orderId, 'handover', handoverBody(deal.code === '111111' ? '222222' : '111111'));
    expect((await orderAs(t, seller, deal.orderId)).handoverAttemptsLeft).toBe(4);
    expect((await orderAs(t, buyer, deal.orderId)).handoverAttemptsLeft).toBe(4);
  });
});

describe('the time a phone says it took a step', () => {
  it('is never in the future: a confirmation from tomorrow is stored as now', async () => {
    const deal = await dealIn(t, 'paid', buyer, seller);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const before = Date.now();
    await orderStep(t, buyer, deal.orderId, 'handover', handoverBody(deal.code!, tomorrow));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, deal.orderId));
    expect(order!.handoverConfirmedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(order!.handoverConfirmedAt!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it.each(['1971-01-01T00:00:00Z', '0000-01-01T00:00:00Z', '2101-01-01T00:00:00Z'])(
    'is refused with 400 naming confirmedAt when it is %s',
    async (confirmedAt) => {
      const deal = await dealIn(t, 'paid', buyer, seller);
      const response = await orderStep(t, buyer, deal.orderId, 'handover', handoverBody(deal.code!, confirmedAt));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe('confirmedAt');
      expect((await orderAs(t, buyer, deal.orderId)).status).toBe('paid');
    },
  );
});

describe('a hand-over the buyer confirmed offline before the deadline cancelled the order', () => {
  it('counts: the order goes to an admin as a dispute, the listing is reserved again, both sides are told', async () => {
    const deal = await dealIn(t, 'paid', buyer, seller);
    // At the meeting, on day 7, both phones offline: the buyer's phone takes the code.
    const tookAt = new Date().toISOString();
    // The deadline passes before the confirmation reaches the server.
    expect((await t.app.sweepOrders(new Date(Date.now() + 8 * 86_400_000))).expired).toBeGreaterThanOrEqual(1);
    expect(await orderAs(t, buyer, deal.orderId)).toMatchObject({ status: 'cancelled', availability: 'available' });

    const late = await orderStep(t, buyer, deal.orderId, 'handover', handoverBody(deal.code!, tookAt));
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().order).toMatchObject({ status: 'disputed', availability: 'reserved', cancelReason: null });
    expect(late.json().order.dispute.reason).toMatch(
      /^The buyer's phone confirmed the hand-over at \d{4}-\d\d-\d\d \d\d:\d\d UTC, before the order was cancelled at \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/,
    );
    expect((await noticesOf(seller, deal.orderId)).some((text) => text.includes("The buyer's phone confirmed"))).toBe(
      true,
    );
    expect((await noticesOf(buyer, deal.orderId)).some((text) => text.includes('An admin decides.'))).toBe(true);
    expect((await noticesOf(admin, deal.orderId)).some((text) => text.includes("The buyer's phone confirmed"))).toBe(
      true,
    );
    // The hold was released by the sweep: the admin decides what happens to the money.
    expect(await holdOf(t, deal.orderId)).toEqual({ payment: 'released', intent: 'canceled' });
  });

  it('counts against a cancel both sides agreed too, when the phone took the code before the agreement', async () => {
    const deal = await dealIn(t, 'buyer_asks_to_cancel', buyer, seller);
    // At the meeting after all, with no signal, the buyer's phone takes the code; later the seller, online, agrees
    // to the cancel the buyer had asked for before the meeting.
    const tookAt = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const agreed = await orderStep(t, seller, deal.orderId, 'cancel-request/accept', {});
    expect(agreed.json().order).toMatchObject({ status: 'cancelled', cancelReason: 'buyer' });

    const late = await orderStep(t, buyer, deal.orderId, 'handover', handoverBody(deal.code!, tookAt));
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().order).toMatchObject({ status: 'disputed', availability: 'reserved', cancelReason: null });
    expect(late.json().order.dispute.reason).toMatch(
      /^The buyer's phone confirmed the hand-over at \d{4}-\d\d-\d\d \d\d:\d\d UTC, before the order was cancelled at \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/,
    );
  });

  it('does not count when the phone took the code after the cancel: 409, the order stays cancelled', async () => {
    const deal = await dealIn(t, 'paid', buyer, seller);
    await t.app.sweepOrders(new Date(Date.now() + 8 * 86_400_000));
    const afterwards = new Date(Date.now() + 60_000).toISOString();
    const late = await orderStep(t, buyer, deal.orderId, 'handover', handoverBody(deal.code!, afterwards));
    expect(late.statusCode).toBe(409);
    expect((await orderAs(t, buyer, deal.orderId)).status).toBe('cancelled');
  });
});

describe('a hand-over the seller recorded offline before the deadline cancelled the order (issue 26, finding 11)', () => {
  it("counts as the buyer's confirmation does: the order goes to an admin as a dispute", async () => {
    // Found: the record reached the server after the sweep had cancelled the order, and was refused (409).
    const deal = await dealIn(t, 'paid', buyer, seller);
    // A second ago on the phone's clock: clearly before the sweep's cancel (the same millisecond would be a tie).
    const recordedAt = new Date(Date.now() - 1_000).toISOString();
    await t.app.sweepOrders(new Date(Date.now() + 8 * 86_400_000));
    expect(await orderAs(t, seller, deal.orderId)).toMatchObject({ status: 'cancelled', availability: 'available' });

    const late = await orderStep(t, seller, deal.orderId, 'handed-over', { recordedAt });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().order).toMatchObject({ status: 'disputed', availability: 'reserved', cancelReason: null });
    expect(late.json().order.dispute.reason).toMatch(
      /^The seller's phone recorded the hand-over at \d{4}-\d\d-\d\d \d\d:\d\d UTC, before the order was cancelled at \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/,
    );
    expect((await noticesOf(buyer, deal.orderId)).some((text) => text.includes("The seller's phone recorded"))).toBe(
      true,
    );
    expect((await noticesOf(seller, deal.orderId)).some((text) => text.includes('An admin decides.'))).toBe(true);
    // Sent again, it is answered as done.
    expect((await orderStep(t, seller, deal.orderId, 'handed-over', { recordedAt })).statusCode).toBe(200);
  });

  it('does not count when recorded after the cancel, nor from the buyer: the order stays cancelled', async () => {
    const deal = await dealIn(t, 'paid', buyer, seller);
    await t.app.sweepOrders(new Date(Date.now() + 8 * 86_400_000));
    const afterwards = new Date(Date.now() + 60_000).toISOString();
    expect((await orderStep(t, seller, deal.orderId, 'handed-over', { recordedAt: afterwards })).statusCode).toBe(409);
    const asBuyer = await orderStep(t, buyer, deal.orderId, 'handed-over', { recordedAt: new Date(0).toISOString() });
    expect(asBuyer.statusCode).toBe(403);
    expect((await orderAs(t, buyer, deal.orderId)).status).toBe('cancelled');
  });
});

describe('the price', () => {
  it('is fixed when the seller accepts: a later change applies to new orders only', async () => {
    const product = await insertProduct(t.database.db, seller.userId, { resellPriceCents: 25_000 });
    const orderId = await acceptedOrder(t, buyer, seller, product.id);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/my-products/${product.id}`,
      headers: seller.headers,
      payload: { resellPrice: 99_999 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await startPayment(t, buyer, product.id)).amount).toBe(250);
    expect((await orderAs(t, buyer, orderId)).productPrice).toBe(250);
    await payAcceptedOrder(t, buyer, product.id);
    expect((await orderAs(t, seller, orderId)).status).toBe('paid');
  });
});
