import { and, eq, ne, sql } from 'drizzle-orm';
import { formatCents } from '@contract/format-price.ts';
import type { Db } from '@server/db/database.ts';
import { products, wishlistItems } from '@server/db/schema.ts';
import { recordNotices, type StoredNotice } from '@server/notifications/notices.ts';

/**
 * How far below the lowest price a buyer knows of a listing must fall before they hear of it: a seller who lowers a
 * price a dollar at a time tells each watcher once per 5 %, not once per edit.
 */
const WORTH_TELLING_PERCENT = 95;

/**
 * Tells each buyer who keeps the listing on their wishlist (its seller aside) that it now costs less than
 * `priceCentsBefore`, when the new price is at least 5 % below the lowest they know of (the price when they saved
 * it, or the last drop they were told of; for an item saved before that was kept, the price before this drop).
 * Records their notices in `tx` (the alert worker's transaction) and answers them, to be pushed once committed.
 */
export async function recordPriceDrop(
  tx: Pick<Db, 'select' | 'update' | 'insert'>,
  productId: string,
  priceCentsBefore: number,
): Promise<StoredNotice[]> {
  const [listing] = await tx
    .select({ name: products.name, priceCents: products.resellPriceCents, sellerId: products.sellerId })
    .from(products)
    .where(eq(products.id, productId));
  if (!listing || listing.priceCents >= priceCentsBefore) return [];
  const watchers = await tx
    .update(wishlistItems)
    .set({ lowestPriceKnownCents: listing.priceCents })
    .where(
      and(
        eq(wishlistItems.productId, productId),
        ne(wishlistItems.userId, listing.sellerId),
        sql`coalesce(${wishlistItems.lowestPriceKnownCents}, ${priceCentsBefore}) >= ${Math.ceil((listing.priceCents * 100) / WORTH_TELLING_PERCENT)}`,
      ),
    )
    .returning({ userId: wishlistItems.userId });
  if (watchers.length === 0) return [];
  return recordNotices(
    tx,
    watchers.map(({ userId }) => ({
      userId,
      kind: 'price-drop' as const,
      orderId: null,
      productId,
      text: `Price drop on your wishlist: ${listing.name}, now ${formatCents(listing.priceCents)} (was ${formatCents(priceCentsBefore)}).`,
    })),
  );
}
