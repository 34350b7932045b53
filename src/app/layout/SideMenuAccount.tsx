import { NavLink } from 'react-router-dom';
import Avatar from '@/components/Avatar';
import { useSession } from '@/lib/session/use-session';
import LogoutButton from './LogoutButton';

/** The drawer's account block: who is signed in and Logout, or Login. */
export default function SideMenuAccount({ onNavigate }: { onNavigate: () => void }) {
  const session = useSession();
  if (session.status === 'loading') return null;

  if (!session.user) {
    return (
      <NavLink to="/login" className="side-menu__link" onClick={onNavigate}>
        Login
      </NavLink>
    );
  }
  return (
    <div className="side-menu__account">
      <div className="side-menu__who">
        <Avatar name={session.user.displayName} photoUrl={session.user.photoURL} size={40} />
        <span className="side-menu__name">{session.user.displayName}</span>
      </div>
      <LogoutButton className="side-menu__link side-menu__logout" onLogout={onNavigate} />
    </div>
  );
}
