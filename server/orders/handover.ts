import { timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ConfirmHandover, OrderStep } from '@contract/orders.ts';
import { orders } from '../db/schema.ts';
import { badRequest } from '../lib/http-errors.ts';
import { dealSteps, outboxReplays } from '../metrics/metrics.ts';
import type { DealServices } from './deal-services.ts';
import { withOrderLocked } from './locked-order.ts';
import { allowedParty, orderStepAnswer, type StepRule } from './order-steps.ts';
import { captureHandedOver, settleAfterStep } from './settle-payment.ts';

const HANDOVER: StepRule = { verb: 'confirm the hand-over of', from: { buyer: ['paid'] } };
/** A confirmation that arrives again (the outbox replays it) finds the order past the hand-over: answered as done. */
const HANDED_OVER_ALREADY = new Set(['handed_over', 'completed']);

const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The buyer entered the code the seller's phone showed, perhaps with no signal on either side: the confirmation may
 * arrive much later from the outbox. The server checks the code, records the hand-over (with the time the buyer's
 * phone took it, never later than now), and captures the payment, which completes the order and sells the listing.
 */
export async function confirmHandover(
  deals: DealServices,
  orderId: string,
  userId: string,
  { code, confirmedAt }: ConfirmHandover,
): Promise<OrderStep> {
  // The failed attempt is counted (committed) before the code is refused.
  type Outcome = 'done already' | 'wrong code' | 'handed over';
  const outcome = await withOrderLocked<Outcome>(deals, orderId, async (tx, locked) => {
    const { order } = locked;
    const replay = HANDED_OVER_ALREADY.has(order.status) && order.buyerId === userId;
    if (replay && order.handoverCode !== null && sameCode(order.handoverCode, code)) return { result: 'done already' };
    allowedParty(locked, userId, HANDOVER);
    if (!sameCode(order.handoverCode ?? '', code)) {
      await tx
        .update(orders)
        .set({ handoverFailedAttempts: sql`${orders.handoverFailedAttempts} + 1` })
        .where(eq(orders.id, orderId));
      return { result: 'wrong code' };
    }
    const tookAt = new Date(Math.min(Date.parse(confirmedAt), Date.now()));
    await tx
      .update(orders)
      .set({ status: 'handed_over', handedOverAt: sql`now()`, handoverConfirmedAt: tookAt, expiresAt: null })
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
  // Until captured (now, or by the next sweep), the order reads "handed over".
  if (outcome === 'handed over') {
    dealSteps.inc({ step: 'handover' });
    await settleAfterStep(deals, orderId, captureHandedOver);
  }
  return orderStepAnswer(deals.db, orderId, userId, 'buyer');
}
