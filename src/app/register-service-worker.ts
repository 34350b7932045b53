import { reloadWhenAChunkIsGone, registerServiceWorker } from '../offline/update/register-service-worker';

let asked = false;

/**
 * Registers the service worker once the page has loaded, so it never competes with the first render; its code
 * (workbox-window included) loads only then. Once per page: a painted page's script asks before the app does.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (asked) return;
  asked = true;
  reloadWhenAChunkIsGone();
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const register = () => void registerServiceWorker().catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
