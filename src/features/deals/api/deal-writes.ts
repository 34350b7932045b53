import type { OrderMessage, SendMessage } from '@contract/order-messages';
import type { ConfirmHandover, RecordHandover } from '@contract/orders';
import type { RateOrder } from '@contract/ratings';
import type { NewOutboxEntry } from '@outbox-core/outbox-entry';

/*
 * The deal's writes that work with no signal: each is an outbox record keyed by what the server dedupes by, so it
 * is written the moment the user submits and sent, once, whenever the connection allows.
 */

const orderPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}`;

/** POST /api/orders/{id}/messages, keyed by the message's own id; `pending` is how the thread shows it meanwhile. */
export function sendMessageWrite(orderId: string, message: SendMessage, pending: OrderMessage, userId: string) {
  return {
    id: message.messageId,
    kind: 'message',
    ownerId: userId,
    request: { method: 'POST', path: `${orderPath(orderId)}/messages`, body: message },
    display: pending,
  } satisfies NewOutboxEntry;
}

const meetingAcceptanceId = (messageId: string) => `meeting-acceptance:${messageId}`;

/** POST /api/orders/{id}/messages/{messageId}/accept: agreeing to a proposed meeting (twice is once). */
export function acceptMeetingWrite(orderId: string, messageId: string, userId: string) {
  return {
    id: meetingAcceptanceId(messageId),
    kind: 'message',
    ownerId: userId,
    request: { method: 'POST', path: `${orderPath(orderId)}/messages/${encodeURIComponent(messageId)}/accept` },
    display: { orderId, messageId },
  } satisfies NewOutboxEntry;
}

const handoverId = (orderId: string) => `handover:${orderId}`;

/** POST /api/orders/{id}/handover: the code the buyer entered, and when; the server answers a replay as done. */
export function confirmHandoverWrite(orderId: string, confirmation: ConfirmHandover, userId: string) {
  return {
    id: handoverId(orderId),
    kind: 'handover',
    ownerId: userId,
    request: { method: 'POST', path: `${orderPath(orderId)}/handover`, body: confirmation },
    display: { orderId },
  } satisfies NewOutboxEntry;
}

const handoverRecordId = (orderId: string) => `handover-record:${orderId}`;

/** POST /api/orders/{id}/handed-over: the seller's record of the hand-over, and when; a replay is answered as done. */
export function recordHandoverWrite(orderId: string, record: RecordHandover, userId: string) {
  return {
    id: handoverRecordId(orderId),
    kind: 'handover-record',
    ownerId: userId,
    request: { method: 'POST', path: `${orderPath(orderId)}/handed-over`, body: record },
    display: { orderId },
  } satisfies NewOutboxEntry;
}

const ratingId = (orderId: string) => `rating:${orderId}`;

/** POST /api/orders/{id}/rating: one per deal and person; the same rating again is answered like the first. */
export function rateOrderWrite(orderId: string, rating: RateOrder, userId: string) {
  return {
    id: ratingId(orderId),
    kind: 'rating',
    ownerId: userId,
    request: { method: 'POST', path: `${orderPath(orderId)}/rating`, body: rating },
    display: { orderId, rating },
  } satisfies NewOutboxEntry;
}
