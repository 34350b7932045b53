import { and, eq, inArray, notExists, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { orders, payments, products } from '../db/schema.ts';
import { recordNotices, type Notifier, type StoredNotice } from '../notifications/notices.ts';
import { closeOffersOfListings } from '../offer-closing/close-offers.ts';

/** A database handle or an open transaction. */
export type Queries = Pick<Db, 'select' | 'update' | 'delete' | 'insert'>;

/**
 * Removes the listings still for sale among those `which` selects, with the orders that never came to a payment
 * (carts, accepted but unpaid, declined or cancelled ones) and the released authorisations of cancelled ones;
 * wishlist entries, reports and the orders' messages go with them. A sold or reserved listing stays, and so does
 * one whose authorisation is still to be released: they are records of money, and the database refuses to delete
 * what a live order or a payment points at. The buyers of orders still waiting on a listing that goes (placed or
 * accepted) are told in their notifications: their order goes with it; so are both sides of its open offers.
 * Answers how many listings went, and the notices to push once the transaction is committed.
 */
export async function withdrawUnsoldListings(
  db: Queries,
  which: SQL,
): Promise<{ count: number; notices: StoredNotice[] }> {
  // Locked first, so a payment being recorded for one of them either finishes before or finds it gone.
  const listings = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        which,
        eq(products.availability, 'available'),
        notExists(
          db
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.productId, products.id), inArray(payments.status, ['authorised', 'captured']))),
        ),
      ),
    )
    .for('update');
  if (listings.length === 0) return { count: 0, notices: [] };
  const ids = listings.map((listing) => listing.id);
  const waiting = await db
    .select({ buyerId: orders.buyerId, productName: products.name })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(and(inArray(orders.productId, ids), inArray(orders.status, ['placed', 'accepted'])));
  await db.delete(payments).where(inArray(payments.productId, ids));
  await db.delete(orders).where(inArray(orders.productId, ids));
  const orderNotices = await recordNotices(
    db,
    waiting.map(({ buyerId, productName }) => ({
      userId: buyerId,
      kind: 'order-cancelled' as const,
      orderId: null,
      text: `${productName} is no longer for sale, so your order for it was cancelled.`,
    })),
  );
  // Their open offers close, both sides told; the offers go with the listing.
  const offerNotices = await recordNotices(db, await closeOffersOfListings(db, ids));
  const deleted = await db.delete(products).where(inArray(products.id, ids)).returning({ id: products.id });
  return { count: deleted.length, notices: [...orderNotices, ...offerNotices] };
}

/** Withdraws in a transaction of its own, then pushes the notices. Answers how many listings went. */
export async function withdrawListingsNow(db: Db, notifier: Notifier, which: SQL): Promise<number> {
  const { count, notices } = await db.transaction((tx) => withdrawUnsoldListings(tx, which));
  void notifier.deliver(notices);
  return count;
}
