import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Notification, PushSubscriptionInput } from '@contract/notifications.ts';
import type { Db } from '../db/database.ts';
import { notifications, pushSubscriptions } from '../db/schema.ts';

const LIST_LENGTH = 100;

/** The user's latest notifications, newest first. */
export async function listNotifications(db: Db, userId: string): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LENGTH);
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    text: row.text,
    orderId: row.orderId,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Marks the user's notifications read: these ids, or all of them. Answers how many changed. */
export async function markNotificationsRead(db: Db, userId: string, ids?: string[]): Promise<number> {
  if (ids?.length === 0) return 0;
  const read = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return read.length;
}

/** Where to push this user's notifications; a browser subscribed again (or by someone else now) is updated. */
export async function savePushSubscription(db: Db, userId: string, { endpoint, keys }: PushSubscriptionInput) {
  await db
    .insert(pushSubscriptions)
    .values({ endpoint, userId, p256dh: keys.p256dh, auth: keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: keys.p256dh, auth: keys.auth },
    });
}

/** The user no longer wants pushes on this browser. Answers how many went. */
export async function deletePushSubscription(db: Db, userId: string, endpoint: string): Promise<number> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ endpoint: pushSubscriptions.endpoint });
  return deleted.length;
}
