import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { pageOfNotice, type PushPayload } from '@contract/notifications.ts';
import type { Db } from '../db/database.ts';
import { pushSubscriptions } from '../db/schema.ts';
import { pushSends } from '../metrics/metrics.ts';
import type { Notifier, StoredNotice } from './notices.ts';
import { isPushEndpointAllowed, type PushEndpointPolicy } from './push-endpoints.ts';
import type { VapidKeys } from './vapid-keys.ts';

const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a device that is off. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

function pushPayloadFor(notice: StoredNotice): PushPayload {
  return {
    title: 'Shutterswap',
    body: notice.text,
    url: pageOfNotice(notice) ?? '/dashboard/notifications',
    tag: notice.id,
  };
}

/**
 * Web Push with VAPID: `web-push` signs and encrypts each message and the request goes out with fetch, only to an
 * endpoint `endpoints` allows (a known push service over https, resolved to public addresses; the tests' local
 * one by their own configuration). A subscription the push service no longer knows (404, 410) is forgotten.
 */
export function createWebPushNotifier(
  db: Db,
  { keys, subject, endpoints }: { keys: VapidKeys; subject: string; endpoints: PushEndpointPolicy },
  log: FastifyBaseLogger,
): Notifier {
  async function send(subscription: typeof pushSubscriptions.$inferSelect, payload: PushPayload) {
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      { vapidDetails: { subject, ...keys }, TTL: TIME_TO_LIVE_SECONDS, contentEncoding: 'aes128gcm' },
    );
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: new Uint8Array(details.body),
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    return response.status;
  }

  return {
    async deliver(notices) {
      if (notices.length === 0) return;
      try {
        const userIds = [...new Set(notices.map((notice) => notice.userId))];
        const subscriptions = await db
          .select()
          .from(pushSubscriptions)
          .where(inArray(pushSubscriptions.userId, userIds));
        const sends = notices.flatMap((notice) =>
          subscriptions
            .filter((subscription) => subscription.userId === notice.userId)
            .map(async (subscription) => {
              // Checked again: the host may resolve somewhere else than when the browser subscribed.
              if (!(await isPushEndpointAllowed(subscription.endpoint, endpoints))) {
                log.warn({ kind: notice.kind }, 'A push endpoint is no longer a known push service; not sent');
                return;
              }
              const status = await send(subscription, pushPayloadFor(notice)).catch((error: unknown) => {
                pushSends.inc({ result: 'failed' });
                throw error;
              });
              if (status === 404 || status === 410) {
                pushSends.inc({ result: 'gone' });
                await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
              } else if (status >= 400) {
                pushSends.inc({ result: 'refused' });
                log.warn({ status, kind: notice.kind }, 'A push service refused a notification');
              } else {
                pushSends.inc({ result: 'sent' });
              }
            }),
        );
        for (const result of await Promise.allSettled(sends)) {
          if (result.status === 'rejected') log.warn({ err: result.reason }, 'A push notification was not delivered');
        }
      } catch (error) {
        log.warn({ err: error }, 'Push notifications were not delivered');
      }
    },
  };
}
