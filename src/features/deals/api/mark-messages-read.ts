import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { modifiedSchema } from '@contract/selling';
import { postJson } from '@/lib/http';
import { unreadCountsQueryKey } from '@/lib/unread-counts';

/**
 * POST {thread}/read (an order's /api/orders/{id}, a question thread's /api/questions/{productId}/{buyerId}): the
 * other party's messages in it are read; they stop counting as unread.
 */
export function markThreadRead(threadPath: string) {
  return postJson(`${threadPath}/read`, {}, modifiedSchema);
}

/** Marks the thread read while it shows unread messages with a signal; the menu's badges follow at once. */
export function useMarkThreadRead(threadPath: string, unread: boolean, online: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!unread || !online) return;
    void markThreadRead(threadPath)
      .then(() => queryClient.invalidateQueries({ queryKey: unreadCountsQueryKey }))
      .catch(() => undefined);
  }, [unread, online, threadPath, queryClient]);
}
