import { and, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  MESSAGE_PAGE_SIZE,
  type OrderMessage,
  type OrderMessagesQuery,
  type SendMessage,
  type UnreadCounts,
} from '@contract/order-messages.ts';
import { stagesOf } from '@contract/deal-rules.ts';
import { MEETING_STATUSES, MESSAGING_STATUSES } from '@contract/orders.ts';
import type { Db } from '../db/database.ts';
import { notifications, orderMessages, orders, products, users } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../lib/http-errors.ts';
import { outboxReplays } from '../metrics/metrics.ts';
import type { DealServices } from '../orders/deal-services.ts';
import { partyOf, withOrderLocked, type Tx } from '../orders/locked-order.ts';
import { allowedParty, nameOf, otherParty, type StepRule } from '../orders/order-steps.ts';
import { orderForParty } from '../orders/order-view.ts';

const messagingStages = stagesOf(MESSAGING_STATUSES);
const meetingStages = stagesOf(MEETING_STATUSES);
const MESSAGING: StepRule = { verb: 'write about', from: { buyer: messagingStages, seller: messagingStages } };
const MEETING: StepRule = { verb: 'propose a meeting for', from: { buyer: meetingStages, seller: meetingStages } };

type MessageRow = typeof orderMessages.$inferSelect;

export function toMessageJson(row: MessageRow, senderName: string, viewerId: string): OrderMessage {
  return {
    _id: row.id,
    orderId: row.orderId,
    mine: row.senderId === viewerId,
    senderName,
    kind: row.kind,
    text: row.body,
    meetingPlace: row.meetingPlace,
    meetingAt: row.meetingAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    writtenAt: row.writtenAt.toISOString(),
  };
}

/** When the sender wrote it, as far as the server believes: not before its thread began, never later than now. */
export function writtenTime(writtenAt: string | undefined, orderCreatedAt: Date, now: Date): Date {
  if (writtenAt === undefined) return now;
  const claimed = Date.parse(writtenAt);
  return new Date(Math.min(now.getTime(), Math.max(orderCreatedAt.getTime(), claimed)));
}

export const snippet = (text: string) => (text.length > 100 ? `${text.slice(0, 99)}…` : text);

/**
 * A message from one party to the other. Its id is the sender's device's: sent again (the outbox after a lost
 * answer), it is stored once and answered like the first time.
 */
export async function sendMessage(
  deals: DealServices,
  orderId: string,
  userId: string,
  input: SendMessage,
): Promise<OrderMessage> {
  const { locked, row } = await withOrderLocked(deals, orderId, async (tx, locked) => {
    const [existing] = await tx.select().from(orderMessages).where(eq(orderMessages.id, input.messageId));
    if (existing) {
      if (existing.senderId !== userId || existing.orderId !== orderId) {
        throw conflict('This message id is already taken', 'messageId');
      }
      outboxReplays.inc({ kind: 'message' });
      return { result: { row: existing, locked } };
    }
    const meeting = input.kind === 'meeting' ? input : undefined;
    const party = allowedParty(locked, userId, meeting ? MEETING : MESSAGING);
    const [row] = await tx
      .insert(orderMessages)
      .values({
        id: input.messageId,
        orderId,
        senderId: userId,
        kind: input.kind,
        body: input.text ?? '',
        meetingPlace: meeting?.meetingPlace ?? null,
        meetingAt: meeting ? new Date(meeting.meetingAt) : null,
        writtenAt: writtenTime(input.writtenAt, locked.order.createdAt, new Date()),
      })
      .returning();
    const name = nameOf(locked, party);
    const recipient = otherParty(locked, party);
    const burst = {
      notice: and(
        eq(notifications.userId, recipient),
        eq(notifications.orderId, orderId),
        eq(notifications.kind, 'message'),
      ),
      unread: and(eq(orderMessages.orderId, orderId), eq(orderMessages.senderId, userId)),
      say: (wrote: string) => `${name} ${wrote} ${locked.productName}. The latest: “${snippet(input.text ?? '')}”`,
    };
    if (!meeting && (await toldOfBurst(tx, burst))) return { result: { row: row!, locked } };
    const text = meeting
      ? `${name} proposed where and when to meet for ${locked.productName}: ${meeting.meetingPlace}.`
      : `${name} wrote about ${locked.productName}: “${snippet(input.text ?? '')}”`;
    return {
      result: { row: row!, locked },
      notices: [{ userId: recipient, kind: 'message', orderId, text }],
    };
  });
  return toMessageJson(row, nameOf(locked, partyOf(locked, row.senderId)!), userId);
}

