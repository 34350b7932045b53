import { useMemo } from 'react';
import type { OrderMessage } from '@contract/order-messages';
import { useSession } from '@/lib/session/use-session';
import { useOutboxEntries } from '@/offline/outbox/use-outbox-entries';
import type { OutboxState } from '@outbox-core/outbox-entry';
import { useOrderMessagesQuery } from '../api/get-order-messages';

export interface ThreadMessage {
  message: OrderMessage;
  /** `sent` once the server has it; otherwise how it waits in the outbox (or why it was refused). */
  delivery: 'sent' | OutboxState;
  refusedBecause?: string;
  /** This user's acceptance of a meeting proposal, still in the outbox. */
  acceptancePending: boolean;
}

/** The order's thread: the server's messages, then this user's still in the outbox, each once. */
export function useOrderThread(orderId: string) {
  const query = useOrderMessagesQuery(orderId);
  const userId = useSession().user?._id;
  const entries = useOutboxEntries();

  const messages = useMemo((): ThreadMessage[] | undefined => {
    const mine = entries.filter((entry) => entry.ownerId === userId && entry.kind === 'message');
    const accepting = new Set(
      mine.flatMap((entry) => {
        const display = entry.display as { orderId?: string; messageId?: string };
        return display.messageId && display.orderId === orderId ? [display.messageId] : [];
      }),
    );
    const pending = mine
      .map((entry) => ({ entry, message: entry.display as OrderMessage }))
      .filter(({ message }) => message.orderId === orderId && typeof message._id === 'string');
    const stored = query.data;
    if (stored === undefined && pending.length === 0) return undefined;
    const storedIds = new Set((stored ?? []).map((message) => message._id));
    return [
      ...(stored ?? []).map((message): ThreadMessage => ({
        message,
        delivery: 'sent',
        acceptancePending: accepting.has(message._id),
      })),
      ...pending
        .filter(({ message }) => !storedIds.has(message._id))
        .map(({ entry, message }): ThreadMessage => ({
          message,
          delivery: entry.state,
          refusedBecause: entry.refusal?.message,
          acceptancePending: false,
        })),
    ];
  }, [entries, orderId, query.data, userId]);

  return { query, messages };
}
