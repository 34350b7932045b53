import { and, eq } from 'drizzle-orm';
import type { PaymentRecorded } from '@contract/payments.ts';
import type { Db } from '../db/database.ts';
import { orders, payments, products } from '../db/schema.ts';
import { HttpError, badRequest, conflict, forbidden } from '../lib/http-errors.ts';
import type { PaymentGateway } from './payment-gateway.ts';

type Expectation = { productId?: string; buyerId?: string };

/**
 * Records a payment the provider says succeeded, then, in one transaction, marks the item sold and
 * the order paid. Safe to call twice for one intent (the client and the webhook both do). If another
 * buyer's payment for the item was recorded first, this one is refunded and refused.
 */
export async function recordPayment(
  db: Db,
  gateway: PaymentGateway,
  intentId: string,
  expected: Expectation = {},
): Promise<PaymentRecorded> {
  const intent = await gateway.retrieveIntent(intentId);
  if (!intent) throw badRequest('Unknown transaction', 'transactionId');
  const { productId, buyerId } = intent.metadata;
  if (!productId || !buyerId) throw badRequest('This transaction is not a Shutterswap purchase', 'transactionId');
  if (expected.buyerId && expected.buyerId !== buyerId) throw forbidden('This payment belongs to another buyer');
  if (expected.productId && expected.productId !== productId)
    throw badRequest('This payment is for another item', 'productId');
  if (intent.status !== 'succeeded') {
    throw new HttpError(402, 'payment_failed', 'The payment has not gone through yet', 'transactionId');
  }

  const outcome = await db.transaction(async (tx): Promise<{ recorded: string } | { refused: string }> => {
    const [already] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.transactionId, intent.id));
    if (already) return { recorded: already.id };
    // The row lock makes concurrent payments for one item take turns: only the first finds it available.
    const [product] = await tx
      .select({ availability: products.availability, priceCents: products.resellPriceCents })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!product || product.availability === 'sold') {
      return { refused: 'Sorry, someone else bought this item a moment before you. Your payment has been refunded.' };
    }
    if (product.priceCents !== intent.amountCents) {
      return {
        refused:
          'The seller changed the price while you were paying. Your payment has been refunded; please pay again.',
      };
    }
    await tx.update(products).set({ availability: 'sold' }).where(eq(products.id, productId));
    const [payment] = await tx
      .insert(payments)
      .values({
        productId,
        buyerId,
        amountCents: intent.amountCents,
        provider: gateway.provider,
        transactionId: intent.id,
      })
      .returning({ id: payments.id });
    await tx
      .update(orders)
      .set({ status: 'paid' })
      .where(and(eq(orders.productId, productId), eq(orders.buyerId, buyerId)));
    return { recorded: payment!.id };
  });

  if ('refused' in outcome) {
    await gateway.refund(intent.id);
    throw conflict(outcome.refused);
  }
  return { acknowledged: true, insertedId: outcome.recorded, transactionId: intent.id };
}