/**
 * A message while the recipient has not read the last one they were told of (the unread notification `notice`
 * picks): that notification now counts the sender's unread messages (`unread` picks them) and shows the latest, and
 * nothing new is pushed, so a burst of messages is one notification on the other phone. `say` words it from "wrote
 * about" or "wrote 3 messages about". Answers whether there was such a notification.
 */
export async function toldOfBurst(
  tx: Tx,
  burst: { notice: SQL | undefined; unread: SQL | undefined; say: (wrote: string) => string },
): Promise<boolean> {
  const [told] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(burst.notice, isNull(notifications.readAt)))
    .orderBy(desc(notifications.createdAt))
    .limit(1)
    .for('update');
  if (!told) return false;
  const [unread] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orderMessages)
    .where(and(burst.unread, isNull(orderMessages.readAt)));
  const count = unread?.n ?? 1;
  await tx
    .update(notifications)
    .set({ text: burst.say(count > 1 ? `wrote ${count} messages about` : 'wrote about'), createdAt: sql`now()` })
    .where(eq(notifications.id, told.id));
  return true;
}

/** A question thread's messages: asked by this buyer about this listing before (or without) an order. */
export function questionThread(productId: string, buyerId: string): SQL | undefined {
  return and(isNull(orderMessages.orderId), eq(orderMessages.productId, productId), eq(orderMessages.buyerId, buyerId));
}

/** An order's thread: the questions its buyer asked about its listing, then (in time) the order's own messages. */
function orderThread(order: { id: string; productId: string; buyerId: string }): SQL | undefined {
  return or(eq(orderMessages.orderId, order.id), questionThread(order.productId, order.buyerId));
}

/**
 * A page of a thread's messages in the order they were written: the latest MESSAGE_PAGE_SIZE, or as many written
 * before the message `before` names (a message of this thread).
 */
export async function threadPage(
  db: Pick<Db, 'select'>,
  thread: SQL | undefined,
  viewerId: string,
  { before }: OrderMessagesQuery = {},
): Promise<OrderMessage[]> {
  const place = sql`(${orderMessages.writtenAt}, ${orderMessages.createdAt}, ${orderMessages.id})`;
  // The cursor's row is read from the same table, so the thread's condition applies to it too.
  const cursor = before
    ? sql`${place} < (select written_at, created_at, id from ${orderMessages} where id = ${before} and ${thread})`
    : undefined;
  const newestFirst = await db
    .select({ message: orderMessages, senderName: users.displayName })
    .from(orderMessages)
    .innerJoin(users, eq(users.id, orderMessages.senderId))
    .where(and(thread, cursor))
    .orderBy(desc(orderMessages.writtenAt), desc(orderMessages.createdAt), desc(orderMessages.id))
    .limit(MESSAGE_PAGE_SIZE);
  return newestFirst.reverse().map(({ message, senderName }) => toMessageJson(message, senderName, viewerId));
}

/** The thread's messages to the caller are read, and so are the notifications `notices` picks. */
export async function markThreadRead(
  db: Db,
  thread: SQL | undefined,
  userId: string,
  notices: SQL | undefined,
): Promise<number> {
  const read = await db
    .update(orderMessages)
    .set({ readAt: sql`now()` })
    .where(and(thread, ne(orderMessages.senderId, userId), isNull(orderMessages.readAt)))
    .returning({ id: orderMessages.id });
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), notices, isNull(notifications.readAt)));
  return read.length;
}

