import { and, desc, eq, inArray } from 'drizzle-orm';
import type { WishlistItem } from '@contract/wishlist.ts';
import { toPublicProductJson } from '@server/catalogue/contact-visibility.ts';
import { selectProductViews } from '@server/catalogue/product-view.ts';
import type { Db } from '@server/db/database.ts';
import { products, wishlistItems } from '@server/db/schema.ts';
import { notFound } from '@server/lib/http-errors.ts';

/** The buyer's saved listings, last saved first. */
export async function listWishlist(db: Db, buyerId: string): Promise<WishlistItem[]> {
  const items = await db
    .select({ productId: wishlistItems.productId, addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, buyerId))
    .orderBy(desc(wishlistItems.createdAt));
  if (items.length === 0) return [];
  const views = await selectProductViews(db).where(
    inArray(
      products.id,
      items.map((item) => item.productId),
    ),
  );
  const productsById = new Map(views.map((view) => [view.id, toPublicProductJson(view)]));
  return items.flatMap(({ productId, addedAt }) => {
    const product = productsById.get(productId);
    return product ? [{ addedAt: addedAt.toISOString(), product }] : [];
  });
}

/** Saves a listing for the buyer once. Answers whether it was saved already. */
export async function addToWishlist(
  db: Db,
  buyerId: string,
  productId: string,
): Promise<{ alreadyWishlisted: boolean }> {
  const [product] = await db
    .select({ id: products.id, priceCents: products.resellPriceCents })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound('This listing does not exist or was removed');
  const added = await db
    .insert(wishlistItems)
    .values({ userId: buyerId, productId: product.id, lowestPriceKnownCents: product.priceCents })
    .onConflictDoNothing()
    .returning({ productId: wishlistItems.productId });
  return { alreadyWishlisted: added.length === 0 };
}

/** Answers how many entries went (0 when the listing was not saved). */
export async function removeFromWishlist(db: Db, buyerId: string, productId: string): Promise<number> {
  const deleted = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, buyerId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  return deleted.length;
}
