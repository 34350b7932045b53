import type { Locator, Page } from '@playwright/test';
import type { Product } from '@contract/catalogue';

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A toast saying exactly `text`. The same message twice in a row shows two toasts for a moment: the newest counts. */
export function toast(page: Page, text: string | RegExp): Locator {
  const pattern = typeof text === 'string' ? new RegExp(`^${escapeRegExp(text)}$`) : text;
  return page.locator('[role="status"]', { hasText: pattern }).last();
}

/** The product's row in My Orders' table. */
export function orderRow(page: Page, product: Product): Locator {
  return page.getByRole('table', { name: 'Your orders' }).getByRole('row').filter({ hasText: product.name });
}

/** Waits until nothing on the page is mid-transition (a toast sliding in, a dialog fading); endless ones aside. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Resolves once the app runs the page the server rendered. A button pressed before then is pressed again once it
 * does (index.html keeps the last press), but a link followed before then is the browser's, without what the app adds
 * (a toast, kept state): the journeys that check those wait for this.
 */
export async function appStarted(page: Page): Promise<void> {
  // The page's own timeout, not an assertion's: a bench starting phones by the dozen waits longer than 5 s for one.
  await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
}
