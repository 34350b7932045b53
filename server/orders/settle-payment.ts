import { and, eq, isNull, sql } from 'drizzle-orm';
import { orders, payments, products, refusedAuthorisations } from '../db/schema.ts';
import { AuthorisationLapsedError } from '../payments/payment-gateway.ts';
import { closeOffersOfListings } from '../offer-closing/close-offers.ts';
import type { DealServices } from './deal-services.ts';
import { withOrderLocked } from './locked-order.ts';

/*
 * The card provider is called after the step that asks for it is committed, never inside a transaction. Each call
 * is safe to repeat (the gateway treats "done already" as done, and the database changes are guarded by status),
 * so what fails or is cut short here is finished by the next sweep (expire-orders.ts) on whichever replica runs it.
 */

/** The order's payment still only authorised, while the order is in `status` (the one that asks to settle it). */
async function authorisedPayment(deals: DealServices, orderId: string, status: 'handed_over' | 'cancelled') {
  const [payment] = await deals.db
    .select({ id: payments.id, transactionId: payments.transactionId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'authorised'), eq(orders.status, status)))
    .limit(1);
  return payment;
}

/**
 * A handed-over order's money is taken: the payment captured, the order completed, the listing sold. If the
 * authorisation lapsed meanwhile, nothing can be taken: the order goes to an admin as a dispute.
 */
export async function captureHandedOver(deals: DealServices, orderId: string): Promise<void> {
  const payment = await authorisedPayment(deals, orderId, 'handed_over');
  if (!payment) return;
  try {
    await deals.gateway.capture(payment.transactionId);
  } catch (error) {
    if (!(error instanceof AuthorisationLapsedError)) throw error;
    await withOrderLocked(deals, orderId, async (tx, locked) => {
      if (locked.order.status !== 'handed_over') return { result: undefined };
      const reason = 'The card authorisation lapsed before the payment could be taken.';
      await tx
        .update(orders)
        .set({ status: 'disputed', disputedAt: sql`now()`, disputedBy: 'system', disputeReason: reason })
        .where(eq(orders.id, orderId));
      const text = `The payment for ${locked.productName} could not be taken; an admin will sort it out.`;
      const notices = [locked.order.buyerId, locked.sellerId].map(
        (userId) => ({ userId, kind: 'disputed', orderId, text }) as const,
      );
      return { result: undefined, notices };
    });
    return;
  }
  await withOrderLocked(deals, orderId, async (tx, locked) => {
    await tx
      .update(payments)
      .set({ status: 'captured', capturedAt: sql`now()` })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'authorised')));
    if (locked.order.status !== 'handed_over') return { result: undefined };
    await tx
      .update(orders)
      .set({ status: 'completed', completedAt: sql`now()`, expiresAt: null })
      .where(eq(orders.id, orderId));
    await tx
      .update(products)
      .set({ availability: 'sold', updatedAt: sql`now()` })
      .where(eq(products.id, locked.order.productId));
    return { result: undefined, notices: await closeOffersOfListings(tx, [locked.order.productId]) };
  });
}

/**
 * After a step that asks for it is committed: the payment settled now if the provider answers. If it does not, the
 * step stands all the same (the caller is answered with it) and the next sweep settles the payment.
 */
export async function settleAfterStep(
  deals: DealServices,
  orderId: string,
  settle: (deals: DealServices, orderId: string) => Promise<void>,
): Promise<void> {
  await settle(deals, orderId).catch((error: unknown) =>
    deals.log.warn({ err: error, orderId }, 'The card provider did not answer; the next sweep settles the payment'),
  );
}

/** A cancelled order's authorisation is released: the buyer's card is not charged. */
export async function releaseHold(deals: DealServices, orderId: string): Promise<void> {
  const payment = await authorisedPayment(deals, orderId, 'cancelled');
  if (!payment) return;
  await deals.gateway.cancel(payment.transactionId);
  await deals.db
    .update(payments)
    .set({ status: 'released', releasedAt: sql`now()` })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'authorised')));
}

/** A card authorisation refused as a payment (record-payment.ts) is released, then marked so. */
export async function releaseRefusedAuthorisation(deals: DealServices, transactionId: string): Promise<void> {
  await deals.gateway.cancel(transactionId);
  await deals.db
    .update(refusedAuthorisations)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(refusedAuthorisations.transactionId, transactionId), isNull(refusedAuthorisations.releasedAt)));
}
