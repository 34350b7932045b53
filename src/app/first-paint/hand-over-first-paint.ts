import './first-paint.css';

/*
 * The server's painted copy of a page (render-first-paint.tsx) shows while the app starts beneath it, hidden; once
 * the app shows its own page, the copy makes way.
 */

const LAYER_ID = 'first-paint';
const SHOWING_CLASS = 'has-first-paint';
/** Long enough for Ionic to show the page on a slow phone; the app's own page is shown after it in any case. */
const HANDOVER_LIMIT_MS = 4_000;

/**
 * The router's page (its header included, not the side menu's) once Ionic has upgraded its content and finished
 * showing it.
 */
function shownAppPage(): Element | null {
  return document.querySelector(
    'ion-router-outlet > .ion-page:not(.ion-page-invisible):has(> ion-content.hydrated main.page-main)',
  );
}

type Replay = (copy: Element, app: Element) => void;

/**
 * Removes the painted copy once the app shows its own page in the same place, in one frame, so nothing moves
 * and nothing blinks. The app's page opens where the reader had scrolled to (once it is long enough to: its footer
 * loads after the page), and what the reader pressed or typed on the copy meanwhile is done again on it.
 */
function takeOver(layer: HTMLElement, replay: Replay): void {
  const started = performance.now();
  let content: HTMLIonContentElement | null = null;
  let scroller: HTMLElement | null = null;
  const step = () => {
    const appPage = shownAppPage();
    const reachesReader = scroller !== null && scroller.scrollHeight - scroller.clientHeight >= layer.scrollTop;
    if (!reachesReader && performance.now() - started < HANDOVER_LIMIT_MS) {
      if (appPage && !content) {
        content = appPage.querySelector('ion-content');
        void content?.getScrollElement().then((element) => (scroller = element));
      }
      requestAnimationFrame(step);
      return;
    }
    const scrolled = layer.scrollTop;
    document.documentElement.classList.remove(SHOWING_CLASS);
    if (appPage) replay(layer, appPage);
    layer.remove();
    if (scrolled > 0) void content?.scrollToPoint(0, scrolled);
  };
  requestAnimationFrame(step);
}

/** Hands a page the server painted over to the app (nothing to do on a page the app started from its shell). */
export function handOverFirstPaint(): void {
  const layer = document.getElementById(LAYER_ID);
  if (!layer) return;
  // Only a painted page has anything to replay: that code stays off the app's first page.
  void import('./first-paint-replay').then(
    ({ replayOnApp }) => takeOver(layer, replayOnApp),
    () => takeOver(layer, () => undefined),
  );
}
