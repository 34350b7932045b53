import { Link, NavLink } from 'react-router-dom';
import InstallAppButton from '@/offline/install/InstallAppButton';
import AccountMenu from './AccountMenu';
import BrandMark from './BrandMark';
import HeaderSearch from './HeaderSearch';
import { NAV_LINKS, SAVED_FOR_OFFLINE_LINK } from './nav-links';
import { openSideMenu } from './side-menu-state';
import './site-header.css';

/**
 * The site's header in plain elements, styled like Ionic's toolbar: on phones the menu button and the search
 * button, on wide screens the links and the search field; the account corner on the right.
 */
export default function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <button type="button" className="site-header__menu-button" aria-label="Open menu" onClick={openSideMenu} />
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
        <div className="site-header__account">
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
