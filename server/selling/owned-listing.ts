import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { products } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../lib/http-errors.ts';

/**
 * The listing, if the caller owns it: 404 when it does not exist, 403 when it is someone else's. `lock`: its row is
 * locked (FOR NO KEY UPDATE) until the caller's transaction ends.
 */
async function findOwnedListing(db: Db, listingId: string, sellerId: string, { lock = false } = {}) {
  const query = db.select().from(products).where(eq(products.id, listingId)).limit(1);
  const [listing] = await (lock ? query.for('no key update') : query);
  if (!listing) throw notFound('This listing does not exist or was removed');
  if (listing.sellerId !== sellerId) throw forbidden('You can only change your own listings');
  return listing;
}

/** A listing its caller owns and may still change (findOwnedUnsoldListing). */
export type OwnedUnsoldListing = typeof products.$inferSelect;

/**
 * As `findOwnedListing`, and still for sale: a sold listing is the record of a sale, a reserved one is held at its
 * price for the buyer who paid.
 */
export async function findOwnedUnsoldListing(
  db: Db,
  listingId: string,
  sellerId: string,
  options: { lock?: boolean } = {},
): Promise<OwnedUnsoldListing> {
  const listing = await findOwnedListing(db, listingId, sellerId, options);
  if (listing.availability === 'sold') throw conflict('This item is sold and can no longer be changed');
  if (listing.availability === 'reserved') {
    throw conflict('A buyer has paid for this item: it can change once the deal is done or cancelled');
  }
  return listing;
}
