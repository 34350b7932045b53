import { timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Party } from '@contract/deal-rules.ts';
import {
  HANDOVER_CONFIRM_HOURS,
  HANDOVER_MAX_ATTEMPTS,
  type ConfirmHandover,
  type OrderStep,
  type RecordHandover,
} from '@contract/orders.ts';
import { orders, products, users } from '../db/schema.ts';
import { badRequest, conflict } from '../lib/http-errors.ts';
import { dealSteps, outboxReplays } from '../metrics/metrics.ts';
import type { Notice } from '../notifications/notices.ts';
import type { DealServices } from './deal-services.ts';
import { stageOf, withOrderLocked, type LockedOrder, type Tx } from './locked-order.ts';
import { allowedParty, dealRule, openDispute, orderStepAnswer } from './order-steps.ts';
import { captureHandedOver, settleAfterStep } from './settle-payment.ts';

/** A confirmation that arrives again (the outbox replays it) finds the order past the hand-over: answered as done. */
const HANDED_OVER_ALREADY = new Set(['handed_over', 'completed']);
/** Cancels a phone's earlier hand-over outweighs; an admin's refund is a decision, not one of them. */
const OUTWEIGHED_CANCELS = new Set(['buyer', 'seller', 'expired']);

const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * When a phone says it took a step: never before the payment, never later than now (nor than `until`, when the
 * order was cancelled meanwhile). The server keeps its own time beside it.
 */
function boundedPhoneTime(claimed: string, paidAt: Date | null, until = new Date()): Date {
  const latest = until.getTime();
  const earliest = Math.min(paidAt?.getTime() ?? latest, latest);
  return new Date(Math.min(Math.max(Date.parse(claimed), earliest), latest));
}

const formatTime = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

async function adminIds(tx: Tx): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  return rows.map((row) => row.id);
}

/** What each party's phone did at the meeting, and where the server keeps the time it says it did it. */
const HANDOVER_CLAIMS = {
  buyer: { did: "The buyer's phone confirmed", column: 'handoverConfirmedAt' },
  seller: { did: "The seller's phone recorded", column: 'handoverRecordedClaimedAt' },
} as const;

/** The phone's time for a step taken before the order was cancelled, or null when it came after the cancel. */
function beforeTheCancel(order: LockedOrder['order'], claimed: string): Date | null {
  if (order.status !== 'cancelled' || !OUTWEIGHED_CANCELS.has(order.cancelReason ?? '')) return null;
  const tookAt = boundedPhoneTime(claimed, order.paidAt, order.cancelledAt ?? undefined);
  return tookAt.getTime() < order.cancelledAt!.getTime() ? tookAt : null;
}

/**
 * A party's phone took the hand-over (the buyer's the right code, the seller's its record) before the order was
 * cancelled (the deadline passed, or a cancel was agreed, while the step waited for a signal). It counts: the order
 * goes to an admin as a dispute (the hold may be released already), the listing is reserved again, and both sides and
 * the admins are told. Answers false when the listing is in another buyer's deal by now: then an admin is told and
 * sorts it out by hand.
 */
async function reopenAsDispute(
  tx: Tx,
  locked: LockedOrder,
  party: Party,
  tookAt: Date,
): Promise<{ notices: Notice[]; reopened: boolean }> {
  const { order } = locked;
  const claim = HANDOVER_CLAIMS[party];
  const reason = `${claim.did} the hand-over at ${formatTime(tookAt)}, before the order was cancelled at ${formatTime(order.cancelledAt!)}.`;
  const [otherDeal] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.productId, order.productId),
        ne(orders.id, order.id),
        inArray(orders.status, ['accepted', 'paid', 'handed_over', 'disputed']),
      ),
    )
    .limit(1);
  if (otherDeal) {
    const admins = await adminIds(tx);
    const text = `${reason} ${locked.productName} is in another deal by now: please sort it out with ${locked.buyerName} and ${locked.sellerName}.`;
    return {
      reopened: false,
      notices: admins.map((userId) => ({ userId, kind: 'dispute-opened', orderId: order.id, text })),
    };
  }
  await tx
    .update(orders)
    .set({ [claim.column]: tookAt, cancelReason: null, cancelledAt: null })
    .where(eq(orders.id, order.id));
  await tx
    .update(products)
    .set({ availability: 'reserved', updatedAt: sql`now()` })
    .where(and(eq(products.id, order.productId), eq(products.availability, 'available')));
  const notices = await openDispute(tx, locked, party, reason);
  const toSender: Notice = {
    userId: party === 'buyer' ? order.buyerId : locked.sellerId,
    kind: 'disputed',
    orderId: order.id,
    text: `${reason} An admin decides.`,
  };
  return { reopened: true, notices: [...notices, toSender] };
}

/**
 * The buyer entered the code the seller's phone showed, perhaps with no signal on either side: the confirmation may
 * arrive much later from the outbox. The server checks the code (a few wrong ones lock it), records the hand-over
 * with its own time and the time the buyer's phone took it (bounded), and captures the payment, which completes the
 * order and sells the listing. A confirmation taken before a cancel that came first to the server counts.
 */
