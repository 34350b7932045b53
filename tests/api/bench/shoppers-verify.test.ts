import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orders, payments } from '@server/db/schema.ts';
import type { Ledger } from '@scripts/bench/shoppers-ledger.ts';
import { verifyIntegrity, type Queryable } from '@scripts/bench/shoppers-verify.ts';
import { dealIn, type Deal } from '../support/deal-states.ts';
import { orderStep } from '../support/purchase.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * The load benches' integrity check (scripts/bench/shoppers-verify.ts) on a database the real API wrote: silent on
 * deals gone right, and each broken promise named when the data says otherwise.
 */

let t: TestApp;
let buyer: Session;
let seller: Session;
let database: Queryable;
const deals: Record<'completed' | 'paid' | 'accepted' | 'declined' | 'released', Deal> = {} as never;
let ledger: Ledger;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '100000' });
  buyer = await newSession(t, 'Buyer');
  seller = await newSession(t, 'Seller');
  // PGlite and node-postgres both answer with { rows }.
  database = { query: async (text) => (await t.database.db.execute(sql.raw(text))) as never };
  for (const status of ['completed', 'paid', 'accepted', 'declined'] as const) {
    deals[status] = await dealIn(t, status, buyer, seller);
  }
  // Paid, then called off by both: the authorisation released.
  deals.released = await dealIn(t, 'seller_asks_to_cancel', buyer, seller);
  await orderStep(t, buyer, deals.released.orderId, 'cancel-request/accept', {});
  await orderStep(t, buyer, deals.completed.orderId, 'rating', { stars: 4 });
});
afterAll(() => t.close());

/** What the bench's shoppers and sellers would have noted: every order, payment and step, as the server answered. */
async function ledgerOfTheRun(): Promise<Ledger> {
  const stored = await t.database.db.select().from(orders);
  const paid = await t.database.db.select().from(payments);
  return {
    orders: stored.map((order) => ({
      clientOrderId: order.clientOrderId,
      buyerId: order.buyerId,
      productId: order.productId,
      insertedId: order.id,
    })),
    payments: paid.map((payment) => ({
      orderId: payment.orderId,
      productId: payment.productId,
      buyerId: payment.buyerId,
      transactionId: payment.transactionId,
    })),
    replayMismatches: [],
    steps: [
      { orderId: deals.completed.orderId, step: 'accept', status: 'accepted' },
      { orderId: deals.completed.orderId, step: 'handover', status: 'completed' },
      { orderId: deals.declined.orderId, step: 'decline', status: 'declined' },
      { orderId: deals.released.orderId, step: 'cancel', status: 'cancelled' },
    ],
  };
}

/** Runs `check` on the data as broken by the `breakIt` statements, then puts it back. */
async function withBroken(breakIt: string[], mend: string[], check: () => Promise<void>) {
  for (const statement of breakIt) await database.query(statement);
  try {
    await check();
  } finally {
    for (const statement of mend) await database.query(statement);
  }
}

describe('the load benches’ integrity check', () => {
  beforeAll(async () => {
    ledger = await ledgerOfTheRun();
  });

  it('finds nothing wrong with deals the API took through the lifecycle, and counts them', async () => {
    const integrity = await verifyIntegrity(database, ledger);
    expect(integrity.violations).toEqual([]);
    expect(integrity).toMatchObject({
      ordersStored: 5,
      paymentsStored: 2,
      ordersByStatus: { completed: 1, paid: 1, accepted: 1, declined: 1, cancelled: 1 },
    });
  });

  it('names an acknowledged order that is not stored, and a replay answered differently', async () => {
    const lost = randomUUID();
    const integrity = await verifyIntegrity(database, {
      ...ledger,
      orders: [...ledger.orders, { clientOrderId: lost, buyerId: buyer.userId, productId: 'x', insertedId: 'y' }],
      replayMismatches: ['c-42 (201 vs 409)'],
    });
    expect(integrity.violations).toEqual([
      `acknowledged order ${lost} is missing (lost)`,
      'a replay of order c-42 (201 vs 409) was answered differently',
    ]);
  });

  it('names a completed deal whose listing is not sold', async () => {
    const { orderId, productId } = deals.completed;
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    await withBroken(
      [`update products set availability = 'available' where id = '${productId}'`],
      [`update products set availability = 'sold' where id = '${productId}'`],
      async () => {
        expect((await verifyIntegrity(database, ledger)).violations).toEqual([
          `item ${productId} was paid for but is available`,
          `payment ${payment!.transactionId} was captured, but its order is completed, its item available`,
          `order ${orderId} is completed, but its payment is captured and its item available`,
        ]);
      },
    );
  });

  it('names a cancelled deal whose hold was not released', async () => {
    const { orderId, productId } = deals.released;
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    await withBroken(
      [`update payments set status = 'authorised' where order_id = '${orderId}'`],
      [`update payments set status = 'released' where order_id = '${orderId}'`],
      async () => {
        expect((await verifyIntegrity(database, ledger)).violations).toEqual([
          `the order of authorised payment ${payment!.transactionId} is cancelled`,
          `item ${productId} was paid for but is available`,
          `order ${orderId} is cancelled, but its payment is authorised, not released`,
        ]);
      },
    );
  });

  it('names a hand-over answered as done that the data does not show', async () => {
    const { orderId } = deals.paid;
    const integrity = await verifyIntegrity(database, {
      ...ledger,
      steps: [...ledger.steps, { orderId, step: 'handover', status: 'completed' }],
    });
    expect(integrity.violations).toEqual([
      `order ${orderId} is paid after an acknowledged handover`,
      `order ${orderId} was answered completed at the hand-over but is paid`,
    ]);
  });

  it('names a second live deal on one listing, even without the index that forbids it', async () => {
    const { productId } = deals.accepted;
    const rival = await newSession(t, 'Buyer');
    const [second] = await t.database.db
      .insert(orders)
      .values({
        clientOrderId: randomUUID(),
        buyerId: rival.userId,
        productId,
        buyerPhone: '+1 206 555 0111',
        meetingPlace: 'Stand 4',
      })
      .returning({ id: orders.id });
    await withBroken(
      ['drop index orders_product_live_deal_key', `update orders set status = 'accepted' where id = '${second!.id}'`],
      [
        `delete from orders where id = '${second!.id}'`,
        "create unique index orders_product_live_deal_key on orders (product_id) where status in ('accepted', 'paid', 'handed_over', 'disputed')",
      ],
      async () => {
        expect((await verifyIntegrity(database, ledger)).violations).toEqual([
          `item ${productId} has 2 live deals at once`,
        ]);
      },
    );
  });

  it('names a rating count that does not match the ratings stored', async () => {
    await withBroken(
      [`update users set rating_count = rating_count + 1 where id = '${seller.userId}'`],
      [`update users set rating_count = rating_count - 1 where id = '${seller.userId}'`],
      async () => {
        expect((await verifyIntegrity(database, ledger)).violations).toEqual([
          `user ${seller.userId} shows 2 ratings totalling 4, but 1 totalling 4 are stored`,
        ]);
      },
    );
  });
});
