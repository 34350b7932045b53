import type { Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Sets the page to phone size, then desktop size, and calls `shoot` at each once the network is quiet; leaves the
 * page at the size it had.
 */
export async function atPhoneAndDesktop(
  page: Page,
  shoot: (label: 'phone' | 'desktop', size: typeof PHONE) => Promise<void>,
): Promise<void> {
  const original = page.viewportSize();
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await shoot(label, size);
  }
  if (original) await page.setViewportSize(original);
}

/** Saves full-page screenshots of the current page at phone and desktop sizes under test-results/screenshots/. */
export async function screenshotAtSizes(page: Page, name: string): Promise<void> {
  await atPhoneAndDesktop(page, async (label) => {
    await page.screenshot({
      path: `test-results/screenshots/${name}-${label}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  });
}
