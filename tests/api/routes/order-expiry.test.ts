import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, orders, payments, products } from '@server/db/schema.ts';
import { dealIn, holdOf } from '../support/deal-states.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createReplica, createTestApp, type TestApp } from '../support/test-app.ts';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

let t: TestApp;
let buyer: Session;
let seller: Session;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await newSession(t, 'Buyer');
  seller = await newSession(t, 'Seller');
});
afterAll(() => t.close());

const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const listing = async (id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!.availability;

describe('the 7-day expiry sweep', () => {
  it('leaves orders alone before their deadline', async () => {
    const paid = await dealIn(t, 'paid', buyer, seller);
    await t.app.sweepOrders(inDays(6.9));
    expect((await orderRow(paid.orderId)).status).toBe('paid');
  });

  it('cancels a paid order not handed over in 7 days: the hold released, the listing back on sale, both told', async () => {
    const paid = await dealIn(t, 'paid', buyer, seller);
    await t.app.sweepOrders(inDays(7.01));
    expect(await orderRow(paid.orderId)).toMatchObject({ status: 'cancelled', cancelReason: 'expired' });
    expect(await listing(paid.productId)).toBe('available');
    expect(await holdOf(t, paid.orderId)).toEqual({ payment: 'released', intent: 'canceled' });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.orderId, paid.orderId));
    const expiryNotices = told.filter((notice) => notice.kind === 'order-cancelled');
    expect(expiryNotices.map((notice) => notice.userId).sort()).toEqual([buyer.userId, seller.userId].sort());
    expect(expiryNotices[0]?.text).toBe(
      'The order for Nikon FM2 was not completed in time and has been cancelled. No money was taken.',
    );
  });

  it('cancels an accepted order not paid in 7 days, so the seller can accept another', async () => {
    const accepted = await dealIn(t, 'accepted', buyer, seller);
    await t.app.sweepOrders(inDays(7.01));
    expect(await orderRow(accepted.orderId)).toMatchObject({ status: 'cancelled', cancelReason: 'expired' });
    expect(await listing(accepted.productId)).toBe('available');
  });

  it('never expires a disputed order (an admin decides) nor a placed one', async () => {
    const disputed = await dealIn(t, 'disputed', buyer, seller);
    const placed = await dealIn(t, 'placed', buyer, seller);
    await t.app.sweepOrders(inDays(30));
    expect((await orderRow(disputed.orderId)).status).toBe('disputed');
    expect((await orderRow(placed.orderId)).status).toBe('placed');
  });

  it('captures a handed-over order whose capture did not happen at once', async () => {
    const handedOver = await dealIn(t, 'handed_over', buyer, seller);
    const result = await t.app.sweepOrders();
    expect(result.captured).toBeGreaterThanOrEqual(1);
    expect((await orderRow(handedOver.orderId)).status).toBe('completed');
    expect(await listing(handedOver.productId)).toBe('sold');
  });

  it('empties the catalogue cache when a capture sells a listing, as a write through the API does', async () => {
    const handedOver = await dealIn(t, 'handed_over', buyer, seller);
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/products/${handedOver.productId}` })).json().availability;
    expect(await read()).toBe('reserved');
    await t.app.sweepOrders();
    expect(await read()).toBe('sold');
  });

  it('expires each order once when replicas sweep at the same moment', async () => {
    const paid = await dealIn(t, 'paid', buyer, seller);
    const other = t.databaseUrl ? await createReplica(t) : t;
    try {
      await Promise.all([t.app.sweepOrders(inDays(8)), other.app.sweepOrders(inDays(8)), t.app.sweepOrders(inDays(8))]);
    } finally {
      if (other !== t) await other.close();
    }
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, paid.orderId), eq(notifications.kind, 'order-cancelled')));
    expect(told).toHaveLength(2);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, paid.orderId));
    expect(payment?.status).toBe('released');
  });
});
