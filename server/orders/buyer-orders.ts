import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Order } from '@contract/orders.ts';
import type { Db } from '@server/db/database.ts';
import { orders } from '@server/db/schema.ts';
import { conflict, forbidden, notFound } from '@server/lib/http-errors.ts';
import { selectOrderViews, toOrderJson } from './order-view.ts';

/** My Orders: the buyer's own orders, newest first. */
export async function listBuyerOrders(db: Db, buyerId: string): Promise<Order[]> {
  const rows = await selectOrderViews(db, buyerId)
    .where(eq(orders.buyerId, buyerId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => toOrderJson(row, 'buyer'));
}

/** What "Remove" takes out of the cart: an order the seller has not accepted, or declined. */
const REMOVABLE = ['placed', 'declined'] as const;

/** Takes an order of the buyer's out of their cart. Answers how many went. */
export async function removeOrder(db: Db, orderId: string, buyerId: string): Promise<number> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound('This order does not exist');
  if (order.buyerId !== buyerId) throw forbidden('You can only remove your own orders');
  const deleted = await db
    .delete(orders)
    .where(and(eq(orders.id, order.id), inArray(orders.status, REMOVABLE)))
    .returning({ id: orders.id });
  if (deleted.length === 0) {
    throw conflict('The seller accepted this order: cancel it from its page instead of removing it');
  }
  return deleted.length;
}
