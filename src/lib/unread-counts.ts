import { useQuery } from '@tanstack/react-query';
import { unreadCountsSchema, type UnreadCounts } from '@contract/order-messages';
import { getJson } from './http';
import { personalQueryKey } from './session/personal-query-key';
import { useSession } from './session/use-session';

export const unreadCountsQueryKey = personalQueryKey('unread-counts');

/** GET /api/unread-counts: unread messages and notifications, for the menu's badges (read by several features). */
export function getUnreadCounts(signal?: AbortSignal): Promise<UnreadCounts> {
  return getJson('/api/unread-counts', unreadCountsSchema, signal);
}

/** Asked every 30 s while signed in (and on focus), so the badges follow what arrives. */
export function useUnreadCounts() {
  const signedIn = useSession().user !== null;
  return useQuery({
    queryKey: unreadCountsQueryKey,
    queryFn: ({ signal }) => getUnreadCounts(signal),
    enabled: signedIn,
    refetchInterval: 30_000,
  });
}
