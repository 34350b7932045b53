import { and, desc, eq } from 'drizzle-orm';
import type { PaymentIntentCreated } from '@contract/payments.ts';
import type { Db } from '../db/database.ts';
import { orders, products } from '../db/schema.ts';
import { conflict, notFound } from '../lib/http-errors.ts';
import { STATUS_WORDS } from './locked-order.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';

export const CURRENCY = 'usd';

/**
 * Opens a payment for the buyer's order of this item once the seller accepted it, for the price the seller accepted.
 * The card will be authorised, not charged: the money is taken at the hand-over.
 */
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
  const [order] = await db
    .select({ id: orders.id, status: orders.status, acceptedPriceCents: orders.acceptedPriceCents })
    .from(orders)
    .where(and(eq(orders.productId, productId), eq(orders.buyerId, buyerId)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!order) throw conflict('Ask to buy this item before paying', 'productId');
  if (order.status !== 'accepted') {
    throw conflict(`You cannot pay for this order: it is ${STATUS_WORDS[order.status]}.`, 'productId');
  }
  if (product.availability !== 'available') throw conflict(`Sorry, this item is ${product.availability}`, 'productId');

  const intent = await gateway.createIntent({
    // The price the seller accepted; a later change to the listing is for new orders only.
    amountCents: order.acceptedPriceCents ?? product.priceCents,
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
