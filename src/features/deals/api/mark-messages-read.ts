import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { modifiedSchema } from '@contract/selling';
import { postJson } from '@/lib/http';
import { unreadCountsQueryKey } from '@/lib/unread-counts';

/** POST /api/orders/{id}/read: the other party's messages on the order are read; they stop counting as unread. */
export function markMessagesRead(orderId: string) {
  return postJson(`/api/orders/${encodeURIComponent(orderId)}/read`, {}, modifiedSchema);
}

/** Marks the thread read while it shows unread messages with a signal; the menu's badges follow at once. */
export function useMarkMessagesRead(orderId: string, unread: boolean, online: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!unread || !online) return;
    void markMessagesRead(orderId)
      .then(() => queryClient.invalidateQueries({ queryKey: unreadCountsQueryKey }))
      .catch(() => undefined);
  }, [unread, online, orderId, queryClient]);
}
