import { IonHeader, IonMenuButton, IonToolbar } from '@ionic/react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import InstallAppButton from '@/offline/install/InstallAppButton';
import AccountMenu from './AccountMenu';
import BrandMark from './BrandMark';
import HeaderSearch from './HeaderSearch';
import { NAV_LINKS } from './nav-links';
import './site-header.css';

interface SiteHeaderProps {
  /** Replaces the account corner (Login, or the avatar, name and Logout when signed in). */
  accountActions?: ReactNode;
}

export default function SiteHeader({ accountActions }: SiteHeaderProps) {
  return (
    <IonHeader className="site-header">
      <IonToolbar>
        <div className="site-header__bar">
          <IonMenuButton className="site-header__menu-button" aria-label="Open menu" />
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
          </nav>
          <InstallAppButton placement="header" />
          <div className="site-header__account">{accountActions ?? <AccountMenu />}</div>
        </div>
      </IonToolbar>
    </IonHeader>
  );
}
