/// <reference lib="webworker" />
import type { PushPayload } from '@contract/notifications';

declare const self: ServiceWorkerGlobalScope;

/** The push's payload when it is one of ours (checked by hand: the worker carries no schema library). */
function pushPayloadOf(event: PushEvent): PushPayload | undefined {
  try {
    const data = event.data?.json() as Partial<Record<keyof PushPayload, unknown>> | undefined;
    const fields = [data?.title, data?.body, data?.url, data?.tag];
    return fields.every((field) => typeof field === 'string') ? (data as PushPayload) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Web Push: each push the server sends (server/notifications/web-push-notifier.ts) is shown as a system
 * notification; tapping it opens the order it is about, in a window of the app already open if there is one.
 */
export function showPushedNotifications(): void {
  self.addEventListener('push', (event: PushEvent) => {
    const payload = pushPayloadOf(event);
    if (!payload) return;
    const { title, body, url, tag } = payload;
    event.waitUntil(
      self.registration.showNotification(title, { body, tag, data: { url }, icon: '/icons/icon-192.png' }),
    );
  });

  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const url = new URL(String((event.notification.data as { url?: string } | null)?.url ?? '/'), self.location.origin);
    event.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
        const open = windows.find((window) => new URL(window.url).origin === url.origin);
        if (open) {
          await open.focus();
          return void (await open.navigate(url.href));
        }
        return void (await self.clients.openWindow(url.href));
      }),
    );
  });
}
