import { Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import Spinner from '@/components/Spinner';
import { useSession } from '@/lib/session/use-session';
import { dashboardMenuFor } from './dashboard-menu';
import { lazyChunk } from '@/lib/lazy-chunk';

// The unread counts' query and schema load after the first page.
const UnreadBadge = lazyChunk(() => import('./UnreadBadge'));

/** The dashboard pages of the user's role, each with its unread count; a loading button while the role loads. */
export default function DashboardMenu({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
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
              <Suspense fallback={null}>
                <UnreadBadge path={item.path} />
              </Suspense>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
