import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
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
import { partyOf, withOrderLocked, type LockedOrder, type Tx } from '../orders/locked-order.ts';
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

/** When the sender wrote it, as far as the server believes: not before the order, never later than now. */
function writtenTime(writtenAt: string | undefined, orderCreatedAt: Date, now: Date): Date {
  if (writtenAt === undefined) return now;
  const claimed = Date.parse(writtenAt);
  return new Date(Math.min(now.getTime(), Math.max(orderCreatedAt.getTime(), claimed)));
}

const snippet = (text: string) => (text.length > 100 ? `${text.slice(0, 99)}…` : text);

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
    if (!meeting && (await toldOfBurst(tx, { orderId, senderId: userId, recipient, name, locked, text: input.text }))) {
      return { result: { row: row!, locked } };
    }
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
 * A message while the recipient has not read the last one they were told of: that notification now counts the
 * sender's unread messages and shows the latest, and nothing new is pushed, so a burst of messages is one
 * notification on the other phone. Answers whether there was such a notification.
 */
async function toldOfBurst(
  tx: Tx,
  burst: { orderId: string; senderId: string; recipient: string; name: string; locked: LockedOrder; text?: string },
): Promise<boolean> {
  const [told] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, burst.recipient),
        eq(notifications.orderId, burst.orderId),
        eq(notifications.kind, 'message'),
        isNull(notifications.readAt),
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(1)
    .for('update');
  if (!told) return false;
  const [unread] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orderMessages)
    .where(
      and(
        eq(orderMessages.orderId, burst.orderId),
        eq(orderMessages.senderId, burst.senderId),
        isNull(orderMessages.readAt),
      ),
    );
  const count = unread?.n ?? 1;
  const wrote = count > 1 ? `wrote ${count} messages about` : 'wrote about';
  await tx
    .update(notifications)
    .set({
      text: `${burst.name} ${wrote} ${burst.locked.productName}. The latest: “${snippet(burst.text ?? '')}”`,
      createdAt: sql`now()`,
    })
    .where(eq(notifications.id, told.id));
  return true;
}

/**
 * A page of the order's messages in the order they were written, for its buyer or its seller: the latest
 * MESSAGE_PAGE_SIZE, or as many written before the message `before` (a message of this order) names.
 */
export async function listMessages(
  db: Db,
  orderId: string,
  userId: string,
  { before }: OrderMessagesQuery = {},
): Promise<OrderMessage[]> {
  await orderForParty(db, orderId, userId);
  const place = sql`(${orderMessages.writtenAt}, ${orderMessages.createdAt}, ${orderMessages.id})`;
  const cursor = before
    ? sql`${place} < (select written_at, created_at, id from ${orderMessages} where id = ${before} and order_id = ${orderId})`
    : undefined;
  const newestFirst = await db
    .select({ message: orderMessages, senderName: users.displayName })
    .from(orderMessages)
    .innerJoin(users, eq(users.id, orderMessages.senderId))
    .where(and(eq(orderMessages.orderId, orderId), cursor))
    .orderBy(desc(orderMessages.writtenAt), desc(orderMessages.createdAt), desc(orderMessages.id))
    .limit(MESSAGE_PAGE_SIZE);
  return newestFirst.reverse().map(({ message, senderName }) => toMessageJson(message, senderName, userId));
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

/** The caller has read the order's messages: they and the notifications about them stop counting as unread. */
export async function markMessagesRead(db: Db, orderId: string, userId: string): Promise<number> {
  await orderForParty(db, orderId, userId);
  const read = await db
    .update(orderMessages)
    .set({ readAt: sql`now()` })
    .where(and(eq(orderMessages.orderId, orderId), ne(orderMessages.senderId, userId), isNull(orderMessages.readAt)))
    .returning({ id: orderMessages.id });
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.orderId, orderId),
        eq(notifications.kind, 'message'),
        isNull(notifications.readAt),
      ),
    );
  return read.length;
}

/** The menu's badges: messages to the user not read yet, on any of their orders, and unread notifications. */
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
  const [unreadNotifications] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { messages: messages?.n ?? 0, notifications: unreadNotifications?.n ?? 0 };
}
