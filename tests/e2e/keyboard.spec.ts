import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, screenshotAtSizes, keepScreenshot } from './support/screenshot';

/** Presses Tab until `done` says the focused element is the one sought; answers how many presses it took. */
async function tabUntil(page: Page, done: () => Promise<boolean>, limit = 80): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await done()) return presses;
  }
  throw new Error(`Not reached in ${limit} Tab presses`);
}

const focusedIs = (page: Page, selector: string) => () =>
  page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);

test.describe('keyboard', () => {
  test.use({ viewport: DESKTOP });

  test('on desktop /products a skip link jumps past the filters to the first product', async ({ page }) => {
    await page.goto('/products');
    const results = page.getByRole('list', { name: 'All products' });
    await expect(results.getByRole('listitem').first()).toBeVisible();

    const skipLink = page.getByRole('link', { name: 'Skip to the products' });
    expect((await skipLink.boundingBox())?.width).toBeLessThanOrEqual(1); // hidden until it has focus
    const toSkipLink = await tabUntil(page, focusedIs(page, '.skip-link'));
    await expect(skipLink).toBeFocused();
    expect((await skipLink.boundingBox())?.width).toBeGreaterThan(100);
    await screenshotAtSizes(page, 'keyboard-skip-link');
    await page.keyboard.press('Enter');
    const firstProduct = results.getByRole('listitem').first().getByRole('link').first();
    await page.keyboard.press('Tab');
    await expect(firstProduct).toBeFocused();
    // Before: 43 presses through the header, the search, the recently viewed strip and every filter.
    expect(toSkipLink + 2).toBeLessThanOrEqual(16);
  });

  test("the header search's focus ring is 3 px, like every other", async ({ page }) => {
    await page.goto('/about');
    await tabUntil(page, focusedIs(page, '.header-search__inline input'));
    const ring = await page.evaluate(() => {
      // The form around the focused field (the painted page's, or the app's once it has taken over).
      const form = document.activeElement!.closest('.header-search__inline')!;
      const style = getComputedStyle(form);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(ring).toBe('solid 3px');
    await keepScreenshot(page, 'keyboard-header-search-desktop');
  });
});
