import './lib/zod-without-eval';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoute, SITE_ROUTES } from '@contract/site-routes';
import App from './app/App';
import { replayEarlyPress } from './app/early-press';
import { readPageState } from './app/page-state';
import { registerServiceWorkerAfterLoad, startDeviceCatalogueAfterLoad } from './app/register-service-worker';
import { SITE_PAGES } from './app/routes/site-pages';
import { SITE_FOOTER } from './app/site/SiteFrame';
import { setAccessTokenProvider } from './lib/access-token-provider';
import { expectPageAdoption } from './lib/page-adopted';
import { queryClient } from './lib/query-client';
import { accessTokenForRequest, renewAccessToken } from './lib/session/renew-access-token';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

setAccessTokenProvider({ tokenForRequest: () => accessTokenForRequest(), renewToken: renewAccessToken });

/**
 * A site page comes rendered by the server with the answers it shows: the app adopts both (hydrateRoot) as soon as
 * it runs, its page's code fetched alongside. The app's shell (the service worker's, offline or installed, or a
 * signed-in path) is rendered here.
 */
function start(element: HTMLElement): void {
  const state = readPageState();
  const app = (
    <StrictMode>
      <App client={queryClient} />
    </StrictMode>
  );
  if (!state || !element.firstElementChild) {
    // Rendered as a transition, the first render yields to the browser between components instead of holding it.
    startTransition(() => createRoot(element).render(app));
    replayEarlyPress();
    return;
  }
  hydrate(queryClient, state);
  const match = matchRoute(window.location.pathname);
  const page = match && SITE_ROUTES[match.id].frame === 'site' ? SITE_PAGES[match.id as keyof typeof SITE_PAGES] : null;
  // A site page is adopted once its own code has hydrated it (PageAdopted); the 404 page has none to wait for.
  if (page) expectPageAdoption();
  // The page's and the footer's code are fetched at once, and hydration starts without waiting for them: React keeps
  // the server's HTML of what is still loading; a press made on the page until it is adopted is index.html's to keep
  // and made again then (replayEarlyPress).
  void Promise.all([page?.preload(), SITE_FOOTER.preload()]).catch(() => undefined);
  // Hydrated as a transition too: React adopts the page in slices, never holding the main thread for long.
  startTransition(() => void hydrateRoot(element, app));
  replayEarlyPress();
}

// The server's HTML is painted first: started at once, the app's work held the first frame back (first paint 231 ms
// after a 51 ms DOMContentLoaded, Lighthouse on /login), and Lighthouse's simulation then counted every script as
// needed for it. A press made before then is kept by index.html and made again (replayEarlyPress).
requestAnimationFrame(() => setTimeout(() => start(root)));
registerServiceWorkerAfterLoad();
startDeviceCatalogueAfterLoad(queryClient);
