import './first-paint.css';

/*
 * The server's painted copy of a page (render-first-paint.tsx) shows while the app starts beneath it, hidden; once
 * the app shows its own page, the copy makes way.
 */

const LAYER_ID = 'first-paint';
const SHOWING_CLASS = 'has-first-paint';
/** Long enough for Ionic to show the page on a slow phone; the app's own page is shown after it in any case. */
const HANDOVER_LIMIT_MS = 4_000;

/** The app's page is on screen: Ionic has upgraded its content and finished showing the page. */
function appPageShown(): boolean {
  return document.querySelector('.ion-page:not(.ion-page-invisible) ion-content.hydrated main.page-main') !== null;
}

/**
 * Removes the painted copy once the app shows its own page in the same place, in one frame, so nothing moves
 * and nothing blinks; the app's page keeps where the reader had scrolled to.
 */
export function handOverFirstPaint(): void {
  const layer = document.getElementById(LAYER_ID);
  if (!layer) return;
  const started = performance.now();
  const step = () => {
    if (!appPageShown() && performance.now() - started < HANDOVER_LIMIT_MS) {
      requestAnimationFrame(step);
      return;
    }
    const scrolled = layer.scrollTop;
    document.documentElement.classList.remove(SHOWING_CLASS);
    layer.remove();
    if (scrolled > 0)
      void document
        .querySelector<HTMLIonContentElement>('.ion-page:not(.ion-page-invisible) ion-content')
        ?.scrollToPoint(0, scrolled);
  };
  requestAnimationFrame(step);
}