export async function confirmHandover(
  deals: DealServices,
  orderId: string,
  userId: string,
  { code, confirmedAt }: ConfirmHandover,
): Promise<OrderStep> {
  // The failed attempt is counted (committed) before the code is refused.
  type Outcome = 'done already' | 'wrong code' | 'locked' | 'handed over' | 'reopened' | 'not reopened';
  const outcome = await withOrderLocked<Outcome>(deals, orderId, async (tx, locked) => {
    const { order } = locked;
    const isBuyer = order.buyerId === userId;
    const rightCode = order.handoverCode !== null && sameCode(order.handoverCode, code);
    if (isBuyer && rightCode && HANDED_OVER_ALREADY.has(order.status)) return { result: 'done already' };
    const tookAt = isBuyer && rightCode ? beforeTheCancel(order, confirmedAt) : null;
    if (tookAt) {
      const { reopened, notices } = await reopenAsDispute(tx, locked, 'buyer', tookAt);
      return { result: reopened ? 'reopened' : 'not reopened', notices };
    }
    allowedParty(locked, userId, dealRule('handover'));
    if (order.handoverFailedAttempts >= HANDOVER_MAX_ATTEMPTS) return { result: 'locked' };
    if (!rightCode) {
      const attempts = order.handoverFailedAttempts + 1;
      await tx.update(orders).set({ handoverFailedAttempts: attempts }).where(eq(orders.id, orderId));
      const text = `The hand-over code for ${locked.productName} is locked after ${HANDOVER_MAX_ATTEMPTS} wrong tries. When you have handed it over, record the hand-over on your phone: ${locked.buyerName} then confirms or disputes.`;
      const notices: Notice[] =
        attempts === HANDOVER_MAX_ATTEMPTS ? [{ userId: locked.sellerId, kind: 'disputed', orderId, text }] : [];
      return { result: attempts === HANDOVER_MAX_ATTEMPTS ? 'locked' : 'wrong code', notices };
    }
    await tx
      .update(orders)
      .set({
        status: 'handed_over',
        handedOverAt: sql`now()`,
        handoverConfirmedAt: boundedPhoneTime(confirmedAt, order.paidAt),
        expiresAt: null,
      })
      .where(eq(orders.id, orderId));
    return {
      result: 'handed over',
      notices: [
        {
          userId: locked.sellerId,
          kind: 'handed-over',
          orderId,
          text: `${locked.buyerName} confirmed the hand-over of ${locked.productName}. The payment is on its way to you.`,
        },
      ],
    };
  });
  if (outcome === 'wrong code') {
    throw badRequest("This is not the code on the seller's phone. Check the 6 digits and try again.", 'code');
  }
  if (outcome === 'done already') outboxReplays.inc({ kind: 'handover' });
  if (outcome === 'locked') {
    throw conflict(
      `The hand-over code is locked after ${HANDOVER_MAX_ATTEMPTS} wrong tries. Ask the seller to record the hand-over on their phone; you then confirm or dispute it.`,
      'code',
    );
  }
  if (outcome === 'not reopened') {
    throw conflict(
      'This order was cancelled before your confirmation arrived. An admin has been told and will contact you.',
    );
  }
  // Until captured (now, or by the next sweep), the order reads "handed over".
  if (outcome === 'handed over') {
    dealSteps.inc({ step: 'handover' });
    await settleAfterStep(deals, orderId, captureHandedOver);
  }
  return orderStepAnswer(deals.db, orderId, userId, 'buyer');
}

/**
 * The seller says the item was handed over, from their own phone (perhaps offline, through the outbox). The buyer
 * then has HANDOVER_CONFIRM_HOURS to confirm or dispute before the sweep takes the payment. Said to a buyer who asked
 * to cancel, the two disagree: the order goes to an admin as a dispute. Sent again, it is answered as done.
 */
export async function recordHandover(
  deals: DealServices,
  orderId: string,
  userId: string,
  { recordedAt }: RecordHandover,
): Promise<OrderStep> {
  // False when the record came before a cancel but the listing is in another deal by now (an admin is told).
  const taken = await withOrderLocked<boolean>(deals, orderId, async (tx, locked) => {
    const { order } = locked;
    const stage = stageOf(order);
    const isSeller = locked.sellerId === userId;
    const recordedBefore = order.status === 'disputed' && order.handoverRecordedClaimedAt !== null;
    const replay =
      isSeller && (stage === 'handover_recorded' || HANDED_OVER_ALREADY.has(order.status) || recordedBefore);
    if (replay) return { result: true };
    const tookAt = isSeller ? beforeTheCancel(order, recordedAt) : null;
    if (tookAt) {
      const { reopened, notices } = await reopenAsDispute(tx, locked, 'seller', tookAt);
      return { result: reopened, notices };
    }
    allowedParty(locked, userId, dealRule('handed-over'));
    const claimed = boundedPhoneTime(recordedAt, order.paidAt);
    if (stage === 'buyer_asks_to_cancel') {
      await tx.update(orders).set({ handoverRecordedClaimedAt: claimed }).where(eq(orders.id, orderId));
      const reason = `${locked.buyerName} asked to cancel; ${locked.sellerName} says the item was handed over at ${formatTime(claimed)}.`;
      return { result: true, notices: await openDispute(tx, locked, 'seller', reason) };
    }
    await tx
      .update(orders)
      .set({
        handoverRecordedAt: sql`now()`,
        handoverRecordedClaimedAt: claimed,
        cancelRequestedBy: null,
        cancelRequestedAt: null,
        cancelRequestReason: null,
        expiresAt: sql`now() + make_interval(hours => ${HANDOVER_CONFIRM_HOURS})`,
      })
      .where(eq(orders.id, orderId));
    return {
      result: true,
      notices: [
        {
          userId: order.buyerId,
          kind: 'handed-over',
          orderId,
          text: `${locked.sellerName} says they handed over ${locked.productName}. Confirm with the code, or open a dispute within ${HANDOVER_CONFIRM_HOURS} hours: after that the payment is taken.`,
        },
      ],
    };
  });
  if (!taken) {
    throw conflict('This order was cancelled before your record arrived. An admin has been told and will contact you.');
  }
  return orderStepAnswer(deals.db, orderId, userId, 'seller');
}
