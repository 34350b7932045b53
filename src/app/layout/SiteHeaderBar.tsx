import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import InstallAppButton from '@/offline/install/InstallAppButton';
import AccountMenu from './AccountMenu';
import BrandMark from './BrandMark';
import HeaderSearch from './HeaderSearch';
import { NAV_LINKS, SAVED_FOR_OFFLINE_LINK } from './nav-links';
import './site-header.css';

interface SiteHeaderBarProps {
  /** Opens the side menu on phones (Ionic's menu button in the app). */
  menuButton: ReactNode;
  /** Replaces the account corner (Login, or the avatar, name and Logout when signed in). */
  accountActions?: ReactNode;
}

/** The header's contents in plain elements: in Ionic's toolbar in the app, on its own in the server's first paint. */
export default function SiteHeaderBar({ menuButton, accountActions }: SiteHeaderBarProps) {
  return (
    <div className="site-header__bar">
      {menuButton}
      <Link to="/" className="site-header__brand" aria-label="Shutterswap home">
        <BrandMark />
      </Link>
      <HeaderSearch />
      <nav className="site-header__nav" aria-label="Main">
        {NAV_LINKS.map((item) => (
          <NavLink key={item.to} to={item.to} className="site-header__link">
            {item.label}
          </NavLink>
        ))}
        <NavLink
          to={SAVED_FOR_OFFLINE_LINK.to}
          className="site-header__link site-header__offline"
          aria-label={SAVED_FOR_OFFLINE_LINK.headerLabel}
          title={SAVED_FOR_OFFLINE_LINK.headerLabel}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 18a5 5 0 0 1-.6-9.96A6 6 0 0 1 18 9a4.5 4.5 0 0 1 0 9M12 11v9m0 0-3-3m3 3 3-3" />
          </svg>
        </NavLink>
      </nav>
      <InstallAppButton placement="header" />
      <div className="site-header__account">{accountActions ?? <AccountMenu />}</div>
    </div>
  );
}
