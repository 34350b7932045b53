import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DEAL_STEP_DAYS, type OrderStatus, type OrderStep } from '@contract/orders.ts';
import type { Db } from '../db/database.ts';
import { orders, products, users } from '../db/schema.ts';
import { conflict, forbidden } from '../lib/http-errors.ts';
import { dealSteps } from '../metrics/metrics.ts';
import type { Notice } from '../notifications/notices.ts';
import type { DealServices } from './deal-services.ts';
import {
  lockProduct,
  partyOf,
  STATUS_WORDS,
  withOrderLocked,
  type LockedOrder,
  type Party,
  type Tx,
} from './locked-order.ts';
import { findOrderView, toOrderJson } from './order-view.ts';
import { releaseHold, settleAfterStep } from './settle-payment.ts';

/** Who may take a step, and from which statuses, per party. */
export type StepRule = { verb: string; from: Partial<Record<Party, readonly OrderStatus[]>> };

/** The deadline of a step that has one: now plus the days a step may take. */
export const stepDeadline = () => sql`now() + make_interval(days => ${DEAL_STEP_DAYS})`;

/** The order as the caller (its buyer or its seller) now sees it. */
export async function orderStepAnswer(db: Db, orderId: string, userId: string, party: Party): Promise<OrderStep> {
  const row = await findOrderView(db, orderId, userId);
  return { acknowledged: true, order: toOrderJson(row!, party) };
}

/**
 * Checks that the caller may take this step now (403 for someone who is not a party to it, 409 for the wrong
 * status), with the order locked, so two steps of one order never interleave.
 */
export function allowedParty(locked: LockedOrder, userId: string, rule: StepRule): Party {
  const party = partyOf(locked, userId);
  const allowedFrom = party ? rule.from[party] : undefined;
  if (!party || !allowedFrom) {
    const parties = Object.keys(rule.from) as Party[];
    throw forbidden(
      parties.length === 1 ? `Only the ${parties[0]} can ${rule.verb} this order` : 'This order is not yours',
    );
  }
  if (!allowedFrom.includes(locked.order.status)) {
    throw conflict(`You cannot ${rule.verb} this order: it is ${STATUS_WORDS[locked.order.status]}.`);
  }
  return party;
}

/**
 * One step of the lifecycle in a transaction: the order locked, the caller and the status checked, the change made
 * with the notices it causes; the notices are pushed once committed. Answers the order as the caller sees it.
 */
export async function takeStep(
  deals: DealServices,
  orderId: string,
  userId: string,
  rule: StepRule,
  change: (tx: Tx, locked: LockedOrder, party: Party) => Promise<Notice[]>,
): Promise<{ answer: OrderStep; locked: LockedOrder }> {
  const { locked, party } = await withOrderLocked(deals, orderId, async (tx, locked) => {
    const party = allowedParty(locked, userId, rule);
    return { result: { locked, party }, notices: await change(tx, locked, party) };
  });
  dealSteps.inc({ step: rule.verb });
  return { answer: await orderStepAnswer(deals.db, orderId, userId, party), locked };
}

const LIVE_DEAL: OrderStatus[] = ['accepted', 'paid', 'handed_over', 'disputed'];

/** The seller takes this buyer's order: one accepted order per listing at a time. */
export async function acceptOrder(deals: DealServices, orderId: string, userId: string): Promise<OrderStep> {
  const rule: StepRule = { verb: 'accept', from: { seller: ['placed'] } };
  const { answer } = await takeStep(deals, orderId, userId, rule, async (tx, { order, sellerName, productName }) => {
    // Accepts of one listing take turns on its row: the second finds the first's order.
    const product = await lockProduct(tx, order.productId);
    if (product.availability !== 'available') throw conflict(`This item is ${product.availability} already.`);
    const [live] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.productId, order.productId), inArray(orders.status, LIVE_DEAL)))
      .limit(1);
    if (live) throw conflict('You have accepted another order for this item. Cancel it before accepting this one.');
    await tx
      .update(orders)
      .set({ status: 'accepted', acceptedAt: sql`now()`, expiresAt: stepDeadline() })
      .where(eq(orders.id, order.id));
    return [
      {
        userId: order.buyerId,
        kind: 'order-accepted',
        orderId: order.id,
        text: `${sellerName} accepted your order for ${productName}. Pay within ${DEAL_STEP_DAYS} days to reserve it.`,
      },
    ];
  });
  return answer;
}

