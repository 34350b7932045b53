import { asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Dispute, DisputeDecision, DisputeState } from '@contract/disputes.ts';
import { centsToDollars } from '@contract/money.ts';
import { DEAL_STEP_DAYS, type OrderStep } from '@contract/orders.ts';
import type { Db } from '../db/database.ts';
import { orderMessages, orders, users } from '../db/schema.ts';
import { conflict } from '../lib/http-errors.ts';
import { dealSteps } from '../metrics/metrics.ts';
import type { Notice } from '../notifications/notices.ts';
import type { DealServices } from '../orders/deal-services.ts';
import { withOrderLocked, type LockedOrder, type Tx } from '../orders/locked-order.ts';
import { freeListing } from '../orders/order-steps.ts';
import { toMessageJson } from '../messages/order-messages.ts';
import { agreedPriceCents, selectOrderViews, toOrderJson } from '../orders/order-view.ts';
import { captureHandedOver, releaseHold, settleAfterStep } from '../orders/settle-payment.ts';

const DAY_MS = 86_400_000;

/** How many decided disputes the admin's history shows, newest first. */
const DECIDED_SHOWN = 50;

/**
 * The admin's disputes, each order with both parties' contacts, its messages and hand-over record: the open ones
 * oldest first, or the decided ones newest first with the decision, the note, who decided and when.
 */
export async function listDisputes(db: Db, adminId: string, state: DisputeState): Promise<Dispute[]> {
  const query = selectOrderViews(db, adminId);
  const rows =
    state === 'open'
      ? await query.where(eq(orders.status, 'disputed')).orderBy(asc(orders.disputedAt))
      : await query.where(isNotNull(orders.resolution)).orderBy(desc(orders.resolvedAt)).limit(DECIDED_SHOWN);
  if (rows.length === 0) return [];
  const deciderIds = [...new Set(rows.flatMap((row) => row.order.resolvedBy ?? []))];
  const deciders = new Map(
    deciderIds.length === 0
      ? []
      : (
          await db.select({ id: users.id, name: users.displayName }).from(users).where(inArray(users.id, deciderIds))
        ).map((user) => [user.id, user.name]),
  );
  const messages = await db
    .select({ message: orderMessages, senderName: users.displayName })
    .from(orderMessages)
    .innerJoin(users, eq(users.id, orderMessages.senderId))
    .where(
      inArray(
        orderMessages.orderId,
        rows.map((row) => row.order.id),
      ),
    )
    .orderBy(asc(orderMessages.createdAt));
  return rows.map(({ order, product, ...people }) => ({
    orderId: order.id,
    productID: product.id,
    productName: product.name,
    productImg: product.images[0]?.thumbUrl ?? '',
    amount: centsToDollars(agreedPriceCents({ order, product })),
    buyerName: people.buyerName,
    buyerEmail: people.buyerEmail,
    buyerPhone: order.buyerPhone,
    sellerName: people.sellerName,
    sellerEmail: people.sellerEmail,
    sellerPhone: product.phone,
    openedBy: order.disputedBy ?? 'system',
    reason: order.disputeReason ?? '',
    details: order.disputeDetails,
    photos: order.disputePhotos,
    openedAt: (order.disputedAt ?? order.createdAt).toISOString(),
    decision:
      order.resolution && order.resolvedAt
        ? {
            resolution: order.resolution,
            note: order.resolutionNote ?? '',
            decidedBy: (order.resolvedBy && deciders.get(order.resolvedBy)) ?? '',
            decidedAt: order.resolvedAt.toISOString(),
          }
        : null,
    handover: {
      paidAt: order.paidAt?.toISOString() ?? null,
      expiresAt: order.paidAt ? new Date(order.paidAt.getTime() + DEAL_STEP_DAYS * DAY_MS).toISOString() : null,
      confirmedAt: order.handoverConfirmedAt?.toISOString() ?? null,
      failedAttempts: order.handoverFailedAttempts,
      meetingPlace: order.meetingPlace,
      meetingAt: order.meetingAt?.toISOString() ?? null,
    },
    messages: messages
      .filter(({ message }) => message.orderId === order.id)
      .map(({ message, senderName }) => toMessageJson(message, senderName, adminId)),
  }));
}

function resolutionNotices(locked: LockedOrder, text: string, note: string): Notice[] {
  return [locked.order.buyerId, locked.sellerId].map((userId) => ({
    userId,
    kind: 'dispute-resolved',
    orderId: locked.order.id,
    text: `${text} The admin's note: ${note}`,
  }));
}

/** What every decision records on the order besides its own outcome: who decided, when, and their note. */
const decided = (resolution: 'released' | 'refunded', adminId: string, note: string) => ({
  resolution,
  resolvedAt: sql`now()`,
  resolvedBy: adminId,
  resolutionNote: note,
});

async function resolve(
  deals: DealServices,
  orderId: string,
  decide: (tx: Tx, locked: LockedOrder) => Promise<Notice[]>,
) {
  await withOrderLocked(deals, orderId, async (tx, locked) => {
    if (locked.order.status !== 'disputed') throw conflict('This order is not disputed (any more)');
    return { result: undefined, notices: await decide(tx, locked) };
  });
}

async function adminView(db: Db, orderId: string, adminId: string): Promise<OrderStep> {
  const [row] = await selectOrderViews(db, adminId).where(eq(orders.id, orderId));
  return { acknowledged: true, order: toOrderJson(row!, 'seller') };
}

/**
 * Release: the admin sides with the seller. The order counts as handed over and its payment is captured, which
 * completes it and sells the listing (as the buyer's hand-over code would have).
 */
export async function releaseDispute(
  deals: DealServices,
  orderId: string,
  adminId: string,
  { note }: DisputeDecision,
): Promise<OrderStep> {
  await resolve(deals, orderId, async (tx, locked) => {
    await tx
      .update(orders)
      .set({ status: 'handed_over', handedOverAt: sql`now()`, ...decided('released', adminId, note) })
      .where(eq(orders.id, orderId));
    return resolutionNotices(locked, `An admin released the payment for ${locked.productName} to the seller.`, note);
  });
  dealSteps.inc({ step: 'release' });
  await settleAfterStep(deals, orderId, captureHandedOver);
  return adminView(deals.db, orderId, adminId);
}

/**
 * Refund: the admin sides with the buyer. The authorisation is released, so the buyer's card is never charged (the
 * money was only held); the order is cancelled and the listing goes back on sale.
 */
export async function refundDispute(
  deals: DealServices,
  orderId: string,
  adminId: string,
  { note }: DisputeDecision,
): Promise<OrderStep> {
  await resolve(deals, orderId, async (tx, locked) => {
    await tx
      .update(orders)
      .set({
        status: 'cancelled',
        cancelReason: 'refunded',
        cancelledAt: sql`now()`,
        ...decided('refunded', adminId, note),
      })
      .where(eq(orders.id, orderId));
    await freeListing(tx, locked.order.productId);
    return resolutionNotices(
      locked,
      `An admin refunded the buyer of ${locked.productName}: the card is not charged.`,
      note,
    );
  });
  dealSteps.inc({ step: 'refund' });
  await settleAfterStep(deals, orderId, releaseHold);
  return adminView(deals.db, orderId, adminId);
}
