import { and, eq, isNull, sql } from 'drizzle-orm';
import { MIN_RESPONSE_SAMPLES, RESPONSE_WINDOW_DAYS, type SellerProfile } from '@contract/sellers.ts';
import { listSellerProductsOnSale } from '../catalogue/catalogue-queries.ts';
import { ratingSummary } from '../catalogue/product-view.ts';
import type { Db } from '../db/database.ts';
import { orderMessages, orders, products, users } from '../db/schema.ts';
import { listSellerReviews } from './seller-reviews.ts';

/** The account behind a public seller id: a seller whose account is open, or nobody. */
export async function findSellerAccount(db: Db, publicId: string) {
  const [seller] = await db
    .select({
      id: users.id,
      publicId: users.publicId,
      name: users.displayName,
      photoUrl: users.photoUrl,
      status: users.status,
      createdAt: users.createdAt,
      ratingCount: users.ratingCount,
      ratingTotal: users.ratingTotal,
    })
    .from(users)
    .where(and(eq(users.publicId, publicId), eq(users.role, 'Seller'), isNull(users.deactivatedAt)))
    .limit(1);
  return seller;
}

async function countDealsCompleted(db: Db, sellerUserId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(and(eq(products.sellerId, sellerUserId), eq(orders.status, 'completed')));
  return row?.count ?? 0;
}

/**
 * The median time from an order to the seller's first answer (accepting it, or a message to the buyer), over the
 * orders of the last RESPONSE_WINDOW_DAYS the seller answered (contract/sellers.ts); null when too few.
 */
async function responseTime(db: Db, sellerUserId: string): Promise<SellerProfile['responseTime']> {
  const firstMessage = db
    .select({ at: sql`min(${orderMessages.createdAt})` })
    .from(orderMessages)
    .where(and(eq(orderMessages.orderId, orders.id), eq(orderMessages.senderId, sellerUserId)));
  // least() skips nulls: an order answered by a message only, or accepted before any message, counts once.
  const answeredAt = sql`least(${orders.acceptedAt}, (${firstMessage}))`;
  // Null for an order not answered, which percentile_cont and count leave out.
  const minutes = sql`extract(epoch from (${answeredAt} - ${orders.createdAt})) / 60`;
  const [row] = await db
    .select({
      median: sql<number | null>`ceil(percentile_cont(0.5) within group (order by ${minutes}))::int`,
      orders: sql<number>`count(${answeredAt})::int`,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(
      and(
        eq(products.sellerId, sellerUserId),
        sql`${orders.createdAt} >= now() - make_interval(days => ${RESPONSE_WINDOW_DAYS})`,
      ),
    );
  if (!row || row.median === null || row.orders < MIN_RESPONSE_SAMPLES) return null;
  return { medianMinutes: row.median, orders: row.orders };
}

/** GET /api/sellers/{sellerId}: who the seller is, how their deals went, their listings and newest reviews. */
export async function sellerProfile(db: Db, publicId: string): Promise<SellerProfile | undefined> {
  const seller = await findSellerAccount(db, publicId);
  if (!seller) return undefined;
  const [dealsCompleted, response, listings, reviews] = await Promise.all([
    countDealsCompleted(db, seller.id),
    responseTime(db, seller.id),
    listSellerProductsOnSale(db, seller.id),
    listSellerReviews(db, seller.id),
  ]);
  return {
    sellerId: seller.publicId,
    name: seller.name,
    photoUrl: seller.photoUrl,
    verified: seller.status === 'Verified',
    memberSince: seller.createdAt.toISOString(),
    dealsCompleted,
    rating: ratingSummary(seller.ratingCount, seller.ratingTotal),
    responseTime: response,
    listings,
    reviews,
  };
}
