import { createHash } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { HANDOVER_MAX_ATTEMPTS, type Order } from '@contract/orders.ts';
import { centsToDollars } from '@contract/money.ts';
import type { Db } from '../db/database.ts';
import { orderMessages, orders, products, ratings, users } from '../db/schema.ts';
import { forbidden, notFound } from '../lib/http-errors.ts';

const buyers = alias(users, 'buyers');
const sellers = alias(users, 'sellers');

/** Orders with their buyer, product and seller, and what `viewerId` has not read or rated yet. */
export function selectOrderViews(db: Pick<Db, 'select'>, viewerId: string) {
  const unread = db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderMessages)
    .where(
      and(eq(orderMessages.orderId, orders.id), ne(orderMessages.senderId, viewerId), isNull(orderMessages.readAt)),
    );
  const rated = db
    .select({ one: sql`1` })
    .from(ratings)
    .where(and(eq(ratings.orderId, orders.id), eq(ratings.raterId, viewerId)));
  return db
    .select({
      order: orders,
      buyerName: buyers.displayName,
      buyerEmail: buyers.email,
      product: products,
      sellerId: sellers.id,
      sellerName: sellers.displayName,
      sellerPublicId: sellers.publicId,
      sellerEmail: sellers.email,
      unreadMessages: sql<number>`(${unread})`.mapWith(Number),
      ratedByMe: sql<boolean>`exists (${rated})`,
    })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId));
}

export type OrderViewRow = Awaited<ReturnType<typeof selectOrderViews>>[number];

/** From acceptance on (and not once the deal fell through), buyer and seller see each other's phone. */
const PHONES_SHARED = new Set<Order['status']>(['accepted', 'paid', 'handed_over', 'completed', 'disputed']);

/** What the buyer's phone keeps to tell a mistyped hand-over code with no signal. */
export function handoverCheck(orderId: string, code: string): string {
  return createHash('sha256').update(`${orderId}:${code}`).digest('hex');
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The price the deal is for: the listing's when the seller accepted, its current one before. */
export const agreedPriceCents = (row: Pick<OrderViewRow, 'order' | 'product'>) =>
  row.order.acceptedPriceCents ?? row.product.resellPriceCents;

/** The order as its buyer or its seller may see it. */
export function toOrderJson(row: OrderViewRow, role: 'buyer' | 'seller'): Order {
  const { order, product } = row;
  const shared = PHONES_SHARED.has(order.status);
  const codeIssued = order.handoverCode !== null && order.status === 'paid';
  return {
    _id: order.id,
    clientOrderId: order.clientOrderId,
    role,
    buyerName: row.buyerName,
    buyerEmail: row.buyerEmail,
    buyerPhone: role === 'buyer' || shared ? order.buyerPhone : null,
    meetingPlace: order.meetingPlace,
    meetingAt: iso(order.meetingAt),
    productID: product.id,
    productImg: product.images[0]?.thumbUrl ?? '',
    productName: product.name,
    productPrice: centsToDollars(agreedPriceCents(row)),
    productCondition: product.condition,
    productLocation: product.location,
    sellerName: row.sellerName,
    sellerPublicId: row.sellerPublicId,
    sellerEmail: row.sellerEmail,
    sellerPhone: role === 'seller' || shared ? product.phone : null,
    availability: product.availability,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    acceptedAt: iso(order.acceptedAt),
    paidAt: iso(order.paidAt),
    handedOverAt: iso(order.handedOverAt),
    completedAt: iso(order.completedAt),
    cancelledAt: iso(order.cancelledAt),
    cancelReason: order.cancelReason,
    expiresAt: order.status === 'accepted' || order.status === 'paid' ? iso(order.expiresAt) : null,
    handoverCode: role === 'seller' && codeIssued ? order.handoverCode : null,
    handoverCheck: role === 'buyer' && codeIssued ? handoverCheck(order.id, order.handoverCode!) : null,
    unreadMessages: row.unreadMessages,
    ratedByMe: row.ratedByMe,
    cancelRequest:
      order.status === 'paid' && order.cancelRequestedBy && order.cancelRequestedAt
        ? {
            by: order.cancelRequestedBy,
            reason: order.cancelRequestReason ?? '',
            at: order.cancelRequestedAt.toISOString(),
          }
        : null,
    handoverRecordedAt: iso(order.handoverRecordedAt),
    handoverAttemptsLeft: Math.max(0, HANDOVER_MAX_ATTEMPTS - order.handoverFailedAttempts),
    dispute:
      order.disputedAt && order.disputedBy
        ? {
            openedBy: order.disputedBy,
            reason: order.disputeReason ?? '',
            details: order.disputeDetails,
            photos: order.disputePhotos,
            openedAt: order.disputedAt.toISOString(),
            resolution: order.resolution,
            note: order.resolutionNote,
            resolvedAt: iso(order.resolvedAt),
          }
        : null,
  };
}

/** One order as `viewerId` (its buyer or its seller) sees it; undefined when it does not exist. */
export async function findOrderView(db: Pick<Db, 'select'>, orderId: string, viewerId: string) {
  const [row] = await selectOrderViews(db, viewerId).where(eq(orders.id, orderId)).limit(1);
  return row;
}

/** One order as its buyer or its seller sees it: 404 when it does not exist, 403 for anyone else. */
export async function orderForParty(db: Pick<Db, 'select'>, orderId: string, viewerId: string): Promise<Order> {
  const row = await findOrderView(db, orderId, viewerId);
  if (!row) throw notFound('This order does not exist');
  if (row.order.buyerId === viewerId) return toOrderJson(row, 'buyer');
  if (row.sellerId === viewerId) return toOrderJson(row, 'seller');
  throw forbidden('This order is between its buyer and its seller');
}
