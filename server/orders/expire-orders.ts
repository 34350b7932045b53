import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orders, payments, products, refusedAuthorisations, users } from '../db/schema.ts';
import { dealSteps } from '../metrics/metrics.ts';
import { recordNotices, type Notice } from '../notifications/notices.ts';
import type { DealServices } from './deal-services.ts';
import { expireOverdueOffers } from '../offer-closing/close-offers.ts';
import { freeListing } from './order-steps.ts';
import { captureHandedOver, releaseHold, releaseRefusedAuthorisation } from './settle-payment.ts';

export type SweepResult = { expired: number; captured: number; released: number; expiredOffers: number };

const sellers = alias(users, 'sellers');

/**
 * A hand-over the seller recorded and the buyer neither confirmed nor disputed by its deadline counts as confirmed
 * (contract/deal-rules.ts DEADLINE_OUTCOME): the order is handed over, and settleOutstandingPayments captures it.
 */
async function completeUndisputedHandovers(deals: DealServices, now: Date): Promise<void> {
  const notices = await deals.db.transaction(async (tx) => {
    const handedOver = await tx
      .update(orders)
      .set({ status: 'handed_over', handedOverAt: sql`now()`, expiresAt: null })
      .where(and(eq(orders.status, 'paid'), isNotNull(orders.handoverRecordedAt), lte(orders.expiresAt, now)))
      .returning({ id: orders.id, buyerId: orders.buyerId, productId: orders.productId });
    if (handedOver.length === 0) return [];
    const listings = await tx
      .select({ id: products.id, name: products.name, sellerId: products.sellerId })
      .from(products)
      .where(
        inArray(
          products.id,
          handedOver.map((order) => order.productId),
        ),
      );
    return recordNotices(
      tx,
      handedOver.flatMap((order): Notice[] => {
        const listing = listings.find((product) => product.id === order.productId)!;
        const text = `Nobody disputed the hand-over of ${listing.name} in time: it counts as confirmed and the payment is taken.`;
        return [order.buyerId, listing.sellerId].map((userId) => ({
          userId,
          kind: 'handed-over',
          orderId: order.id,
          text,
        }));
      }),
    );
  });
  void deals.notifier.deliver(notices);
}

/**
 * Cancels every accepted order not paid, and every paid order not handed over, by its deadline (`now`, injectable
 * for tests). One UPDATE guarded by status claims them: with many replicas sweeping at once each order is
 * cancelled, and told of, exactly once. Their listings go back on sale in the same transaction.
 */
async function expireOverdueOrders(deals: DealServices, now: Date): Promise<string[]> {
  const notices = await deals.db.transaction(async (tx) => {
    const expired = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelReason: 'expired', cancelledAt: sql`now()`, expiresAt: null })
      .where(
        and(
          inArray(orders.status, ['accepted', 'paid']),
          isNull(orders.handoverRecordedAt),
          lte(orders.expiresAt, now),
        ),
      )
      .returning({ id: orders.id, buyerId: orders.buyerId, productId: orders.productId });
    if (expired.length === 0) return [];
    const listings = await tx
      .select({ id: products.id, name: products.name, sellerId: sellers.id })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(
        inArray(
          products.id,
          expired.map((order) => order.productId),
        ),
      );
    for (const order of expired) await freeListing(tx, order.productId);
    return recordNotices(
      tx,
      expired.flatMap((order): Notice[] => {
        const listing = listings.find((product) => product.id === order.productId)!;
        const text = `The order for ${listing.name} was not completed in time and has been cancelled. No money was taken.`;
        return [order.buyerId, listing.sellerId].map((userId) => ({
          userId,
          kind: 'order-cancelled',
          orderId: order.id,
          text,
        }));
      }),
    );
  });
  void deals.notifier.deliver(notices);
  const expired = [...new Set(notices.map((notice) => notice.orderId!))];
  dealSteps.inc({ step: 'expire' }, expired.length);
  return expired;
}

/** One call to the card provider a sweep owes, what it counts as, and what the log names if it fails again. */
type Settlement = {
  outcome: 'captured' | 'released';
  about: { orderId: string } | { transactionId: string };
  settle: () => Promise<void>;
};

/**
 * Finishes what a step left to the card provider and could not do at once (the provider did not answer, the
 * process stopped): captures handed-over orders, releases cancelled ones' authorisations and those refused as
 * payments. Every call is safe to repeat, so replicas sweeping together do no harm.
 */
async function settleOutstandingPayments(deals: DealServices): Promise<Pick<SweepResult, 'captured' | 'released'>> {
  const pending = await deals.db
    .select({ orderId: orders.id, status: orders.status })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.status, 'authorised'), inArray(orders.status, ['handed_over', 'cancelled'])));
  const refused = await deals.db
    .select({ transactionId: refusedAuthorisations.transactionId })
    .from(refusedAuthorisations)
    .where(and(isNull(refusedAuthorisations.releasedAt), eq(refusedAuthorisations.provider, deals.gateway.provider)));
  const settlements: Settlement[] = [
    ...refused.map(({ transactionId }): Settlement => ({
      outcome: 'released',
      about: { transactionId },
      settle: () => releaseRefusedAuthorisation(deals, transactionId),
    })),
    ...pending.map(({ orderId, status }): Settlement =>
      status === 'handed_over'
        ? { outcome: 'captured', about: { orderId }, settle: () => captureHandedOver(deals, orderId) }
        : { outcome: 'released', about: { orderId }, settle: () => releaseHold(deals, orderId) },
    ),
  ];
  const result = { captured: 0, released: 0 };
  for (const { outcome, about, settle } of settlements) {
    try {
      await settle();
      result[outcome]++;
    } catch (error) {
      deals.log.warn({ err: error, ...about }, 'A payment is still to be settled; the next sweep tries again');
    }
  }
  return result;
}

/** Open offers past their deadline expire, both sides told once (the UPDATE claims each offer once). */
async function expireOffers(deals: DealServices, now: Date): Promise<number> {
  const notices = await deals.db.transaction(async (tx) => recordNotices(tx, await expireOverdueOffers(tx, now)));
  void deals.notifier.deliver(notices);
  return notices.filter((notice) => notice.kind === 'offer-answered').length;
}

/** One sweep: overdue orders cancelled and offers expired, then every payment left to settle settled. */
export async function sweepOrders(deals: DealServices, now = new Date()): Promise<SweepResult> {
  await completeUndisputedHandovers(deals, now);
  const expired = await expireOverdueOrders(deals, now);
  const expiredOffers = await expireOffers(deals, now);
  return { expired: expired.length, expiredOffers, ...(await settleOutstandingPayments(deals)) };
}
