import { Link } from 'react-router-dom';
import { useUnreadCounts } from '@/lib/unread-counts';
import './notification-bell.css';

/**
 * The header's bell on every page while signed in (issue 30): the unread notifications' count, one tap from the
 * Notifications page, where each leads to its order. The count follows the server every few seconds while shown.
 */
export default function NotificationBell() {
  const count = useUnreadCounts().data?.notifications ?? 0;
  const label = count === 0 ? 'Notifications' : `Notifications, ${count} unread`;
  return (
    <Link to="/dashboard/notifications" className="notification-bell" aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Zm4 4a2 2 0 0 0 4 0" />
      </svg>
      {count > 0 ? (
        <span className="notification-bell__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
