import { Suspense, useEffect, type ReactNode } from 'react';
import { whenPageAdopted } from '@/lib/page-adopted';
import { useHydrated } from '@/lib/use-hydrated';
import { lazyChunk } from '@/lib/lazy-chunk';

// Nothing of these shows on a page as it opens: their code loads once the page is up.
const AppToaster = lazyChunk(() => import('./AppToaster'));
const UpdatePrompt = lazyChunk(() => import('../offline/update/UpdatePrompt'));
const IosInstallHint = lazyChunk(() => import('../offline/install/IosInstallHint'));

/** Renders its children once the page has started: never in the HTML the server renders, nor while it is hydrated. */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Marks the document once the app has adopted its page (`html[data-app-started]`): the journeys wait for it to press. */
function AppStarted() {
  useEffect(() => {
    void whenPageAdopted().then(() => (document.documentElement.dataset.appStarted = 'true'));
  }, []);
  return null;
}

/** What the app shows over any page (toasts, the update prompt, the iOS install hint), once the page has started. */
export default function ClientOverlays() {
  return (
    <AfterHydration>
      <AppStarted />
      <AppToaster />
      <UpdatePrompt />
      <IosInstallHint />
    </AfterHydration>
  );
}
