import type { Page } from '@playwright/test';
import { atPhoneAndDesktop, keepScreenshot, screenshotsWanted } from './screenshot';

/**
 * Screenshots of the visible page's own content (header to the end of <main>, without the site footer) at phone
 * and desktop sizes under test-results/screenshots/, when screenshots are wanted. The window is made as tall as the content (the Ionic frame's
 * pages scroll inside ion-content, where a full-page screenshot would stop at the window). With `viewportOnly`,
 * just the screen as the user sees it (for open dialogs).
 */
export async function screenshotContent(page: Page, name: string, options: { viewportOnly?: boolean } = {}) {
  if (!screenshotsWanted) return;
  await atPhoneAndDesktop(page, async (label, size) => {
    if (!options.viewportOnly) {
      const contentBottom = await page.evaluate(async () => {
        const pages = document.querySelectorAll('.ion-page:not(.ion-page-hidden)');
        const content = pages[pages.length - 1]?.querySelector('ion-content');
        const scroller = await (
          content as (HTMLElement & { getScrollElement(): Promise<HTMLElement> }) | null
        )?.getScrollElement();
        scroller?.scrollTo(0, 0);
        // A site page scrolls the document.
        if (!content) window.scrollTo(0, 0);
        return (content ?? document).querySelector('main')?.getBoundingClientRect().bottom ?? 0;
      });
      const height = Math.min(3000, Math.max(size.height, Math.ceil(contentBottom)));
      await page.setViewportSize({ width: size.width, height });
    }
    await page.waitForTimeout(300);
    await keepScreenshot(page, `${name}-${label}`, { animations: 'disabled' });
  });
}
