import { NavLink } from 'react-router-dom';
import Drawer from '@/components/Drawer';
import InstallAppButton from '@/offline/install/InstallAppButton';
import BrandMark from './BrandMark';
import { NAV_LINKS, SAVED_FOR_OFFLINE_LINK } from './nav-links';
import { closeSideMenu, useSideMenuOpen } from './side-menu-state';
import SideMenuAccount from './SideMenuAccount';
import './side-menu.css';

/** The phone navigation: the same links as the header, in a drawer opened by the header's menu button. */
export default function SideMenu() {
  const open = useSideMenuOpen();
  return (
    <Drawer open={open} onClose={closeSideMenu} label="Menu" className="side-menu">
      <div className="side-menu__brand">
        <BrandMark />
        <button type="button" className="side-menu__close" aria-label="Close menu" onClick={closeSideMenu}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
      {/* Only while open: its links and account block stay out of the page otherwise. */}
      {open ? (
        <>
          <nav aria-label="Main menu">
            <ul className="side-menu__list">
              {NAV_LINKS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className="side-menu__link" onClick={closeSideMenu}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="side-menu__list">
            <NavLink to={SAVED_FOR_OFFLINE_LINK.to} className="side-menu__link" onClick={closeSideMenu}>
              {SAVED_FOR_OFFLINE_LINK.menuLabel}
            </NavLink>
            <SideMenuAccount onNavigate={closeSideMenu} />
            <InstallAppButton placement="menu" />
          </div>
        </>
      ) : null}
    </Drawer>
  );
}
