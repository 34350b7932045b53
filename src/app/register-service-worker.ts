import { reloadWhenAChunkIsGone, registerServiceWorker } from '../offline/update/register-service-worker';

/**
 * Registers the service worker once the page has loaded, so it never competes with the first render; its code
 * (workbox-window included) loads only then.
 */
export function registerServiceWorkerAfterLoad(): void {
  reloadWhenAChunkIsGone();
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const register = () => void registerServiceWorker().catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
