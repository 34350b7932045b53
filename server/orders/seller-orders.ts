import { desc, eq } from 'drizzle-orm';
import type { Order } from '@contract/orders.ts';
import type { Db } from '@server/db/database.ts';
import { orders, products } from '@server/db/schema.ts';
import { selectOrderViews, toOrderJson } from './order-view.ts';

/** Orders Received: every order placed on the seller's listings, newest first. */
export async function listSellerOrders(db: Db, sellerId: string): Promise<Order[]> {
  const rows = await selectOrderViews(db, sellerId)
    .where(eq(products.sellerId, sellerId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => toOrderJson(row, 'seller'));
}
