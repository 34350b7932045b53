import { z } from 'zod';
import { plainString } from './free-text.ts';

export const NOTIFICATION_KINDS = [
  'order-placed',
  'order-accepted',
  'order-declined',
  'order-cancelled',
  'order-paid',
  'message',
  'meeting-accepted',
  'handed-over',
  'rated',
  'disputed',
  /** To admins: a deal to decide on, on the Disputes page. */
  'dispute-opened',
  'dispute-resolved',
  /** To a seller: an offer on a listing of theirs was made, or its buyer answered a counter or withdrew it. */
  'offer-received',
  /** To a buyer: the seller answered their offer, or it expired or closed. */
  'offer-answered',
  /** To a seller: a buyer asked about one of their listings (or asked again). */
  'question',
  /** To a buyer: the seller answered their question about a listing. */
  'answer',
  /** To a buyer: a new listing their saved search finds, or one an edit brought into it. */
  'saved-search',
  /** To a buyer: a listing on their wishlist costs less now. */
  'price-drop',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The page of the questions one buyer asked about one listing, and their answers. */
export const questionThreadPath = (productId: string, buyerId: string) =>
  `/dashboard/questions/${productId}/${buyerId}`;

/**
 * The page a notice opens: the Disputes page for an admin's, the question thread for a question or an answer, the
 * order's page (an accepted offer's too), the offers page of an offer's notice, the listing a saved search found or
 * whose price dropped;
 * null when none.
 */
export function pageOfNotice(notice: {
  kind: NotificationKind;
  orderId: string | null;
  productId?: string | null;
  buyerId?: string | null;
}): string | null {
  if (notice.kind === 'dispute-opened') return '/dashboard/disputes';
  if (notice.productId && notice.buyerId) return questionThreadPath(notice.productId, notice.buyerId);
  if (notice.orderId) return `/dashboard/orders/${notice.orderId}`;
  if ((notice.kind === 'saved-search' || notice.kind === 'price-drop') && notice.productId) {
    return `/product/${notice.productId}`;
  }
  if (notice.kind === 'offer-received') return '/dashboard/offers-received';
  if (notice.kind === 'offer-answered') return '/dashboard/my-offers';
  return null;
}

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  text: z.string(),
  /** Where it leads: the order's page, when it is about one. */
  orderId: z.string().nullable(),
  /** Where it leads when it is about a question thread: the listing and the buyer who asked. */
  productId: z.string().nullable(),
  buyerId: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);

/** POST /api/notifications/read: the ones the user has seen (all of them when `ids` is left out). */
export const markNotificationsReadSchema = z.object({ ids: z.array(z.string().uuid()).max(200).optional() });

/** POST /api/push-subscriptions: a browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  endpoint: plainString()
    .url('endpoint must be a URL')
    .max(2000)
    .refine((url) => /^https?:/.test(url), { message: 'endpoint must be an http(s) URL' }),
  keys: z.object({ p256dh: plainString().min(1).max(200), auth: plainString().min(1).max(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
export const pushUnsubscribeSchema = z.object({ endpoint: plainString().max(2000) });

/** What the service worker receives in a push: shown as a system notification. */
export const pushPayloadSchema = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() });
export type PushPayload = z.infer<typeof pushPayloadSchema>;
