import type { Page } from '@playwright/test';

/**
 * Cuts the network and waits until the page knows: the renderer hears of it a moment after the browser, and a
 * write submitted in between says "No connection right now" rather than "You're offline".
 */
export async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}
