import { expect, test, type Page } from '@playwright/test';
import { logInByEmail, skipCongratulations } from './support/app-session';
import { atPhoneAndDesktop, screenshotAtSizes, keepScreenshot } from './support/screenshot';

/**
 * Every visible one-line input's placeholder that does not fit its box: its text is measured with the input's own
 * font and compared with the width inside the padding.
 */
function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    for (const input of Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder]'))) {
      const box = input.getBoundingClientRect();
      if (box.width === 0 || input.closest('.ion-page-hidden')) continue;
      const style = getComputedStyle(input);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const needed = context.measureText(input.placeholder).width;
      if (needed > room) cut.push(`"${input.placeholder}" needs ${Math.ceil(needed)} px, has ${Math.floor(room)}`);
    }
    return cut;
  });
}

async function expectEveryPlaceholderFits(page: Page, path: string): Promise<void> {
  await atPhoneAndDesktop(page, async (label) => {
    // Every lazily drawn section (the footer's newsletter among them) is on the page once scrolled through.
    await page.mouse.wheel(0, 6000);
    await page.waitForLoadState('networkidle');
    expect(await cutPlaceholders(page), `${path} on a ${label}`).toEqual([]);
    if (label === 'phone') {
      const openSearch = page.getByRole('button', { name: 'Search gear' });
      if (await openSearch.isVisible()) {
        await openSearch.click();
        expect(await cutPlaceholders(page), `${path}'s header search on a phone`).toEqual([]);
        await page.getByRole('button', { name: 'Close search' }).click();
      }
    }
  });
}

test.beforeEach(async ({ page }) => {
  await skipCongratulations(page);
});

test('every placeholder is shown whole, on a phone and a computer', async ({ page }) => {
  test.setTimeout(180_000); // six screens at two sizes
  for (const path of ['/', '/products', '/login', '/register', '/forgot-password']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expectEveryPlaceholderFits(page, path);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const newsletter = page.getByRole('form', { name: 'Newsletter sign-up' });
  await newsletter.scrollIntoViewIfNeeded();
  await keepScreenshot(newsletter, 'footer-newsletter-phone');
  await page.getByRole('button', { name: 'Search gear' }).click();
  await screenshotAtSizes(page, 'header-search-open');

  await logInByEmail(page, 'seller@shutterswap.test');
  await page.goto('/dashboard/add-product');
  await expect(page.locator('form.listing-form')).toBeVisible();
  await expectEveryPlaceholderFits(page, '/dashboard/add-product');
});
