import { and, eq } from 'drizzle-orm';
import type { PaymentIntentCreated } from '@contract/payments.ts';
import type { Db } from '../db/database.ts';
import { orders, products } from '../db/schema.ts';
import { conflict, notFound } from '../lib/http-errors.ts';
import type { PaymentGateway } from './payment-gateway.ts';

export const CURRENCY = 'usd';

/** Opens a payment for an item in the buyer's cart, for the price in our database. */
export async function startPayment(
  db: Db,
  gateway: PaymentGateway,
  buyerId: string,
  productId: string,
): Promise<PaymentIntentCreated> {
  const [product] = await db
    .select({ priceCents: products.resellPriceCents, availability: products.availability })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) throw notFound('This listing does not exist or was removed');
  if (product.availability === 'sold') throw conflict('Sorry, this item has already been sold', 'productId');
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.productId, productId), eq(orders.buyerId, buyerId)))
    .limit(1);
  if (!order) throw conflict('Add this item to your cart before paying', 'productId');

  const intent = await gateway.createIntent({
    amountCents: product.priceCents,
    currency: CURRENCY,
    metadata: { productId, buyerId, orderId: order.id },
  });
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: intent.amountCents / 100,
    currency: intent.currency,
  };
}
