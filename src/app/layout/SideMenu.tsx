import { IonContent, IonHeader, IonMenu, IonMenuToggle, IonToolbar } from '@ionic/react';
import { NavLink } from 'react-router-dom';
import InstallAppButton from '@/offline/install/InstallAppButton';
import BrandMark from './BrandMark';
import { NAV_LINKS, SAVED_FOR_OFFLINE_LINK } from './nav-links';
import SideMenuAccount from './SideMenuAccount';
import './side-menu.css';

/** The phone navigation: the same links as the header, in a drawer opened by the header's menu button. */
export default function SideMenu({ contentId }: { contentId: string }) {
  return (
    <IonMenu contentId={contentId} type="overlay" className="side-menu">
      <IonHeader>
        <IonToolbar>
          <div className="side-menu__brand">
            <BrandMark />
          </div>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <nav aria-label="Main menu">
          <ul className="side-menu__list">
            {NAV_LINKS.map((item) => (
              <li key={item.to}>
                <IonMenuToggle autoHide={false}>
                  <NavLink to={item.to} className="side-menu__link">
                    {item.label}
                  </NavLink>
                </IonMenuToggle>
              </li>
            ))}
          </ul>
        </nav>
        <div className="side-menu__list">
          <IonMenuToggle autoHide={false}>
            <NavLink to={SAVED_FOR_OFFLINE_LINK.to} className="side-menu__link">
              {SAVED_FOR_OFFLINE_LINK.menuLabel}
            </NavLink>
          </IonMenuToggle>
          <SideMenuAccount />
          <InstallAppButton placement="menu" />
        </div>
      </IonContent>
    </IonMenu>
  );
}