/** The order's thread, for its buyer or its seller only (404, 403 otherwise). */
async function threadOfOrder(db: Pick<Db, 'select'>, orderId: string, userId: string) {
  await orderForParty(db, orderId, userId);
  const [order] = await db
    .select({ id: orders.id, productId: orders.productId, buyerId: orders.buyerId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return orderThread(order!);
}

/**
 * A page of the order's thread (its questions before the order, then its messages), for its buyer or its seller: the
 * latest MESSAGE_PAGE_SIZE, or as many written before the message `before` names.
 */
export async function listMessages(
  db: Db,
  orderId: string,
  userId: string,
  query: OrderMessagesQuery = {},
): Promise<OrderMessage[]> {
  return threadPage(db, await threadOfOrder(db, orderId, userId), userId, query);
}

/**
 * The other party agrees to a proposed meeting: it becomes the order's meeting place and time. Accepting twice is
 * accepting once; the proposer cannot accept their own proposal.
 */
export async function acceptMeeting(
  deals: DealServices,
  orderId: string,
  messageId: string,
  userId: string,
): Promise<OrderMessage> {
  const { locked, row } = await withOrderLocked(deals, orderId, async (tx, locked) => {
    const party = allowedParty(locked, userId, { ...MEETING, verb: 'agree a meeting for' });
    const [proposal] = await tx
      .select()
      .from(orderMessages)
      .where(and(eq(orderMessages.id, messageId), eq(orderMessages.orderId, orderId)));
    if (!proposal || proposal.kind !== 'meeting') throw notFound('This meeting proposal does not exist');
    if (proposal.senderId === userId) throw forbidden('The other party accepts a meeting you proposed');
    if (proposal.acceptedAt) return { result: { row: proposal, locked } };
    const [row] = await tx
      .update(orderMessages)
      .set({ acceptedAt: sql`now()` })
      .where(eq(orderMessages.id, messageId))
      .returning();
    await tx
      .update(orders)
      .set({ meetingPlace: proposal.meetingPlace!, meetingAt: proposal.meetingAt })
      .where(eq(orders.id, orderId));
    return {
      result: { row: row!, locked },
      notices: [
        {
          userId: otherParty(locked, party),
          kind: 'meeting-accepted',
          orderId,
          text: `${nameOf(locked, party)} agreed to meet at ${proposal.meetingPlace} for ${locked.productName}.`,
        },
      ],
    };
  });
  return toMessageJson(row, nameOf(locked, partyOf(locked, row.senderId)!), userId);
}

/** The caller has read the order's thread: its messages and the notifications about them stop counting as unread. */
export async function markMessagesRead(db: Db, orderId: string, userId: string): Promise<number> {
  const thread = await threadOfOrder(db, orderId, userId);
  return markThreadRead(db, thread, userId, and(eq(notifications.orderId, orderId), eq(notifications.kind, 'message')));
}

/**
 * The menu's badges: messages to the user not read yet on any of their orders, questions and answers about listings
 * not read yet, and unread notifications.
 */
export async function unreadCounts(db: Db, userId: string): Promise<UnreadCounts> {
  const [messages] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderMessages)
    .innerJoin(orders, eq(orders.id, orderMessages.orderId))
    .innerJoin(products, eq(products.id, orders.productId))
    .where(
      and(
        or(eq(orders.buyerId, userId), eq(products.sellerId, userId)),
        ne(orderMessages.senderId, userId),
        isNull(orderMessages.readAt),
      ),
    );
  const [questions] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderMessages)
    .innerJoin(products, eq(products.id, orderMessages.productId))
    .where(
      and(
        isNull(orderMessages.orderId),
        or(eq(orderMessages.buyerId, userId), eq(products.sellerId, userId)),
        ne(orderMessages.senderId, userId),
        isNull(orderMessages.readAt),
      ),
    );
  const [unreadNotifications] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { messages: messages?.n ?? 0, questions: questions?.n ?? 0, notifications: unreadNotifications?.n ?? 0 };
}
