import { z } from 'zod';
import { dateTime } from './date-time.ts';
import { freeText } from './free-text.ts';

/**
 * When the sender's phone wrote the message, which may be long before the outbox delivers it; the server keeps it
 * within the order's life (not before the order, never later than its own clock) and orders threads by it.
 */
const writtenAt = z.string().datetime({ offset: true, message: 'writtenAt must be a date and time' }).optional();

/**
 * POST /api/orders/{id}/messages: a text, or a meeting place and time the other party accepts. `messageId` is
 * made by the sender's device, so a message sent again from the offline outbox is stored once.
 */
const textMessageSchema = z.object({
  messageId: z.string().uuid('messageId must be a UUID'),
  writtenAt,
  kind: z.literal('text'),
  text: freeText().min(1, 'Write a message').max(2000, 'Keep the message under 2000 characters'),
});

/** POST /api/questions/{productId}/{buyerId}/messages: a question about a listing, or its answer: words only. */
export const sendQuestionSchema = textMessageSchema;
export type SendQuestion = z.input<typeof sendQuestionSchema>;

export const sendMessageSchema = z.discriminatedUnion('kind', [
  textMessageSchema,
  z.object({
    messageId: z.string().uuid('messageId must be a UUID'),
    writtenAt,
    kind: z.literal('meeting'),
    meetingPlace: freeText().min(3, 'Enter a meeting place').max(200, 'Keep the meeting place under 200 characters'),
    meetingAt: dateTime('Choose a date and time'),
    text: freeText().max(500, 'Keep the note under 500 characters').default(''),
  }),
]);
export type SendMessage = z.input<typeof sendMessageSchema>;

export const orderMessageSchema = z.object({
  _id: z.string(),
  /** Null for a question asked on the listing before the order (an order's thread shows them first). */
  orderId: z.string().nullable(),
  /** Written by the caller (true) or by the other party. */
  mine: z.boolean(),
  senderName: z.string(),
  kind: z.enum(['text', 'meeting']),
  text: z.string(),
  meetingPlace: z.string().nullable(),
  meetingAt: z.string().nullable(),
  /** When the other party accepted the meeting proposal. */
  acceptedAt: z.string().nullable(),
  readAt: z.string().nullable(),
  /** When the server received it. */
  createdAt: z.string(),
  /** When the sender wrote it (on their phone, bounded by the server): threads are in this order. */
  writtenAt: z.string(),
});
export type OrderMessage = z.infer<typeof orderMessageSchema>;
export const orderMessageListSchema = z.array(orderMessageSchema);

/** Messages an answer holds at most: the latest, or those written before the message `before` names. */
export const MESSAGE_PAGE_SIZE = 100;
export const orderMessagesQuerySchema = z.object({
  before: z.string().uuid('This is not a valid message id').optional(),
});
export type OrderMessagesQuery = z.infer<typeof orderMessagesQuerySchema>;

export const messageSentSchema = z.object({ acknowledged: z.literal(true), message: orderMessageSchema });

/** The path parameters of one message of one order. */
export const orderMessageParamsSchema = z.object({
  id: z.string().uuid('This is not a valid id'),
  messageId: z.string().uuid('This is not a valid id'),
});

/**
 * GET /api/unread-counts: what the menu badges show: messages on orders, questions and answers about listings, and
 * notifications.
 */
export const unreadCountsSchema = z.object({
  messages: z.number().int(),
  questions: z.number().int(),
  notifications: z.number().int(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;
