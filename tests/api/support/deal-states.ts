import { eq } from 'drizzle-orm';
import type { DealStage } from '@contract/deal-rules.ts';
import { orders, payments, sandboxPaymentIntents } from '@server/db/schema.ts';
import { insertProduct } from './fixtures.ts';
import { orderAs, orderStep, payAcceptedOrder, placeOrder } from './purchase.ts';
import type { Session } from './sessions.ts';
import type { TestApp } from './test-app.ts';

export type Deal = { orderId: string; productId: string; code: string | null };

/** The code the seller's phone shows for a paid order. */
export async function handoverCode(t: TestApp, seller: Session, orderId: string): Promise<string> {
  const { handoverCode: code } = await orderAs(t, seller, orderId);
  if (!code) throw new Error('No hand-over code: the order is not paid');
  return code;
}

export const handoverBody = (code: string, confirmedAt = new Date().toISOString()) => ({ code, confirmedAt });

/** A new listing of the seller's, ordered by the buyer, taken through the API to `status` (a stage of the deal). */
export async function dealIn(t: TestApp, status: DealStage, buyer: Session, seller: Session): Promise<Deal> {
  const product = await insertProduct(t.database.db, seller.userId, { resellPriceCents: 30_000 });
  const orderId = await placeOrder(t, buyer, product.id);
  const deal: Deal = { orderId, productId: product.id, code: null };
  const step = async (session: Session, name: string, body?: object) => {
    const response = await orderStep(t, session, orderId, name, body);
    if (response.statusCode !== 200) throw new Error(`${name}: ${response.body}`);
  };
  if (status === 'placed') return deal;
  if (status === 'declined') return (await step(seller, 'decline'), deal);
  await step(seller, 'accept');
  if (status === 'accepted') return deal;
  if (status === 'cancelled') return (await step(buyer, 'cancel', { reason: 'Changed my mind' }), deal);
  await payAcceptedOrder(t, buyer, product.id);
  deal.code = await handoverCode(t, seller, orderId);
  if (status === 'buyer_asks_to_cancel') await step(buyer, 'cancel-request', { reason: 'Found one nearer' });
  if (status === 'seller_asks_to_cancel') await step(seller, 'cancel-request', { reason: 'It broke' });
  if (status === 'handover_recorded') await step(seller, 'handed-over', { recordedAt: new Date().toISOString() });
  if (status === 'disputed')
    await step(buyer, 'dispute', { reason: 'Never handed over', details: 'The seller did not come to the meeting' });
  if (status === 'completed') await step(buyer, 'handover', handoverBody(deal.code));
  // Handed over, its capture not done yet (the provider did not answer): only a sweep would finish it.
  if (status === 'handed_over') {
    await t.database.db.update(orders).set({ status: 'handed_over' }).where(eq(orders.id, orderId));
  }
  return deal;
}

/** Where the order's card payment stands: its row's status and the sandbox intent's ('released' and 'canceled'). */
export async function holdOf(t: TestApp, orderId: string) {
  const [row] = await t.database.db
    .select({ payment: payments.status, intent: sandboxPaymentIntents.status })
    .from(payments)
    .innerJoin(sandboxPaymentIntents, eq(sandboxPaymentIntents.id, payments.transactionId))
    .where(eq(payments.orderId, orderId));
  return row;
}
