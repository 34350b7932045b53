import type { Workbox } from 'workbox-window';
import { offerUpdate } from './update-store';

const CHECK_EVERY_MS = 30 * 60 * 1000;
const MIN_MS_BETWEEN_CHECKS = 60 * 1000;

/** Asks the server for a new worker now and then, and when the app comes back to the foreground. */
function checkForUpdatesPeriodically(workbox: Workbox): void {
  let lastCheck = Date.now();
  const check = () => {
    if (!navigator.onLine || Date.now() - lastCheck < MIN_MS_BETWEEN_CHECKS) return;
    lastCheck = Date.now();
    void workbox.update().catch(() => undefined);
  };
  setInterval(check, CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * Registers the service worker. A new version installs in the background and waits; the "Update available"
 * prompt lets it take over (SKIP_WAITING) and reloads once it controls the page. Until then the open app keeps
 * running the version it started with, whose files the old worker still serves.
 */
export async function registerServiceWorker(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    offerUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
  checkForUpdatesPeriodically(workbox);
}

/**
 * A lazy chunk of a version the server no longer has (a deploy happened while the page was open, before any
 * worker controlled it): reload into the current version instead of leaving a broken screen. Not while
 * offline: there the chunk is missing for want of a network, and a reload would only show the browser's
 * offline page instead of the app.
 */
export function reloadWhenAChunkIsGone(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!navigator.onLine) return;
    event.preventDefault();
    window.location.reload();
  });
}
