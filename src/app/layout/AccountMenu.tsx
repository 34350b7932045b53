import { NavLink } from 'react-router-dom';
import Avatar from '@/components/Avatar';
import { useSession } from '@/lib/session/use-session';
import LogoutButton from './LogoutButton';
import './account-menu.css';

/** The header's account corner: Login when signed out; avatar, name and Logout when signed in. */
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
  return (
    <div className="account-menu">
      <span className="account-menu__who">
        <Avatar name={session.user.displayName} photoUrl={session.user.photoURL} size={34} />
        <span className="account-menu__name">{session.user.displayName}</span>
      </span>
      <LogoutButton className="ss-button ss-button--ghost account-menu__logout" />
    </div>
  );
}
