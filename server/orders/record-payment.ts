import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DEAL_STEP_DAYS } from '@contract/orders.ts';
import type { PaymentRecorded } from '@contract/payments.ts';
import { orders, payments, products, refusedAuthorisations } from '../db/schema.ts';
import { HttpError, badRequest, conflict, forbidden } from '../lib/http-errors.ts';
import { dealSteps } from '../metrics/metrics.ts';
import type { DealServices } from './deal-services.ts';
import { lockProduct, STATUS_WORDS, withOrderLocked, type Tx } from './locked-order.ts';
import { stepDeadline } from './order-steps.ts';
import { releaseRefusedAuthorisation, settleAfterStep } from './settle-payment.ts';

type Expectation = { productId?: string; buyerId?: string };

/** Six digits, any of the million equally likely. */
const newHandoverCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Records a card the provider says is authorised for an accepted order: the order is paid, the listing reserved,
 * the hand-over code issued, all in one transaction. Safe to call twice for one intent (the page and the webhook
 * both do). A payment that comes too late (the order was cancelled, another intent of it was recorded, the price
 * changed) is refused and its authorisation released: at once, or by the next sweep if the provider does not
 * answer. The buyer's card is never charged for it.
 */
export async function recordPayment(
  deals: DealServices,
  intentId: string,
  expected: Expectation = {},
): Promise<PaymentRecorded> {
  const { gateway } = deals;
  const intent = await gateway.retrieveIntent(intentId);
  if (!intent) throw badRequest('Unknown transaction', 'transactionId');
  const { productId, buyerId, orderId } = intent.metadata;
  if (!productId || !buyerId || !orderId) {
    throw badRequest('This transaction is not a Shutterswap purchase', 'transactionId');
  }
  if (expected.buyerId && expected.buyerId !== buyerId) throw forbidden('This payment belongs to another buyer');
  if (expected.productId && expected.productId !== productId)
    throw badRequest('This payment is for another item', 'productId');
  if (intent.status !== 'requires_capture') {
    throw new HttpError(402, 'payment_failed', 'The payment has not gone through yet', 'transactionId');
  }

  type Outcome = { recorded: string } | { refused: string };
  // Recorded with the refusal, in its transaction: the release is owed from then on, whatever happens next.
  const refuse = async (tx: Tx, reason: string) => {
    await tx
      .insert(refusedAuthorisations)
      .values({ transactionId: intent.id, provider: gateway.provider, orderId })
      .onConflictDoNothing();
    return { result: { refused: reason } };
  };
  // The order's lock makes two payments of one order take turns; the listing's, payments and accepts of one item.
  const outcome = await withOrderLocked<Outcome>(deals, orderId, async (tx, locked) => {
    const [already] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.transactionId, intent.id));
    if (already) return { result: { recorded: already.id } };
    const { order } = locked;
    if (order.status !== 'accepted')
      return refuse(tx, `This order cannot be paid any more: it is ${STATUS_WORDS[order.status]}.`);
    const product = await lockProduct(tx, productId);
    if (product.availability !== 'available') return refuse(tx, `Sorry, this item is ${product.availability}.`);
    if ((order.acceptedPriceCents ?? product.priceCents) !== intent.amountCents) {
      return refuse(tx, 'The seller changed the price while you were paying. Please pay again.');
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId,
        productId,
        buyerId,
        amountCents: intent.amountCents,
        provider: gateway.provider,
        transactionId: intent.id,
      })
      .returning({ id: payments.id });
    await tx
      .update(orders)
      .set({ status: 'paid', paidAt: sql`now()`, expiresAt: stepDeadline(), handoverCode: newHandoverCode() })
      .where(eq(orders.id, orderId));
    await tx
      .update(products)
      .set({ availability: 'reserved', updatedAt: sql`now()` })
      .where(eq(products.id, productId));
    dealSteps.inc({ step: 'pay' });
    return {
      result: { recorded: payment!.id },
      notices: [
        {
          userId: locked.sellerId,
          kind: 'order-paid',
          orderId,
          text: `${locked.buyerName} paid for ${locked.productName}. It is reserved for them: hand it over within ${DEAL_STEP_DAYS} days.`,
        },
      ],
    };
  });

  if ('refused' in outcome) {
    await settleAfterStep(deals, orderId, () => releaseRefusedAuthorisation(deals, intent.id));
    throw conflict(`${outcome.refused} Your card has not been charged.`);
  }
  return { acknowledged: true, insertedId: outcome.recorded, transactionId: intent.id, orderId };
}
