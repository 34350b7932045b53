import { IonReactRouter } from '@ionic/react-router';
import AppProviders from './AppProviders';
import AppRoutes from './AppRoutes';
import IosInstallHint from '../offline/install/IosInstallHint';
import UpdatePrompt from '../offline/update/UpdatePrompt';
import { DocumentHead } from '@/lib/page-head';
import CongratulationsModal from './congratulations/CongratulationsModal';
import SideMenu from './layout/SideMenu';

const OUTLET_ID = 'main-content';

export default function App() {
  return (
    <AppProviders>
      <IonReactRouter>
        <DocumentHead />
        <SideMenu contentId={OUTLET_ID} />
        <AppRoutes outletId={OUTLET_ID} />
      </IonReactRouter>
      <CongratulationsModal />
      <UpdatePrompt />
      <IosInstallHint />
    </AppProviders>
  );
}
