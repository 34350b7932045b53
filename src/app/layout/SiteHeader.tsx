import { IonHeader, IonMenuButton, IonToolbar } from '@ionic/react';
import type { ReactNode } from 'react';
import SiteHeaderBar from './SiteHeaderBar';

interface SiteHeaderProps {
  /** Replaces the account corner (Login, or the avatar, name and Logout when signed in). */
  accountActions?: ReactNode;
}

export default function SiteHeader({ accountActions }: SiteHeaderProps) {
  return (
    <IonHeader className="site-header">
      <IonToolbar>
        <SiteHeaderBar
          menuButton={<IonMenuButton className="site-header__menu-button" aria-label="Open menu" />}
          accountActions={accountActions}
        />
      </IonToolbar>
    </IonHeader>
  );
}
