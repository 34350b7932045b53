import { useEffect } from 'react';

/*
 * Whether the page the server rendered has been adopted by the app (hydrated), lazy page code included. Until then
 * nothing may put answers into the query cache that the server did not render the page with: a part of the page
 * still waiting for its code would be hydrated with them, React would find it unlike the server's HTML, throw the
 * page away and render it again, and a press made meanwhile would go unanswered.
 */

let adopted = false;
const waiting = new Set<() => void>();

/** Marks the page adopted: a page rendered in the browser (no server HTML) is, from the start. */
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
