import type { Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Saves full-page screenshots of the current page at phone and desktop sizes under
 * test-results/screenshots/, and leaves the page at the size it had.
 */
export async function screenshotAtSizes(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.screenshot({
      path: `test-results/screenshots/${name}-${label}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
  if (original) await page.setViewportSize(original);
}
