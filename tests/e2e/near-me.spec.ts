import { expect, test } from '@playwright/test';
import type { SearchResults } from '@contract/search';
import { skipCongratulations } from './support/app-session';
import { DESKTOP, PHONE, keepScreenshot } from './support/screenshot';

/* A buyer in Lyon asks for gear near them: the position is asked for only on the tap, and the cards say how far. */

// The phone's position: the Presqu'île, about a kilometre and a half from where Lyon's listings are placed.
const IN_LYON = { latitude: 45.7603, longitude: 4.8412 };

test.use({ viewport: PHONE, geolocation: IN_LYON, permissions: [] });

test.beforeEach(async ({ page }) => {
  await skipCongratulations(page);
});

test('"Near me" on a phone finds the nearest listing first, with its distance on the card', async ({
  page,
  context,
  request,
}) => {
  // Where the page searches from: the position rounded to two decimals.
  const nearest: SearchResults = await (
    await request.get('/api/products?lat=45.76&lng=4.84&radius=25&sort=distance&limit=60')
  ).json();
  expect(nearest.items.length).toBeGreaterThan(3);
  expect(new Set(nearest.items.map((item) => item.location))).toEqual(new Set(['Lyon, France']));

  await page.goto('/products');
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await context.grantPermissions(['geolocation']);
  await sheet.getByRole('button', { name: 'Near me' }).click();
  await expect(sheet.getByRole('button', { name: 'Near me' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/lat=45\.76&lng=4\.84&radius=25&sort=distance/);
  await keepScreenshot(page, 'near-me-filter-phone');
  await sheet.getByRole('button', { name: /^Show \d+\+? results?$/ }).click();

  const cards = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(cards).toHaveCount(nearest.items.length);
  const first = cards.first();
  await expect(first.getByRole('heading')).toHaveText(nearest.items[0]!.name);
  await expect(first.getByText('Lyon, France · 1.4 km away')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter: Within 25 km of your position' })).toBeVisible();
  await keepScreenshot(page, 'near-me-cards-phone');

  await page.setViewportSize(DESKTOP);
  await expect(
    page.getByRole('complementary', { name: 'Filters' }).getByRole('button', { name: 'Near me' }),
  ).toBeVisible();
  await keepScreenshot(page, 'near-me-desktop');
});
