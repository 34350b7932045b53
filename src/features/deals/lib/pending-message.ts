import type { Order } from '@contract/orders';
import type { OrderMessage, SendMessage } from '@contract/order-messages';

/** The message as the order's thread shows it while it waits in the outbox. */
export function pendingMessage(order: Order, message: SendMessage, senderName: string): OrderMessage {
  const writtenAt = message.writtenAt ?? new Date().toISOString();
  return {
    _id: message.messageId,
    orderId: order._id,
    mine: true,
    senderName,
    kind: message.kind,
    text: message.text ?? '',
    meetingPlace: message.kind === 'meeting' ? message.meetingPlace : null,
    meetingAt: message.kind === 'meeting' ? new Date(message.meetingAt).toISOString() : null,
    acceptedAt: null,
    readAt: null,
    createdAt: writtenAt,
    writtenAt,
  };
}
