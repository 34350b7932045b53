import { and, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
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
    productId: row.productId,
    buyerId: row.buyerId,
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

/** Browsers (push subscriptions) a user may have at once; a new one beyond pushes out the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 5;

/**
 * Where to push this user's notifications. A browser subscribed again is updated. An endpoint another user holds
 * moves to this user only with that browser's own auth secret (the same browser, signed in as someone else), so
 * knowing someone's endpoint takes nothing from them; either way the caller is answered alike. Each user keeps
 * their newest PUSH_SUBSCRIPTIONS_PER_USER.
 */
export async function savePushSubscription(db: Db, userId: string, { endpoint, keys }: PushSubscriptionInput) {
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint, userId, p256dh: keys.p256dh, auth: keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: keys.p256dh, auth: keys.auth, createdAt: sql`now()` },
        setWhere: or(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.auth, keys.auth)),
      });
    const kept = tx
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.endpoint))
      .limit(PUSH_SUBSCRIPTIONS_PER_USER);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.endpoint, kept)));
  });
}

/** The user no longer wants pushes on this browser: it is not theirs any more, whatever it was before. */
export async function deletePushSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}
