import type { UnreadCounts } from '@contract/order-messages';
import { useUnreadCounts } from '@/lib/unread-counts';

/**
 * Which count each menu item carries: unread messages on the order lists, unread questions and answers on Questions,
 * unread notifications on theirs.
 */
const BADGES: Record<string, { count: keyof UnreadCounts; unit: string }> = {
  '/dashboard/my-orders': { count: 'messages', unit: 'unread messages' },
  '/dashboard/orders-received': { count: 'messages', unit: 'unread messages' },
  '/dashboard/questions': { count: 'questions', unit: 'unread questions and answers' },
  '/dashboard/notifications': { count: 'notifications', unit: 'unread notifications' },
};

/** A dashboard menu item's unread count (nothing when none is unread). */
export default function UnreadBadge({ path }: { path: string }) {
  const counts = useUnreadCounts().data;
  const badge = BADGES[path];
  const count = badge && counts ? counts[badge.count] : 0;
  if (!badge || count === 0) return null;
  return (
    <span className="dashboard-menu__badge">
      <span className="visually-hidden">, </span>
      {count}
      <span className="visually-hidden"> {badge.unit}</span>
    </span>
  );
}
