import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '@contract/users';
import Avatar from '@/components/Avatar';
import StartSelling from '@/features/selling/components/StartSelling';
import VerificationNotice from '@/features/selling/components/VerificationNotice';
import { canSell, roleLabel } from '@/lib/session/roles';
import { useSession } from '@/lib/session/use-session';
import { dashboardMenuFor } from './dashboard-menu';
import '@/components/status-pill.css';
import './dashboard-home.css';
import ButtonLink from '@/components/ButtonLink';

const ROLE_INTRO: Record<User['role'], string> = {
  Buyer:
    'Your orders and saved gear live here. Found something you like? Request to buy it, then pay once the seller accepts.',
  Seller:
    'Your orders and your listings live here. List a camera in a minute, advertise it, and buy your next one from another seller.',
  admin: 'Keep the marketplace trustworthy: verify sellers, look after accounts and review what buyers report.',
};

function SellerStatus({ user }: { user: User }) {
  if (!canSell(user)) return null;
  const verified = user.status === 'Verified';
  return (
    <p
      className={
        verified ? 'status-pill status-pill--verified dashboard-home__status' : 'status-pill dashboard-home__status'
      }
    >
      {verified ? 'Verified seller' : 'Awaiting admin verification'}
    </p>
  );
}

/** /dashboard: a friendly overview of what this role can do, with a card per dashboard page. */
export default function DashboardHomePage() {
  const { user } = useSession();
  const titleId = useId();
  if (!user) return null;
  const pages = dashboardMenuFor(user);
  const firstName = user.displayName.split(/\s+/)[0] || user.displayName;

  return (
    <section aria-labelledby={titleId}>
      <header className="dashboard-home__header">
        <Avatar name={user.displayName} photoUrl={user.photoURL} size={64} />
        <div>
          <h1 id={titleId} className="page-heading dashboard-home__title">
            Welcome, {firstName}!
          </h1>
          <p className="dashboard-home__role">
            Signed in as <strong>{roleLabel(user.role)}</strong> · {user.email}
          </p>
          <SellerStatus user={user} />
        </div>
      </header>
      <p className="dashboard-home__intro">{ROLE_INTRO[user.role]}</p>
      <StartSelling />
      <VerificationNotice />
      {pages.length > 0 ? (
        <ul className="dashboard-home__cards">
          {pages.map((page) => (
            <li key={page.path}>
              <Link to={page.path} className="dashboard-home__card">
                <span className="dashboard-home__card-title">{page.label}</span>
                <span className="dashboard-home__card-text">{page.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <ButtonLink to="/products">Browse products</ButtonLink>
      )}
    </section>
  );
}
