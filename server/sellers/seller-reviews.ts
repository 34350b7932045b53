import { z } from 'zod';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { SELLER_REVIEWS_PAGE_SIZE, type SellerReviewsPage } from '@contract/sellers.ts';
import type { Db } from '../db/database.ts';
import { orders, products, ratings, users } from '../db/schema.ts';
import { badRequest } from '../lib/http-errors.ts';

/**
 * The written reviews of a seller: buyers' ratings of them that carry words, newest first, a page at a time. Pages
 * continue after the last review's time and id (keyset), the time kept to the microsecond the database stores.
 */
const cursorSchema = z.object({
  at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  id: z.uuid(),
});
type ReviewCursor = z.infer<typeof cursorSchema>;

function decodeCursor(raw: string): ReviewCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('This page of reviews does not exist; open the seller again', 'cursor');
  }
  const cursor = cursorSchema.safeParse(parsed);
  if (!cursor.success) throw badRequest('This page of reviews does not exist; open the seller again', 'cursor');
  return cursor.data;
}

const encodeCursor = (cursor: ReviewCursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** A reviewer is named by their first name; an account an admin closed has none left. */
function reviewerName(displayName: string, deactivated: boolean): string {
  if (deactivated) return 'A former member';
  return displayName.trim().split(/\s+/)[0] || 'A buyer';
}

export async function listSellerReviews(db: Db, sellerUserId: string, rawCursor?: string): Promise<SellerReviewsPage> {
  const after = rawCursor === undefined ? undefined : decodeCursor(rawCursor);
  const preciseTime = sql<string>`to_char(${ratings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const rows = await db
    .select({
      id: ratings.id,
      stars: ratings.stars,
      comment: ratings.comment,
      createdAt: ratings.createdAt,
      preciseTime,
      reviewer: users.displayName,
      reviewerDeactivatedAt: users.deactivatedAt,
      productName: products.name,
    })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.raterId))
    .innerJoin(orders, eq(orders.id, ratings.orderId))
    .innerJoin(products, eq(products.id, orders.productId))
    .where(
      and(
        eq(ratings.rateeId, sellerUserId),
        ne(ratings.comment, ''),
        after && sql`(${ratings.createdAt}, ${ratings.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
      ),
    )
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(SELLER_REVIEWS_PAGE_SIZE + 1);
  const page = rows.slice(0, SELLER_REVIEWS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      stars: row.stars,
      comment: row.comment,
      reviewerName: reviewerName(row.reviewer, row.reviewerDeactivatedAt !== null),
      productName: row.productName,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor:
      rows.length > SELLER_REVIEWS_PAGE_SIZE && last ? encodeCursor({ at: last.preciseTime, id: last.id }) : null,
  };
}
