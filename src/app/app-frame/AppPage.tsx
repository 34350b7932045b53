import { IonContent, IonPage } from '@ionic/react';
import { Suspense, type ReactNode } from 'react';
import OfflineBanner from '@/offline/network/OfflineBanner';
import PageErrorBoundary from '../errors/PageErrorBoundary';
import PageSkeleton from '../layout/PageSkeleton';
import SiteHeader from '../layout/SiteHeader';
import { lazyChunk } from '@/lib/lazy-chunk';

// The footer carries a map and forms: it loads after the page's own code.
const SiteFooter = lazyChunk(() => import('@/features/content/components/SiteFooter'));

/** A signed-in screen's frame in Ionic's stack: the site's header, the page in a centred <main>, the footer. */
export default function AppPage({ children }: { children: ReactNode }) {
  return (
    <IonPage>
      <SiteHeader />
      <OfflineBanner />
      <IonContent>
        <main className="page-main">
          <PageErrorBoundary>
            <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
          </PageErrorBoundary>
        </main>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </IonContent>
    </IonPage>
  );
}
