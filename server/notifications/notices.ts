import type { NotificationKind } from '@contract/notifications.ts';
import type { Db } from '../db/database.ts';
import { notifications } from '../db/schema.ts';

/** Something a user is told: kept in their in-app list and pushed to their devices. */
export type Notice = {
  userId: string;
  kind: NotificationKind;
  orderId: string | null;
  /** A notice about a question thread: its listing and the buyer who asked. */
  productId?: string | null;
  buyerId?: string | null;
  text: string;
};
export type StoredNotice = Notice & { id: string };

/** Writes the notices with the change they tell of (same transaction); the push goes once it is committed. */
export async function recordNotices(tx: Pick<Db, 'insert'>, notices: Notice[]): Promise<StoredNotice[]> {
  if (notices.length === 0) return [];
  return tx.insert(notifications).values(notices).returning({
    id: notifications.id,
    userId: notifications.userId,
    kind: notifications.kind,
    orderId: notifications.orderId,
    productId: notifications.productId,
    buyerId: notifications.buyerId,
    text: notifications.text,
  });
}

/** Delivers committed notices to the devices that asked for them. Never throws: the in-app list has them anyway. */
export interface Notifier {
  deliver(notices: StoredNotice[]): Promise<void>;
}
