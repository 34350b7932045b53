import { expect, test, type Page } from '@playwright/test';
import type { Product } from '@contract/catalogue';
import { expectAccessible } from './support/accessibility';
import { skipCongratulations } from './support/app-session';
import { PHONE, screenshotAtSizes } from './support/screenshot';

/*
 * Issue 30: a seller's name led nowhere and buyers' written reviews were shown nowhere. Camille Laurent (demo seed)
 * sold four listings, each reviewed in words, and has the Nikon FE2 Black for sale.
 */

async function nikonFe2(page: Page): Promise<Product> {
  const results = (await (await page.request.get('/api/products?q=Nikon%20FE2%20Black')).json()) as {
    items: Product[];
  };
  const listing = results.items.find((product) => product.name === 'Nikon FE2 Black');
  if (!listing) throw new Error('The demo catalogue has the Nikon FE2 Black for sale');
  return listing;
}

test.beforeEach(async ({ page }) => {
  await skipCongratulations(page);
});

test("on a phone, the seller's name on a listing opens their page: reviews in words and what they sell", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const listing = await nikonFe2(page);
  await page.goto(`/product/${listing._id}`);
  await page.getByRole('tab', { name: 'Seller Information' }).click();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Camille Laurent' }).click();

  await expect(page).toHaveURL(new RegExp(`/sellers/${listing.sellerPublicId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Camille Laurent' })).toBeVisible();
  await expect(page).toHaveTitle('Camille Laurent – Seller – Shutterswap');
  await expect(page.getByRole('definition').filter({ hasText: /^4$/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 4.8 out of 5 from 4 ratings' })).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('listitem')).toHaveCount(4);
  await expect(reviews.getByText('Friendly, on time, and threw in a spare strap.')).toBeVisible();
  await expect(reviews.getByText('Mei bought Sony FE 24-70mm f/2.8 GM')).toBeVisible();
  const listings = page.getByRole('list', { name: 'Listings by Camille Laurent' });
  await expect(listings.getByRole('link', { name: /Nikon FE2 Black/ })).toBeVisible();
  // No email anywhere on the seller's part of the page (the footer's own addresses aside).
  await expect(page.getByRole('main').getByText('@')).toHaveCount(0);
  await expectAccessible(page, 'seller page');
  await screenshotAtSizes(page, 'seller-page');

  await listings.getByRole('link', { name: /Nikon FE2 Black/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nikon FE2 Black' })).toBeVisible();
});

test('an unknown seller is a 404 page', async ({ page }) => {
  const response = await page.goto('/sellers/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Seller not found' })).toBeVisible();
  await expect(page).toHaveTitle('Seller not found – Shutterswap');
  await screenshotAtSizes(page, 'seller-page-not-found');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a seller's page shows who they are, their reviews and their listings", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const listing = await nikonFe2(page);
    await page.goto(`/sellers/${listing.sellerPublicId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Camille Laurent' })).toBeVisible();
    await expect(page.getByText('Friendly, on time, and threw in a spare strap.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Nikon FE2 Black/ })).toBeVisible();
  });
});
