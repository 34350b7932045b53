import './setup-ionic';
import { IonApp } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { useEffect } from 'react';
import { DocumentHead } from '@/lib/page-head';
import SideMenu from '../layout/SideMenu';
import AppRoutes from './AppRoutes';

const OUTLET_ID = 'main-content';

/**
 * The Ionic frame of the signed-in screens (dashboards, order, payment): Ionic's stack navigation with its page
 * transitions and back gesture, under the site's header and menu. Loaded when a signed-in path is opened.
 */
export default function AppFrame() {
  // Ionic scrolls its pages inside them: the document a site page scrolled starts at its top. (A block: scrollTo
  // answers a promise in recent browsers, which an effect must not return.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <IonApp>
      <IonReactRouter>
        <DocumentHead />
        <AppRoutes outletId={OUTLET_ID} />
        <SideMenu />
      </IonReactRouter>
    </IonApp>
  );
}
