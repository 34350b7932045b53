import { and, eq, ne } from 'drizzle-orm';
import { formatPrice } from '@contract/format-price.ts';
import { centsToDollars } from '@contract/money.ts';
import type { Db } from '@server/db/database.ts';
import { products, wishlistItems } from '@server/db/schema.ts';
import { recordNotices, type Notifier } from '@server/notifications/notices.ts';

const price = (cents: number) => formatPrice(centsToDollars(cents));

/**
 * Tells each buyer who keeps the listing on their wishlist (its seller aside) that it costs less than
 * `priceCentsBefore`, in their notifications and by push. Nothing when the price rose or stayed. Answers how many
 * were told.
 */
export async function alertPriceDrop(
  db: Db,
  notifier: Notifier,
  productId: string,
  priceCentsBefore: number,
): Promise<number> {
  const [listing] = await db
    .select({ name: products.name, priceCents: products.resellPriceCents, sellerId: products.sellerId })
    .from(products)
    .where(eq(products.id, productId));
  if (!listing || listing.priceCents >= priceCentsBefore) return 0;
  const watchers = await db
    .select({ userId: wishlistItems.userId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.productId, productId), ne(wishlistItems.userId, listing.sellerId)));
  if (watchers.length === 0) return 0;
  const notices = await recordNotices(
    db,
    watchers.map(({ userId }) => ({
      userId,
      kind: 'price-drop' as const,
      orderId: null,
      productId,
      text: `Price drop on your wishlist: ${listing.name}, now ${price(listing.priceCents)} (was ${price(priceCentsBefore)}).`,
    })),
  );
  void notifier.deliver(notices);
  return notices.length;
}
