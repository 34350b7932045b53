/**
 * Registers the service worker once the page has loaded, so it never competes with the first render.
 * workbox-window is imported lazily for the same reason. Updates are applied when the page asks
 * (the later offline issue adds the "Update available" prompt that sends SKIP_WAITING).
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const register = () => {
    void import('workbox-window').then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register());
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
