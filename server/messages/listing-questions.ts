import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { QuestionThread, QuestionThreadParams, QuestionThreadSummary } from '@contract/listing-questions.ts';
import type { OrderMessage, OrderMessagesQuery, SendQuestion } from '@contract/order-messages.ts';
import type { Role } from '@contract/users.ts';
import type { Db } from '../db/database.ts';
import { notifications, orderMessages, products, users } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../lib/http-errors.ts';
import { outboxReplays } from '../metrics/metrics.ts';
import { recordNotices } from '../notifications/notices.ts';
import type { DealServices } from '../orders/deal-services.ts';
import type { Tx } from '../orders/locked-order.ts';
import {
  markThreadRead,
  questionThread,
  snippet,
  threadPage,
  toldOfBurst,
  toMessageJson,
  writtenTime,
} from './order-messages.ts';

/*
 * Questions on a listing: a buyer asks the seller before ordering, the seller answers. They are order messages
 * without an order, kept by (listing, buyer): an order of that listing by that buyer shows them first in its thread
 * (order-messages.ts). Only the buyer, the seller and an admin read a thread; nothing here carries an email or phone.
 */

const buyers = alias(users, 'buyers');
const sellers = alias(users, 'sellers');
const THREADS_LISTED = 100;

type Reader = Pick<Db, 'select'>;
type Caller = { id: string; role: Role };
type Side = 'buyer' | 'seller' | 'admin';

