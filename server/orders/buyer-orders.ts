import { desc, eq } from 'drizzle-orm';
import type { Order } from '@contract/orders.ts';
import type { Db } from '@server/db/database.ts';
import { orders } from '@server/db/schema.ts';
import { conflict, forbidden, notFound } from '@server/lib/http-errors.ts';
import { selectOrderViews, toOrderJson } from './order-view.ts';

/** My Orders: the buyer's own orders, newest first. */
export async function listBuyerOrders(db: Db, buyerId: string): Promise<Order[]> {
  const rows = await selectOrderViews(db)
    .where(eq(orders.buyerId, buyerId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toOrderJson);
}

/** Takes an unpaid order of the buyer's out of their cart. Answers how many went. */
export async function removeOrder(db: Db, orderId: string, buyerId: string): Promise<number> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound('This order does not exist');
  if (order.buyerId !== buyerId) throw forbidden('You can only remove your own orders');
  if (order.status === 'paid') throw conflict('A paid order cannot be removed');
  const deleted = await db.delete(orders).where(eq(orders.id, order.id)).returning({ id: orders.id });
  return deleted.length;
}
