import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationListSchema, type Notification } from '@contract/notifications';
import { modifiedSchema } from '@contract/selling';
import { getJson, postJson } from '@/lib/http';
import { personalQueryKey } from '@/lib/session/personal-query-key';
import { unreadCountsQueryKey } from '@/lib/unread-counts';

export const notificationsQueryKey = personalQueryKey('notifications');

/** GET /api/notifications: the latest, newest first (kept on the device: readable offline). */
export function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return getJson('/api/notifications', notificationListSchema, signal);
}

export function useNotificationsQuery() {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: 30_000,
  });
}

/** POST /api/notifications/read: every notification read (the list was seen); the badges follow. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postJson('/api/notifications/read', {}, modifiedSchema),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: unreadCountsQueryKey }),
      ]),
  });
}
