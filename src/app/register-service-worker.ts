import type { QueryClient } from '@tanstack/react-query';
import { reloadWhenAChunkIsGone, registerServiceWorker } from '../offline/update/register-service-worker';

let asked = false;

/** Runs `task` once the page has loaded, so it never competes with the first render; its code loads only then. */
function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

/** Registers the service worker after `load` (workbox-window included), once per page. */
export function registerServiceWorkerAfterLoad(): void {
  if (asked) return;
  asked = true;
  reloadWhenAChunkIsGone();
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  afterLoad(() => void registerServiceWorker().catch(() => undefined));
}

/** The catalogue kept on the device (listings seen, saved sets refreshed), started after `load`. */
export function startDeviceCatalogueAfterLoad(queryClient: QueryClient): void {
  afterLoad(
    () =>
      void import('../offline/catalogue/start-device-catalogue')
        .then(({ startDeviceCatalogue }) => startDeviceCatalogue(queryClient))
        .catch(() => undefined),
  );
}
