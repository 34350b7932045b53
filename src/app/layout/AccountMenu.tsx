import { Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import Avatar from '@/components/Avatar';
import { useSession } from '@/lib/session/use-session';
import LogoutButton from './LogoutButton';
import { openSideMenu } from './side-menu-state';
import './account-menu.css';
import { lazyChunk } from '@/lib/lazy-chunk';

// The unread counts' query and schema load after the first page, as the dashboard menu's badges do.
const NotificationBell = lazyChunk(() => import('./NotificationBell'));

/**
 * The header's account corner: Login when signed out; the notifications bell, avatar and Logout when signed in. Below 1200 px there
 * is no room for Logout, so there the avatar is a button opening the side menu, which holds the same account block.
 */
export default function AccountMenu() {
  const session = useSession();

  if (session.status === 'loading') return <span className="account-menu__placeholder" aria-hidden="true" />;
  if (!session.user) {
    return (
      <NavLink to="/login" className="ss-button account-menu__login">
        Login
      </NavLink>
    );
  }
  const avatar = <Avatar name={session.user.displayName} photoUrl={session.user.photoURL} size={34} />;
  return (
    <div className="account-menu">
      <Suspense fallback={null}>
        <NotificationBell />
      </Suspense>
      <button
        type="button"
        className="account-menu__open account-menu__open-button"
        aria-label={`Account menu, ${session.user.displayName}`}
        onClick={openSideMenu}
      >
        {avatar}
      </button>
      {/* The bar has no room for the name beside the links, the search, the bell and Logout: it is the avatar's tooltip. */}
      <span className="account-menu__who" title={session.user.displayName}>
        {avatar}
        <span className="visually-hidden">Account: {session.user.displayName}</span>
      </span>
      <LogoutButton className="ss-button ss-button--ghost account-menu__logout" />
    </div>
  );
}
