import { IonContent, IonPage } from '@ionic/react';
import { Suspense, type ReactNode } from 'react';
import OfflineBanner from '@/offline/network/OfflineBanner';
import PageErrorBoundary from '../errors/PageErrorBoundary';
import PageSkeleton from '../layout/PageSkeleton';
import SiteHeader from '../layout/SiteHeader';
import ShortFooter from '@/features/content/components/ShortFooter';

/** A signed-in screen's frame in Ionic's stack: the site's header, the page in a centred <main>, a short footer. */
export default function AppPage({ children }: { children: ReactNode }) {
  return (
    <IonPage>
      <SiteHeader />
      <OfflineBanner />
      <IonContent>
        <div className="app-page__body">
          <main className="page-main">
            <PageErrorBoundary>
              <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
            </PageErrorBoundary>
          </main>
          <ShortFooter />
        </div>
      </IonContent>
    </IonPage>
  );
}
