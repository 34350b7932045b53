import { useCallback, useMemo } from 'react';
import { useQueuedWrites } from '@/offline/outbox/queued-writes';
import { getQuestionMessages, useQuestionMessagesQuery } from '../api/get-question-messages';
import { useThread } from './use-thread';

/** The questions one buyer asked about one listing and their answers, with this user's still in the outbox. */
export function useQuestionThread(productId: string, buyerId: string) {
  const query = useQuestionMessagesQuery(productId, buyerId);
  const queued = useQueuedWrites('question');
  const pending = useMemo(
    () => queued.filter((write) => write.display.productId === productId && write.display.buyerId === buyerId),
    [queued, productId, buyerId],
  );
  const pageBefore = useCallback(
    (before: string) => getQuestionMessages(productId, buyerId, undefined, before),
    [productId, buyerId],
  );
  return useThread(query, pageBefore, pending);
}
