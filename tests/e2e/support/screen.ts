import { expect, type Locator, type Page } from '@playwright/test';
import type { Product } from '@contract/catalogue';

/**
 * The page on screen: the server's painted copy until the app has taken it over (docs/design.md "First paint"),
 * then the page the router shows (Ionic keeps the previous pages mounted but hidden).
 */
export function visiblePage(page: Page): Locator {
  return page.locator('.ion-page:not(.ion-page-hidden), #first-paint').last();
}

/** The app has taken the page over: the painted copy is gone and the document no longer styles for it. */
export async function expectAppTookOver(page: Page): Promise<void> {
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveClass(/has-first-paint/);
}

/**
 * Scrolls a painted page to what `selector` finds in it (the footer, a section only the app fills), as a reader
 * would. Reaching it starts the app, which replaces the painted copy at any moment, so the element is found and
 * scrolled to in one step inside the page (a locator's action would retry on the detached element and wait for one
 * that never comes back); the app's copy is the one to read afterwards.
 */
export async function scrollPaintedPageTo(page: Page, selector: string): Promise<void> {
  await page.evaluate((found) => document.querySelector(`#first-paint ${found}`)?.scrollIntoView(), selector);
  await expectAppTookOver(page);
}

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
  return visiblePage(page)
    .getByRole('table', { name: 'Your orders' })
    .getByRole('row')
    .filter({ hasText: product.name });
}

/** Waits until nothing on the page is mid-transition (a toast sliding in, a dialog fading); endless ones aside. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}
