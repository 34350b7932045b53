import { useEffect } from 'react';

/*
 * Whether the page the server rendered has been adopted by the app (hydrated), lazy page code included. Until then
 * nothing may put answers into the query cache that the server did not render the page with: a part of the page
 * still waiting for its code would be hydrated with them, React would find it unlike the server's HTML, throw the
 * page away and render it again, and a press made meanwhile would go unanswered.
 */

// A page rendered in the browser (no server HTML) is the app's from the start.
let adopted = true;
const waiting = new Set<() => void>();

/** The app is about to hydrate the page the server rendered: it is adopted once PageAdopted has rendered. */
export function expectPageAdoption(): void {
  adopted = false;
}

/** Marks the page adopted. */
export function markPageAdopted(): void {
  if (adopted) return;
  adopted = true;
  for (const resolve of waiting) resolve();
  waiting.clear();
}

/** Resolves once the page has been adopted. */
export function whenPageAdopted(): Promise<void> {
  if (adopted) return Promise.resolve();
  return new Promise((resolve) => waiting.add(resolve));
}

/** Rendered last inside the page's Suspense boundary: its effect runs once the page itself has been hydrated. */
export function PageAdopted(): null {
  useEffect(markPageAdopted, []);
  return null;
}