/** The seller turns this buyer's order down. */
export async function declineOrder(deals: DealServices, orderId: string, userId: string): Promise<OrderStep> {
  const rule: StepRule = { verb: 'decline', from: { seller: ['placed'] } };
  const { answer } = await takeStep(deals, orderId, userId, rule, async (tx, { order, sellerName, productName }) => {
    await tx.update(orders).set({ status: 'declined', expiresAt: null }).where(eq(orders.id, order.id));
    return [
      {
        userId: order.buyerId,
        kind: 'order-declined',
        orderId: order.id,
        text: `${sellerName} declined your order for ${productName}.`,
      },
    ];
  });
  return answer;
}

/** A paid listing goes back on sale when its deal falls through. */
export async function freeListing(tx: Pick<Db, 'update'>, productId: string): Promise<void> {
  await tx
    .update(products)
    .set({ availability: 'available', updatedAt: sql`now()` })
    .where(and(eq(products.id, productId), eq(products.availability, 'reserved')));
}

/**
 * Either party calls the deal off before the hand-over: the buyer while it is placed, accepted or paid, the seller
 * once accepted (before, they decline). A paid order's authorisation is released and the listing goes back on sale.
 */
export async function cancelOrder(
  deals: DealServices,
  orderId: string,
  userId: string,
  reason: string,
): Promise<OrderStep> {
  const rule: StepRule = {
    verb: 'cancel',
    from: { buyer: ['placed', 'accepted', 'paid'], seller: ['accepted', 'paid'] },
  };
  const { answer } = await takeStep(deals, orderId, userId, rule, async (tx, locked, party) => {
    const { order } = locked;
    await tx
      .update(orders)
      .set({ status: 'cancelled', cancelReason: party, cancelledAt: sql`now()`, expiresAt: null })
      .where(eq(orders.id, order.id));
    await freeListing(tx, order.productId);
    return [cancelNotice(locked, party, reason)];
  });
  await settleAfterStep(deals, orderId, releaseHold);
  return answer;
}

/** The other party of the deal: whom a step by `by` concerns. */
export function otherParty(locked: Pick<LockedOrder, 'order' | 'sellerId'>, by: Party): string {
  return by === 'buyer' ? locked.sellerId : locked.order.buyerId;
}

export function nameOf(locked: Pick<LockedOrder, 'buyerName' | 'sellerName'>, party: Party): string {
  return party === 'buyer' ? locked.buyerName : locked.sellerName;
}

function cancelNotice(locked: LockedOrder, by: Party, reason: string): Notice {
  const because = reason ? ` (${reason})` : '';
  return {
    userId: otherParty(locked, by),
    kind: 'order-cancelled',
    orderId: locked.order.id,
    text: `${nameOf(locked, by)} cancelled the order for ${locked.productName}${because}.`,
  };
}

/**
 * Either party says the paid deal went wrong (the other did not come, the item is not as described): the deadline
 * stops, the listing stays reserved and the authorisation held until an admin releases or refunds it.
 */
export async function disputeOrder(
  deals: DealServices,
  orderId: string,
  userId: string,
  reason: string,
): Promise<OrderStep> {
  const rule: StepRule = { verb: 'dispute', from: { buyer: ['paid'], seller: ['paid'] } };
  const { answer } = await takeStep(deals, orderId, userId, rule, async (tx, locked, party) => {
    await tx
      .update(orders)
      .set({ status: 'disputed', disputedAt: sql`now()`, disputedBy: party, disputeReason: reason, expiresAt: null })
      .where(eq(orders.id, locked.order.id));
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)));
    const other: Party = party === 'buyer' ? 'seller' : 'buyer';
    return [
      {
        userId: otherParty(locked, party),
        kind: 'disputed',
        orderId: locked.order.id,
        text: `${nameOf(locked, party)} opened a dispute about ${locked.productName}: ${reason}`,
      },
      ...admins.map((admin): Notice => ({
        userId: admin.id,
        kind: 'dispute-opened',
        orderId: locked.order.id,
        text: `${nameOf(locked, party)} opened a dispute about ${locked.productName} with ${nameOf(locked, other)}: ${reason}`,
      })),
    ];
  });
  return answer;
}
