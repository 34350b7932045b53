import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db/database.ts';
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@contract/orders.ts';
import { orders, payments, products, wishlistItems } from '@server/db/schema.ts';
import { insertProduct } from './fixtures.ts';

/** A listing the buyer bought: sold, with a completed order and its captured payment, as a hand-over leaves them. */
export async function insertSale(db: Db, sellerId: string, buyerId: string, amountCents = 27_500) {
  const product = await insertProduct(db, sellerId, { resellPriceCents: amountCents });
  return { product: { ...product, availability: 'sold' as const }, ...(await recordSale(db, product.id, buyerId)) };
}

/** Sells an existing listing to the buyer at its asking price. */
export async function recordSale(db: Db, productId: string, buyerId: string) {
  const [product] = await db
    .update(products)
    .set({ availability: 'sold' })
    .where(eq(products.id, productId))
    .returning({ priceCents: products.resellPriceCents });
  const order = await insertOrder(db, buyerId, productId, 'completed');
  const [payment] = await db
    .insert(payments)
    .values({
      orderId: order.id,
      productId,
      buyerId,
      amountCents: product!.priceCents,
      provider: 'sandbox',
      transactionId: `pi_${randomUUID()}`,
      status: 'captured',
    })
    .returning();
  return { order, payment: payment! };
}

/** The listing in the buyer's cart (an order not accepted yet) and on their wishlist. */
export async function putInCart(db: Db, buyerId: string, productId: string) {
  const order = await insertOrder(db, buyerId, productId, 'placed');
  const [product] = await db
    .select({ priceCents: products.resellPriceCents })
    .from(products)
    .where(eq(products.id, productId));
  await db.insert(wishlistItems).values({ userId: buyerId, productId, lowestPriceKnownCents: product!.priceCents });
  return order;
}

export async function insertOrder(db: Db, buyerId: string, productId: string, status: OrderStatus) {
  const [order] = await db
    .insert(orders)
    .values({
      clientOrderId: randomUUID(),
      buyerId,
      productId,
      buyerPhone: '+1 206 555 0100',
      meetingPlace: 'Camera fair, stand 12',
      status,
    })
    .returning();
  return order!;
}
