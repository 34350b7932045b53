import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { orders, products } from '../db/schema.ts';

/** A database handle or an open transaction. */
export type Queries = Pick<Db, 'select' | 'update' | 'delete'>;

/**
 * Removes the listings still for sale among those `which` selects, and the carts (orders not yet
 * paid) holding them; wishlist entries and reports go with the listing. A sold listing stays: it is
 * the record of a sale, and the database refuses to delete what an order or a payment points at.
 * Answers how many listings went.
 */
export async function withdrawUnsoldListings(db: Queries, which: SQL): Promise<number> {
  // Locked first, so a payment being recorded for one of them either finishes before or finds it gone.
  const listings = await db
    .select({ id: products.id })
    .from(products)
    .where(and(which, eq(products.availability, 'available')))
    .for('update');
  if (listings.length === 0) return 0;
  const ids = listings.map((listing) => listing.id);
  await db.delete(orders).where(and(inArray(orders.productId, ids), eq(orders.status, 'placed')));
  const deleted = await db.delete(products).where(inArray(products.id, ids)).returning({ id: products.id });
  return deleted.length;
}
