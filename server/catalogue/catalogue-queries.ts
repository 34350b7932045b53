import { and, desc, eq } from 'drizzle-orm';
import type { Category, Product } from '@contract/catalogue.ts';
import type { Db } from '../db/database.ts';
import { products, users } from '../db/schema.ts';
import { toPublicProductJson } from './contact-visibility.ts';
import { isFeatured, selectProductViews } from './product-view.ts';

const isOnSale = eq(products.availability, 'available');

/** The storefront: listings advertised by verified sellers that are still for sale, newest first. */
export async function listAdvertisedProducts(db: Db): Promise<Product[]> {
  const rows = await selectProductViews(db)
    .where(and(isFeatured, isOnSale))
    .orderBy(desc(products.postTime), desc(products.id));
  return rows.map(toPublicProductJson);
}

/** Every listing of a category still for sale, advertised or not, newest first. */
export async function listCategoryProducts(db: Db, category: Category): Promise<Product[]> {
  const rows = await selectProductViews(db)
    .where(and(eq(products.category, category), isOnSale))
    .orderBy(desc(products.postTime), desc(products.id));
  return rows.map(toPublicProductJson);
}

/** A seller's listings still for sale, newest first: their public page (server/sellers/seller-profile.ts). */
export async function listSellerProductsOnSale(db: Db, sellerUserId: string): Promise<Product[]> {
  const rows = await selectProductViews(db)
    .where(and(eq(products.sellerId, sellerUserId), isOnSale))
    .orderBy(desc(products.postTime), desc(products.id));
  return rows.map(toPublicProductJson);
}

/** Every listing still for sale, newest first, and its seller's public id: the product and seller pages to index. */
export async function listProductPagesOnSale(
  db: Db,
): Promise<{ id: string; postTime: Date; sellerPublicId: string }[]> {
  return db
    .select({ id: products.id, postTime: products.postTime, sellerPublicId: users.publicId })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(isOnSale)
    .orderBy(desc(products.postTime), desc(products.id));
}

export async function findProduct(db: Db, id: string): Promise<Product | undefined> {
  const [row] = await selectProductViews(db).where(eq(products.id, id)).limit(1);
  return row && toPublicProductJson(row);
}

export async function isSellerVerified(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ status: users.status })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.role, 'Seller')))
    .limit(1);
  return row?.status === 'Verified';
}
