import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dealStage, type DealStage, type Party } from '@contract/deal-rules.ts';
import type { Db } from '../db/database.ts';
import { orders, products, users } from '../db/schema.ts';
import { notFound } from '../lib/http-errors.ts';
import { recordNotices, type Notice } from '../notifications/notices.ts';
import type { DealServices } from './deal-services.ts';

export type { Party };
/** An open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

const buyers = alias(users, 'buyers');
const sellers = alias(users, 'sellers');

/**
 * The order, locked for this transaction (every step of one order takes turns), with the names its notices use.
 * 404 when it does not exist.
 */
async function lockOrder(tx: Reader, orderId: string) {
  const [row] = await tx
    .select({
      order: orders,
      sellerId: products.sellerId,
      productName: products.name,
      buyerName: buyers.displayName,
      sellerName: sellers.displayName,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  if (!row) throw notFound('This order does not exist');
  return row;
}
export type LockedOrder = Awaited<ReturnType<typeof lockOrder>>;

/** Locks the order's listing: steps that change what the listing is (accept, pay, release) take turns on it. */
export async function lockProduct(tx: Reader, productId: string) {
  const [product] = await tx
    .select({ availability: products.availability, priceCents: products.resellPriceCents })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!product) throw notFound('This listing does not exist or was removed');
  return product;
}

/**
 * One step of a deal: `work` runs in a transaction with the order locked, and the notices it answers are written in
 * that transaction and pushed once it is committed. Answers what `work` made.
 */
export async function withOrderLocked<T>(
  deals: Pick<DealServices, 'db' | 'notifier'>,
  orderId: string,
  work: (tx: Tx, locked: LockedOrder) => Promise<{ result: T; notices?: Notice[] }>,
): Promise<T> {
  const { result, notices } = await deals.db.transaction(async (tx) => {
    const done = await work(tx, await lockOrder(tx, orderId));
    return { result: done.result, notices: await recordNotices(tx, done.notices ?? []) };
  });
  void deals.notifier.deliver(notices);
  return result;
}

export function partyOf(locked: Pick<LockedOrder, 'order' | 'sellerId'>, userId: string): Party | null {
  if (locked.order.buyerId === userId) return 'buyer';
  if (locked.sellerId === userId) return 'seller';
  return null;
}

/** Where the order's deal stands (contract/deal-rules.ts). */
export function stageOf(order: LockedOrder['order']): DealStage {
  return dealStage({
    status: order.status,
    cancelRequestedBy: order.cancelRequestedBy,
    handoverRecorded: order.handoverRecordedAt !== null,
  });
}

/** How an order's stage reads in a refusal: "You cannot accept this order: it is paid and waiting for the hand-over." */
export const STATUS_WORDS: Record<DealStage, string> = {
  placed: 'waiting for the seller to accept it',
  accepted: 'accepted and waiting for payment',
  declined: 'declined by the seller',
  paid: 'paid and waiting for the hand-over',
  buyer_asks_to_cancel: 'paid, and the buyer asked to cancel it',
  seller_asks_to_cancel: 'paid, and the seller asked to cancel it',
  handover_recorded: 'handed over by the seller and waiting for the buyer to confirm',
  handed_over: 'handed over',
  completed: 'completed',
  cancelled: 'cancelled',
  disputed: 'disputed and waiting for an admin',
};
