import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { MESSAGE_PAGE_SIZE, type OrderMessage } from '@contract/order-messages';
import type { QueuedWrite } from '@/offline/outbox/queued-writes';

export interface ThreadMessage {
  message: OrderMessage;
  /** `sent` once the server has it; otherwise how it waits in the outbox (or why it was refused). */
  delivery: 'sent' | QueuedWrite<'message'>['state'];
  refusedBecause?: string;
  /** The queued write of a message not sent yet (what Dismiss lets go once refused). */
  writeId?: string;
  /** This user's acceptance of a meeting proposal, still in the outbox. */
  acceptancePending: boolean;
}

/** A message of this thread still in the outbox. */
export interface PendingMessage {
  id: string;
  state: ThreadMessage['delivery'];
  refusal?: { message: string };
  display: OrderMessage;
}

/** When it was written, then when the server got it: the order both phones show the thread in. */
function byWhenWritten(a: ThreadMessage, b: ThreadMessage): number {
  return (
    a.message.writtenAt.localeCompare(b.message.writtenAt) ||
    a.message.createdAt.localeCompare(b.message.createdAt) ||
    a.message._id.localeCompare(b.message._id)
  );
}

type PageBefore = (before: string) => Promise<OrderMessage[]>;

/** Pages of a long thread written before the latest one, loaded when asked for. */
function useEarlierMessages(pageBefore: PageBefore, latest: OrderMessage[] | undefined) {
  const [earlier, setEarlier] = useState<{ messages: OrderMessage[]; complete: boolean }>({
    messages: [],
    complete: false,
  });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const oldest = earlier.messages[0] ?? latest?.[0];
  const more = !earlier.complete && latest?.length === MESSAGE_PAGE_SIZE && oldest !== undefined;
  const loadEarlier = useCallback(async () => {
    if (!oldest) return;
    setLoading(true);
    setFailed(false);
    try {
      const page = await pageBefore(oldest._id);
      setEarlier((current) => ({
        messages: [...page, ...current.messages],
        complete: page.length < MESSAGE_PAGE_SIZE,
      }));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [pageBefore, oldest]);
  return { messages: earlier.messages, more, loading, failed, loadEarlier };
}
export type EarlierMessages = ReturnType<typeof useEarlierMessages>;

/**
 * A thread (an order's, a question thread): the server's messages and this user's still in the outbox, each once, in
 * the order written. `accepting` names the meeting proposals this user agreed to on this phone.
 */
export function useThread(
  query: UseQueryResult<OrderMessage[]>,
  pageBefore: PageBefore,
  pending: PendingMessage[],
  accepting: ReadonlySet<string> = new Set(),
) {
  const earlier = useEarlierMessages(pageBefore, query.data);
  const messages = useMemo((): ThreadMessage[] | undefined => {
    const latestIds = new Set((query.data ?? []).map((message) => message._id));
    const stored = query.data && [...earlier.messages.filter((message) => !latestIds.has(message._id)), ...query.data];
    if (stored === undefined && pending.length === 0) return undefined;
    const storedIds = new Set((stored ?? []).map((message) => message._id));
    return [
      ...(stored ?? []).map((message): ThreadMessage => ({
        message,
        delivery: 'sent',
        acceptancePending: accepting.has(message._id),
      })),
      ...pending
        .filter((write) => !storedIds.has(write.display._id))
        .map((write): ThreadMessage => ({
          // A message queued before messages carried the time they were written: it was written when stored.
          message: { ...write.display, writtenAt: write.display.writtenAt ?? write.display.createdAt },
          delivery: write.state,
          refusedBecause: write.refusal?.message,
          writeId: write.id,
          acceptancePending: false,
        })),
    ].sort(byWhenWritten);
  }, [accepting, pending, query.data, earlier.messages]);
  return { query, messages, earlier };
}
