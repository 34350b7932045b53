import { useQuery } from '@tanstack/react-query';
import { unreadCountsSchema, type UnreadCounts } from '@contract/order-messages';
import { getJson } from './http';
import { UNREAD_REFRESH_MS } from './live-refresh';
import { personalQueryKey } from './session/personal-query-key';
import { useSession } from './session/use-session';

export const unreadCountsQueryKey = personalQueryKey('unread-counts');

/** GET /api/unread-counts: unread messages and notifications, for the menu's badges (read by several features). */
export function getUnreadCounts(signal?: AbortSignal): Promise<UnreadCounts> {
  return getJson('/api/unread-counts', unreadCountsSchema, signal);
}

/** Asked every few seconds while signed in and the page is shown (and on focus), so the bell and badges follow. */
export function useUnreadCounts() {
  const signedIn = useSession().user !== null;
  return useQuery({
    queryKey: unreadCountsQueryKey,
    queryFn: ({ signal }) => getUnreadCounts(signal),
    enabled: signedIn,
    refetchInterval: UNREAD_REFRESH_MS,
  });
}
