import { lazy, Suspense, useSyncExternalStore } from 'react';

// Nothing of these shows on a page as it opens: their code loads once the page is up.
const AppToaster = lazy(() => import('./AppToaster'));
const CongratulationsModal = lazy(() => import('./congratulations/CongratulationsModal'));
const UpdatePrompt = lazy(() => import('../offline/update/UpdatePrompt'));
const IosInstallHint = lazy(() => import('../offline/install/IosInstallHint'));

/**
 * What the app shows over any page (toasts, the update prompt, the iOS install hint, the congratulations modal):
 * mounted once the page has started, never part of the HTML the server renders.
 */
export default function ClientOverlays() {
  // False on the server and while the page is hydrated; true from then on.
  const started = useSyncExternalStore(
    () => () => undefined,
    () => true,
    () => false,
  );
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
      <CongratulationsModal />
      <UpdatePrompt />
      <IosInstallHint />
    </Suspense>
  );
}
