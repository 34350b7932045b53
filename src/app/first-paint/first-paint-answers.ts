import type { DehydratedState } from '@tanstack/react-query';

/** Where the server writes the answers it painted a page with (render-first-paint.tsx), beside the page. */
export const FIRST_PAINT_STATE_ID = 'first-paint-state';

/** The painted page's answers, or null on a page the server did not paint (or one this version cannot read). */
export function firstPaintAnswers(): DehydratedState | null {
  const text = document.getElementById(FIRST_PAINT_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch (error) {
    console.warn('The first paint state could not be read', error);
    return null;
  }
}
