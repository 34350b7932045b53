import type { Locator, Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Screenshots are for people to look at, so they are taken only when asked (`E2E_SCREENSHOTS=1 npx playwright
 * test`); a run that only checks skips them and the waits they need.
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

/** Saves a screenshot of the page or an element under test-results/screenshots/ when screenshots are wanted. */
export async function keepScreenshot(
  target: Page | Locator,
  name: string,
  options: Parameters<Page['screenshot']>[0] = {},
): Promise<void> {
  if (!screenshotsWanted) return;
  await target.screenshot({ path: `test-results/screenshots/${name}.png`, ...options });
}

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

/** Saves full-page screenshots of the current page at phone and desktop sizes, when screenshots are wanted. */
export async function screenshotAtSizes(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  await atPhoneAndDesktop(page, async (label) => {
    await keepScreenshot(page, `${name}-${label}`, { fullPage: true, animations: 'disabled' });
  });
}
