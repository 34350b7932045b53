import { hydrate, type QueryClient } from '@tanstack/react-query';
import { FIRST_PAINT_STATE_ID, firstPaintAnswers } from './first-paint-answers';

/** Puts the painted answers in the app's cache before it renders, so it shows the same page without asking again. */
export function adoptFirstPaintAnswers(client: QueryClient): void {
  const state = firstPaintAnswers();
  // A state this version cannot read is left out: the app asks the server again, as on any start.
  if (state) hydrate(client, state);
  document.getElementById(FIRST_PAINT_STATE_ID)?.remove();
}
