/*
 * The one script of a page the server painted (docs/design.md "First paint"). The painted page is whole: it reads,
 * scrolls and its links open their pages with no script at all. The app (src/main.tsx: React, Ionic, the outbox)
 * starts when it is needed: at once on a device that used it before (signed in, say); otherwise when the visitor
 * first reaches for it (a press, a key, a focus) or scrolls to a part only the app can fill (the home page's later
 * sections, the footer). What they pressed or typed before it took over is repeated on the app's own page.
 * Meanwhile, once the page has loaded, the service worker is registered (it fetches the app's code ahead, into its
 * precache, and serves it to this page once it has claimed it) and the answers the page was painted with are kept
 * for reading offline.
 */
import { firstPaintAnswers } from './app/first-paint/first-paint-answers';
import { holdForReplay } from './app/first-paint/first-paint-replay';
import { AWAITS_APP_ATTRIBUTE } from './lib/awaits-app';
import { APP_STORAGE_PREFIX } from './lib/app-storage-prefix';

const INTENT_EVENTS = ['focusin', 'keydown', 'input', 'click', 'submit'] as const;

let appStarted = false;

function startApp(): void {
  if (appStarted) return;
  appStarted = true;
  import('./main').catch(() => {
    // Its code is gone (a new version was deployed since this page was painted): the page is painted again.
    if (navigator.onLine) window.location.reload();
  });
}

/** A press or a submission waits for the app to repeat it; links keep opening their pages without it. */
function onIntent(event: Event): void {
  if (event.type === 'click' || event.type === 'submit') {
    if (!holdForReplay(event)) return;
  }
  startApp();
}

function keepAnswersForOffline(): void {
  const state = firstPaintAnswers();
  if (!state) return;
  void import('./offline/persistence/keep-painted-answers')
    .then(({ keepPaintedAnswers }) => keepPaintedAnswers(state, () => !appStarted))
    .catch(() => undefined);
}

function afterLoad(): void {
  void import('./app/register-service-worker').then(({ registerServiceWorkerAfterLoad }) =>
    registerServiceWorkerAfterLoad(),
  );
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  idle(keepAnswersForOffline);
}

/**
 * The app has been used on this device (a session, recently viewed listings: what it keeps in local storage), so
 * its page differs from the visitor's copy the server painted.
 */
function usedTheAppBefore(): boolean {
  try {
    return Object.keys(localStorage).some((key) => key.startsWith(APP_STORAGE_PREFIX));
  } catch {
    return false;
  }
}

/** A part of the page only the app can fill is scrolled into view. */
function startWhenAPlaceholderShows(layer: HTMLElement): void {
  const placeholders = layer.querySelectorAll(`[${AWAITS_APP_ATTRIBUTE}]`);
  if (placeholders.length === 0) return;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    startApp();
  });
  placeholders.forEach((placeholder) => observer.observe(placeholder));
}

const layer = document.getElementById('first-paint');
for (const type of INTENT_EVENTS) layer?.addEventListener(type, onIntent, { capture: true });
if (layer) startWhenAPlaceholderShows(layer);
if (!layer || usedTheAppBefore()) requestAnimationFrame(() => setTimeout(startApp, 0));
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
