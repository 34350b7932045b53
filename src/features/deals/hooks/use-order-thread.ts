import { useCallback, useMemo } from 'react';
import { useQueuedWrites } from '@/offline/outbox/queued-writes';
import { getOrderMessages, useOrderMessagesQuery } from '../api/get-order-messages';
import { useThread } from './use-thread';

/** The order's thread (the questions its buyer asked before ordering come first, from the server), with the outbox's. */
export function useOrderThread(orderId: string) {
  const query = useOrderMessagesQuery(orderId);
  const queuedMessages = useQueuedWrites('message');
  const acceptances = useQueuedWrites('meeting-acceptance');
  const pending = useMemo(
    () => queuedMessages.filter((write) => write.display.orderId === orderId),
    [queuedMessages, orderId],
  );
  const accepting = useMemo(
    () =>
      new Set(acceptances.filter((write) => write.display.orderId === orderId).map((write) => write.display.messageId)),
    [acceptances, orderId],
  );
  const pageBefore = useCallback((before: string) => getOrderMessages(orderId, undefined, before), [orderId]);
  return useThread(query, pageBefore, pending, accepting);
}
