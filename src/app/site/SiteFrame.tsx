import { Suspense, type ComponentType } from 'react';
import { DocumentHead } from '@/lib/page-head';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import OfflineBanner from '@/offline/network/OfflineBanner';
import { AfterHydration } from '../ClientOverlays';
import SideMenu from '../layout/SideMenu';
import SiteHeader from '../layout/SiteHeader';
import SiteRoutes from '../routes/SiteRoutes';
import ScrollToTopOnNavigation from './ScrollToTopOnNavigation';
import './site-frame.css';
import { lazyChunk } from '@/lib/lazy-chunk';

/*
 * The footer is a chunk of its own (its map and newsletter form load later still), loaded with the page it is
 * under. It is hydrated with the page, not later: it stays while pages change, and a part still waiting to be
 * hydrated holds up every navigation (its links follow the location).
 */
const [[footerPath, loadFooter]] = Object.entries(
  import.meta.glob<{ default: ComponentType }>('/src/features/content/components/SiteFooter.tsx'),
) as [[string, () => Promise<{ default: ComponentType }>]];
export const SITE_FOOTER = { module: footerPath.slice(1), ...preloadableLazy(loadFooter) };
const SiteFooter = SITE_FOOTER.Component;
// It opens on a site page (the blog) reached from another one: it follows this frame's router.
const CongratulationsModal = lazyChunk(() => import('../congratulations/CongratulationsModal'));

/**
 * The frame of the site's pages: the header (sticky, like the app's toolbar), the page in a centred <main>, the
 * footer, and the phone's side menu. Plain elements: the server renders it and the browser hydrates it.
 */
export default function SiteFrame() {
  return (
    <div className="site-frame">
      <SiteHeader />
      <OfflineBanner />
      <main className="page-main">
        <SiteRoutes />
      </main>
      <div className="site-frame__footer">
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </div>
      <SideMenu />
      <DocumentHead />
      <ScrollToTopOnNavigation />
      <AfterHydration>
        <CongratulationsModal />
      </AfterHydration>
    </div>
  );
}
