import { hydrate, type QueryClient } from '@tanstack/react-query';

/*
 * The answers the server painted a page with (render-first-paint.tsx) go into the query cache before the app
 * renders, so it shows the same page at once without asking again.
 */

const STATE_ID = 'first-paint-state';

export function adoptFirstPaintAnswers(client: QueryClient): void {
  const script = document.getElementById(STATE_ID);
  if (!script?.textContent) return;
  try {
    hydrate(client, JSON.parse(script.textContent));
  } catch (error) {
    // A state this version cannot read: the app asks the server again, as on any start.
    console.warn('The first paint state could not be read', error);
  }
  script.remove();
}