async function listingOf(db: Reader, productId: string) {
  const [listing] = await db
    .select({
      id: products.id,
      name: products.name,
      sellerId: products.sellerId,
      sellerName: users.displayName,
      sellerPublicId: users.publicId,
      postTime: products.postTime,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(eq(products.id, productId));
  if (!listing) throw notFound('This listing does not exist or was removed');
  return listing;
}
type Listing = Awaited<ReturnType<typeof listingOf>>;

async function threadStarted(db: Reader, { productId, buyerId }: QuestionThreadParams): Promise<boolean> {
  const [first] = await db
    .select({ id: orderMessages.id })
    .from(orderMessages)
    .where(questionThread(productId, buyerId))
    .limit(1);
  return first !== undefined;
}

/**
 * Who the caller is to this thread. The buyer may open their own thread before asking anything; the seller and an
 * admin only a thread the buyer started (404 otherwise: a buyer's id alone shows nothing). The seller never asks
 * about their own listing; anyone else is refused.
 */
async function sideOf(db: Reader, listing: Listing, thread: QuestionThreadParams, caller: Caller): Promise<Side> {
  if (listing.sellerId === caller.id && thread.buyerId === caller.id) {
    throw forbidden('You cannot ask about your own listing');
  }
  if (thread.buyerId === caller.id) return 'buyer';
  const side = listing.sellerId === caller.id ? 'seller' : caller.role === 'admin' ? 'admin' : undefined;
  if (!side) throw forbidden('These questions are between the buyer who asked and the seller');
  if (!(await threadStarted(db, thread))) throw notFound('This buyer has not asked about this listing');
  return side;
}

/** Who the caller is to this thread (the rules of `sideOf`), for what other modules let a party do with it. */
export async function sideInThread(db: Reader, thread: QuestionThreadParams, caller: Caller): Promise<Side> {
  return sideOf(db, await listingOf(db, thread.productId), thread, caller);
}

/** GET /api/questions/{productId}/{buyerId}: the listing and the two people the thread is between. */
export async function questionThreadFor(db: Db, thread: QuestionThreadParams, caller: Caller): Promise<QuestionThread> {
  const listing = await listingOf(db, thread.productId);
  const side = await sideOf(db, listing, thread, caller);
  const [buyer] = await db.select({ name: users.displayName }).from(users).where(eq(users.id, thread.buyerId));
  if (!buyer) throw notFound('This buyer does not exist');
  return {
    productId: listing.id,
    productName: listing.name,
    buyerId: thread.buyerId,
    buyerName: buyer.name,
    sellerName: listing.sellerName,
    sellerPublicId: listing.sellerPublicId,
    asking: side === 'buyer',
  };
}

/** A page of the thread, oldest first: the latest MESSAGE_PAGE_SIZE, or those written before `before`. */
export async function listQuestions(
  db: Db,
  thread: QuestionThreadParams,
  caller: Caller,
  query: OrderMessagesQuery = {},
): Promise<OrderMessage[]> {
  await sideOf(db, await listingOf(db, thread.productId), thread, caller);
  return threadPage(db, questionThread(thread.productId, thread.buyerId), caller.id, query);
}

/** The message already stored under this id: the same question sent again, or someone else's id (409). */
async function replayOf(tx: Tx, input: SendQuestion, thread: QuestionThreadParams, senderId: string) {
  const [existing] = await tx.select().from(orderMessages).where(eq(orderMessages.id, input.messageId));
  if (!existing) return undefined;
  const same =
    existing.senderId === senderId &&
    existing.orderId === null &&
    existing.productId === thread.productId &&
    existing.buyerId === thread.buyerId;
  if (!same) throw conflict('This message id is already taken', 'messageId');
  outboxReplays.inc({ kind: 'message' });
  return existing;
}

/**
 * The buyer asks (their own thread), or the seller answers (a thread the buyer started). The id is the sender's
 * device's: sent again from the outbox, it is stored once and answered like the first time. The other party is
 * told; a burst while they have not read the last notice is one notice.
 */
export async function sendQuestion(
  deals: DealServices,
  thread: QuestionThreadParams,
  caller: Caller,
  input: SendQuestion,
): Promise<OrderMessage> {
  const { productId, buyerId } = thread;
  const { row, notices, senderName } = await deals.db.transaction(async (tx) => {
    const listing = await listingOf(tx, productId);
    const side = await sideOf(tx, listing, thread, caller);
    if (side === 'admin') throw forbidden('Admins read questions; the buyer and the seller write them');
    const [buyer] = await tx.select({ name: users.displayName }).from(users).where(eq(users.id, buyerId));
    const senderName = side === 'buyer' ? buyer!.name : listing.sellerName;
    const replay = await replayOf(tx, input, thread, caller.id);
    if (replay) return { row: replay, notices: [], senderName };
    const [row] = await tx
      .insert(orderMessages)
      .values({
        id: input.messageId,
        orderId: null,
        productId,
        buyerId,
        senderId: caller.id,
        kind: 'text',
        body: input.text,
        writtenAt: writtenTime(input.writtenAt, listing.postTime, new Date()),
      })
      .returning();
    const recipient = side === 'buyer' ? listing.sellerId : buyerId;
    const kind = side === 'buyer' ? 'question' : 'answer';
    const burst = {
      notice: and(
        eq(notifications.userId, recipient),
        eq(notifications.productId, productId),
        eq(notifications.buyerId, buyerId),
        eq(notifications.kind, kind),
      ),
      unread: and(questionThread(productId, buyerId), eq(orderMessages.senderId, caller.id)),
      say: (wrote: string) => `${senderName} ${wrote} ${listing.name}. The latest: “${snippet(input.text)}”`,
    };
    if (await toldOfBurst(tx, burst)) return { row: row!, notices: [], senderName };
    const text =
      side === 'buyer'
        ? `${senderName} asked about ${listing.name}: “${snippet(input.text)}”`
        : `${senderName} answered your question about ${listing.name}: “${snippet(input.text)}”`;
    const stored = await recordNotices(tx, [{ userId: recipient, kind, orderId: null, productId, buyerId, text }]);
    return { row: row!, notices: stored, senderName };
  });
  void deals.notifier.deliver(notices);
  return toMessageJson(row, senderName, caller.id);
}

/** The caller (the buyer or the seller) has read the thread: its messages and notices stop counting as unread. */
export async function markQuestionsRead(db: Db, thread: QuestionThreadParams, caller: Caller): Promise<number> {
  const side = await sideOf(db, await listingOf(db, thread.productId), thread, caller);
  if (side === 'admin') return 0;
  const notices = and(
    eq(notifications.productId, thread.productId),
    eq(notifications.buyerId, thread.buyerId),
    inArray(notifications.kind, ['question', 'answer']),
  );
  return markThreadRead(db, questionThread(thread.productId, thread.buyerId), caller.id, notices);
}

/**
 * GET /api/questions: the threads the caller is in (a buyer's questions, the questions about a seller's listings),
 * the latest message first, with how many of the other party's messages are unread.
 */
export async function listQuestionThreads(db: Db, userId: string): Promise<QuestionThreadSummary[]> {
  const mine = and(isNull(orderMessages.orderId), or(eq(orderMessages.buyerId, userId), eq(products.sellerId, userId)));
  const latest = await db
    .selectDistinctOn([orderMessages.productId, orderMessages.buyerId], {
      message: orderMessages,
      productName: products.name,
      buyerName: buyers.displayName,
      sellerName: sellers.displayName,
    })
    .from(orderMessages)
    .innerJoin(products, eq(products.id, orderMessages.productId))
    .innerJoin(buyers, eq(buyers.id, orderMessages.buyerId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(mine)
    .orderBy(
      orderMessages.productId,
      orderMessages.buyerId,
      desc(orderMessages.writtenAt),
      desc(orderMessages.createdAt),
      desc(orderMessages.id),
    );
  const unread = await db
    .select({
      productId: orderMessages.productId,
      buyerId: orderMessages.buyerId,
      n: sql<number>`count(*)::int`,
    })
    .from(orderMessages)
    .innerJoin(products, eq(products.id, orderMessages.productId))
    .where(and(mine, ne(orderMessages.senderId, userId), isNull(orderMessages.readAt)))
    .groupBy(orderMessages.productId, orderMessages.buyerId);
  const unreadOf = new Map(unread.map((row) => [`${row.productId}:${row.buyerId}`, row.n]));
  return latest
    .map(({ message, productName, buyerName, sellerName }) => ({
      productId: message.productId!,
      productName,
      buyerId: message.buyerId!,
      otherName: message.buyerId === userId ? sellerName : buyerName,
      lastText: message.body,
      lastMine: message.senderId === userId,
      lastWrittenAt: message.writtenAt.toISOString(),
      unread: unreadOf.get(`${message.productId}:${message.buyerId}`) ?? 0,
    }))
    .sort((a, b) => b.lastWrittenAt.localeCompare(a.lastWrittenAt))
    .slice(0, THREADS_LISTED);
}
