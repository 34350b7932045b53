import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import type { Product } from '@contract/catalogue';
import { accessToken, signInWithGoogle } from './support/app-session';
import { acceptAsTheSeller } from './support/seller-side';
import { visiblePage } from './support/screen';
import { DESKTOP, PHONE } from './support/screenshot';
import { availableInCategory, placeOrderThroughApi } from './support/shop-api';

/*
 * How the deal's screens look with real orders in them, at phone and desktop size: what a reader sees is readable,
 * sized to its words, and styled like every other form of the app.
 */

const RUN = Date.now().toString(36);

/** WCAG's contrast ratio of the element's text colour on its own background (both opaque here). */
function contrastOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    const luminance = (color: string) => {
      const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
        const channel = Number(part) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}

/** How much wider the element is than the words in it. */
function spareWidth(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const words = document.createRange();
    words.selectNodeContents(node);
    return node.getBoundingClientRect().width - words.getBoundingClientRect().width;
  });
}

/** Two orders of this run's buyer on the demo sellers' listings: one accepted by its seller (its id), one placed. */
async function acceptedOrderBesideAPlacedOne(page: Page, browser: Browser): Promise<string> {
  const listings = (await availableInCategory(page.request, 'mirrorless')).filter(
    (product) => product.status !== 'Advertised',
  );
  const [accepted, placed] = listings.slice(-2) as [Product, Product];
  await signInWithGoogle(page, `dana.deals.${RUN}@example.com`, 'Dana Deals');
  const buyerToken = await accessToken(page);
  for (const product of [accepted, placed]) {
    await placeOrderThroughApi(page.request, buyerToken, product._id, {
      buyerPhone: '+1 206-555-0142',
      meetingPlace: 'Westlake Park',
    });
  }
  const { order } = await acceptAsTheSeller(browser, page.request, accepted._id, buyerToken);
  return order._id;
}

test('My Orders and the order page read well at phone and desktop size', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const orderId = await acceptedOrderBesideAPlacedOne(page, browser);

  // My Orders: every action's words readable on its button, each status pill as wide as its words.
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto('/dashboard/my-orders');
    const table = visiblePage(page).getByRole('table', { name: 'Your orders' });
    const messages = table.getByRole('link', { name: /^Messages: / });
    await expect(messages).toHaveCount(2);
    for (const link of await messages.all()) expect(await contrastOf(link)).toBeGreaterThanOrEqual(4.5);
    for (const words of ['Accepted: pay to reserve', 'Waiting for the seller']) {
      const pill = table.getByText(words, { exact: true });
      await expect(pill).toBeVisible();
      expect(await spareWidth(pill)).toBeLessThanOrEqual(24);
    }
  }

  // The order page: its fields look like the order form's; the next step's card starts at its padding.
  await page.goto(`/dashboard/orders/${orderId}`);
  const message = visiblePage(page).getByRole('textbox', { name: 'Your message' });
  await expect(message).toBeVisible();
  expect(await message.evaluate((node) => getComputedStyle(node).borderRadius)).toBe('8px');
  expect(await message.evaluate((node) => getComputedStyle(node).borderTopColor)).toBe('rgb(207, 198, 184)');
  const next = visiblePage(page).locator('.deal__next');
  const gap = await next.evaluate((card) => {
    const first = card.firstElementChild!.getBoundingClientRect().top;
    return first - card.getBoundingClientRect().top - parseFloat(getComputedStyle(card).paddingTop);
  });
  expect(gap).toBe(0);
});
