import { IonContent, IonPage } from '@ionic/react';
import { lazy, Suspense, type ReactNode } from 'react';
import OfflineBanner from '@/offline/network/OfflineBanner';
import FirstPaintHandover from '../first-paint/FirstPaintHandover';
import PageSkeleton from './PageSkeleton';
import SiteHeader from './SiteHeader';

// The footer carries a map and forms: it loads after the page's own code.
const SiteFooter = lazy(() => import('@/features/content/components/SiteFooter'));

/** Every route's frame: header, the page in a centred <main>, and the site footer. */
export default function AppPage({ children }: { children: ReactNode }) {
  return (
    <IonPage>
      <SiteHeader />
      <OfflineBanner />
      <IonContent>
        <main className="page-main">
          <Suspense fallback={<PageSkeleton />}>
            {children}
            <FirstPaintHandover />
          </Suspense>
        </main>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </IonContent>
    </IonPage>
  );
}
