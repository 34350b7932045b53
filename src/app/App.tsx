import { IonReactRouter } from '@ionic/react-router';
import { lazy, Suspense } from 'react';
import AppProviders from './AppProviders';
import AppRoutes from './AppRoutes';
import IosInstallHint from '../offline/install/IosInstallHint';
import UpdatePrompt from '../offline/update/UpdatePrompt';
import CongratulationsModal from './congratulations/CongratulationsModal';
import SideMenu from './layout/SideMenu';

const OUTLET_ID = 'main-content';

// The head follows the page shown; its code (and every page's title) stays off the first page.
const DocumentHead = lazy(() => import('@/lib/page-head').then(({ DocumentHead }) => ({ default: DocumentHead })));

export default function App() {
  return (
    <AppProviders>
      <IonReactRouter>
        <Suspense fallback={null}>
          <DocumentHead />
        </Suspense>
        <SideMenu contentId={OUTLET_ID} />
        <AppRoutes outletId={OUTLET_ID} />
        <CongratulationsModal />
      </IonReactRouter>
      <UpdatePrompt />
      <IosInstallHint />
    </AppProviders>
  );
}
