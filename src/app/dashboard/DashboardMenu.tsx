import { NavLink } from 'react-router-dom';
import Spinner from '@/components/Spinner';
import { useUnreadCounts } from '@/features/notifications/api/get-unread-counts';
import type { UnreadCounts } from '@contract/order-messages';
import { useSession } from '@/lib/session/use-session';
import { dashboardMenuFor } from './dashboard-menu';

/** Which badge each menu item carries: unread messages on the order lists, unread notifications on theirs. */
const BADGES: Record<string, { count: keyof UnreadCounts; unit: string }> = {
  '/dashboard/my-orders': { count: 'messages', unit: 'unread messages' },
  '/dashboard/orders-received': { count: 'messages', unit: 'unread messages' },
  '/dashboard/notifications': { count: 'notifications', unit: 'unread notifications' },
};

function Badge({ path, counts }: { path: string; counts: UnreadCounts | undefined }) {
  const badge = BADGES[path];
  const count = badge && counts ? counts[badge.count] : 0;
  if (!badge || count === 0) return null;
  return (
    <span className="dashboard-menu__badge">
      {count}
      <span className="visually-hidden"> {badge.unit}</span>
    </span>
  );
}

/** The role's dashboard pages; a loading button while the role is not known yet (spec "Dashboard layout"). */
export default function DashboardMenu({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const counts = useUnreadCounts().data;
  if (session.loading) {
    return (
      <button type="button" className="ss-button dashboard-menu__loading" disabled>
        <Spinner size="small" label="Loading your menu" />
        Loading
      </button>
    );
  }
  const items = dashboardMenuFor(session.user);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'dashboard-menu__link dashboard-menu__link--active' : 'dashboard-menu__link';
  return (
    <nav aria-label="Dashboard menu">
      <ul className="dashboard-menu">
        <li>
          <NavLink to="/dashboard" end className={linkClass} onClick={onNavigate}>
            Overview
          </NavLink>
        </li>
        {items.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} className={linkClass} onClick={onNavigate}>
              {item.label}
              <Badge path={item.path} counts={counts} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
