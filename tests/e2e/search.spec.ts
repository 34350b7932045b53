import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Product } from '@contract/catalogue';
import type { SearchResults } from '@contract/search';
import { skipCongratulations } from './support/app-session';
import { screenshotContent } from './support/content-screenshot';
import { escapeRegExp } from './support/screen';
import { PHONE, keepScreenshot } from './support/screenshot';

const PAGE_SIZE = 24;

function resultsGrid(page: Page): Locator {
  return page.getByRole('list', { name: 'Search results' });
}

function cards(page: Page): Locator {
  return resultsGrid(page).getByRole('listitem');
}

async function searchApi(request: APIRequestContext, query: string): Promise<SearchResults> {
  const response = await request.get(`/api/products?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SearchResults;
}

/** Every listing a search finds, following the cursor to the end. */
async function searchAll(request: APIRequestContext, query: string): Promise<Product[]> {
  const items: Product[] = [];
  let cursor: string | null = null;
  do {
    const page: SearchResults = await searchApi(request, `${query}&limit=60${cursor ? `&cursor=${cursor}` : ''}`);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

function dollars(text: string): number {
  return Number(text.replace(/[$,]/g, ''));
}

async function shownPrices(page: Page): Promise<number[]> {
  return (await resultsGrid(page).getByTestId('price').allTextContents()).map(dollars);
}

test.beforeEach(async ({ page }) => {
  await skipCongratulations(page);
});

test('search from the header, filter by brand and price, sort, open a result, and come back to the same search', async ({
  page,
  request,
}) => {
  // "body" finds ten Leica and Nikon listings of $100 or more in the demo catalogue, across four categories, so the
  // journeys that buy from the same server before this one still leave several to sort.
  const expected = await searchAll(request, 'q=body&brand=Leica,Nikon&minPrice=100&sort=price-asc');
  expect(expected.length).toBeGreaterThan(1);

  await page.goto('/');
  const header = page.locator('.site-header');
  await header.getByRole('combobox', { name: 'Search gear' }).fill('body');
  await header.getByRole('combobox', { name: 'Search gear' }).press('Enter');
  await expect(page).toHaveURL(/\/products\?q=body$/);
  await expect(page.getByRole('heading', { name: 'Check out our inventory' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByText(/results? for “body”/)).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');

  // Filters in the desktop side panel apply at once and show as chips.
  const panel = page.getByRole('complementary', { name: 'Filters' });
  await panel.getByRole('checkbox', { name: 'Leica', exact: true }).check();
  await panel.getByRole('checkbox', { name: 'Nikon', exact: true }).check();
  await panel.getByLabel('Min price').fill('100');
  await panel.getByLabel('Min price').press('Enter');
  await expect(page).toHaveURL(/\/products\?q=body&brand=Leica,Nikon&minPrice=100$/);
  const chips = page.getByRole('list', { name: 'Applied filters' });
  await expect(chips.getByRole('button', { name: 'Remove filter: Leica' })).toBeVisible();
  await expect(chips.getByRole('button', { name: 'Remove filter: Nikon' })).toBeVisible();
  await expect(chips.getByRole('button', { name: 'Remove filter: From $100' })).toBeVisible();

  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/\/products\?q=body&brand=Leica,Nikon&minPrice=100&sort=price-asc$/);
  await expect(cards(page)).toHaveCount(Math.min(expected.length, PAGE_SIZE));
  await expect(resultsGrid(page).locator('h3')).toHaveText(expected.slice(0, PAGE_SIZE).map((p) => p.name));
  const prices = await shownPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(Math.min(...prices)).toBeGreaterThanOrEqual(100);
  for (const brand of await resultsGrid(page).locator('.product-card__brand').allTextContents()) {
    expect(['Leica', 'Nikon']).toContain(brand);
  }
  await screenshotContent(page, 'search-results');

  // Removing a chip widens the search again.
  await chips.getByRole('button', { name: 'Remove filter: Nikon' }).click();
  await expect(page).toHaveURL(/\/products\?q=body&brand=Leica&minPrice=100&sort=price-asc$/);
  await expect(panel.getByRole('checkbox', { name: 'Nikon', exact: true })).not.toBeChecked();
  await expect(chips.getByRole('button', { name: 'Remove filter: From $100' })).toBeFocused();
  await panel.getByRole('checkbox', { name: 'Nikon', exact: true }).check();
  await expect(page).toHaveURL(/brand=Leica,Nikon&minPrice=100&sort=price-asc$/);

  // Open a result, then come back to the same search.
  const first = expected[0]!;
  await resultsGrid(page)
    .getByRole('link', { name: new RegExp(escapeRegExp(first.name)) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/product/${first._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/products\?q=body&brand=Leica,Nikon&minPrice=100&sort=price-asc$/);
  await expect(resultsGrid(page).locator('h3').first()).toHaveText(first.name);

  // The URL alone restores the whole search.
  await page.reload();
  await expect(cards(page)).toHaveCount(Math.min(expected.length, PAGE_SIZE));
  const restoredPanel = page.getByRole('complementary', { name: 'Filters' });
  await expect(restoredPanel.getByRole('checkbox', { name: 'Leica', exact: true })).toBeChecked();
  await expect(restoredPanel.getByRole('checkbox', { name: 'Nikon', exact: true })).toBeChecked();
  await expect(restoredPanel.getByLabel('Min price')).toHaveValue('100');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  await expect(page.getByRole('combobox', { name: 'Search the inventory' })).toHaveValue('body');
});

test('a new search from the header while on the results is a new history entry', async ({ page }) => {
  await page.goto('/products?q=nikon');
  await expect(cards(page).first()).toBeVisible();
  const header = page.locator('.site-header');
  await header.getByRole('combobox', { name: 'Search gear' }).fill('canon');
  await header.getByRole('combobox', { name: 'Search gear' }).press('Enter');
  await expect(page).toHaveURL(/\/products\?q=canon$/);
  await expect(page.getByText(/results? for “canon”/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check out our inventory' })).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/products\?q=nikon$/);
  await expect(page.getByText(/results? for “nikon”/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search the inventory' })).toHaveValue('nikon');
});

test('scrolling loads the next page of results without repeats', async ({ page, request }) => {
  const all = await searchAll(request, 'sort=price-desc');
  expect(all.length).toBeGreaterThan(2 * PAGE_SIZE);

  await page.goto('/products');
  await expect(page.getByRole('list', { name: 'All products' })).toBeVisible();
  // Choosing an order turns the storefront into results over every listing for sale.
  await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/\/products\?sort=price-desc$/);
  await expect(cards(page)).toHaveCount(PAGE_SIZE);

  await page.getByRole('button', { name: /Show more|Loading more/ }).scrollIntoViewIfNeeded();
  await expect.poll(() => cards(page).count()).toBeGreaterThan(PAGE_SIZE);
  const names = await resultsGrid(page).locator('h3').allTextContents();
  const shown = names.length;
  expect(names).toEqual(all.slice(0, shown).map((p) => p.name));
  const prices = await shownPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  expect(prices[0]).toBe(all[0]!.resellPrice);
  // The dearest listing of the demo catalogue (scripts/seed): a Leica M10 Black Chrome at $4,350.
  await expect(resultsGrid(page).locator('h3').first()).toHaveText('Leica M10 Black Chrome');
  await expect(resultsGrid(page).getByTestId('price').first()).toHaveText('$4,350');
});

test('an empty search says nothing matched and loosens with one click', async ({ page }) => {
  await page.goto('/products?q=leica&brand=Leica&maxPrice=1');
  const empty = page.getByRole('status').filter({ hasText: 'Nothing matched “leica”' });
  await expect(empty).toBeVisible();
  await expect(empty.getByRole('link', { name: 'Remove Leica' })).toBeVisible();
  await expect(empty.getByRole('link', { name: 'Remove Up to $1' })).toBeVisible();
  await screenshotContent(page, 'search-empty');

  await empty.getByRole('link', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/products\?q=leica$/);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Applied filters' })).toBeHidden();
});

test('on a phone, the header search opens a field and filters live in a sheet', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/blog');
  const header = page.locator('.site-header');
  await header.getByRole('button', { name: 'Search gear' }).click();
  const field = header.getByRole('combobox', { name: 'Search gear' });
  await expect(field).toBeFocused();
  await field.fill('lens');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=lens$/);
  await expect(cards(page).first()).toBeVisible();

  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('checkbox', { name: /^EX\+/ }).check();
  await expect(page).toHaveURL(/\/products\?q=lens&grade=EX%2B$/);
  await keepScreenshot(page, 'search-filter-sheet-phone');

  await sheet.getByRole('button', { name: 'What do grades mean?' }).click();
  const help = page.getByRole('dialog', { name: 'What do grades mean?' });
  await expect(help).toContainText('Excellent Plus');
  await expect(help).toContainText('Bargain');
  await keepScreenshot(page, 'grade-help-phone');
  await help.getByRole('button', { name: 'Close' }).click();
  await expect(help).toBeHidden();

  await sheet.getByRole('button', { name: /^Show \d+\+? results?$/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove filter: Grade EX+' })).toBeVisible();
  for (const grade of await resultsGrid(page).locator('.grade-pill').allTextContents()) expect(grade).toBe('Grade EX+');
  await screenshotContent(page, 'search-phone-chips');
});

test('a product page shows its honest condition and joins the recently viewed strip', async ({ page, request }) => {
  const graded = (await searchAll(request, 'category=dslr')).find(
    (p) => p.grade && p.shutterCount && p.included.length,
  );
  expect(graded).toBeDefined();
  const product = graded!;

  await page.goto(`/product/${product._id}`);
  const condition = page.getByRole('region', { name: 'Condition' });
  await expect(condition).toContainText(new RegExp(`${escapeRegExp(product.grade!)} · `));
  await expect(condition).toContainText(`Shutter count: ${product.shutterCount!.toLocaleString('en-US')}`);
  const included = condition.getByRole('list', { name: "What's included" });
  for (const item of product.included) await expect(included).toContainText(`${item}, included`);
  await screenshotContent(page, 'product-condition');

  await condition.getByRole('button', { name: 'What do grades mean?' }).click();
  const help = page.getByRole('dialog', { name: 'What do grades mean?' });
  await expect(help.getByRole('term').filter({ hasText: 'Like New' })).toBeVisible();
  await keepScreenshot(page, 'grade-help-desktop');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await page.goto('/products');
  const strip = page.getByRole('region', { name: 'Recently viewed' });
  await expect(strip.getByRole('link', { name: product.name })).toHaveAttribute('href', `/product/${product._id}`);
  await page.reload();
  await expect(strip.getByRole('link', { name: product.name })).toBeVisible();
  await strip.getByRole('button', { name: 'Clear recently viewed' }).click();
  await expect(strip).toBeHidden();
});

test('a failed search says so and retries', async ({ page }) => {
  // The catalogue arrives painted by the server; the search the user then makes is the app's own request.
  await page.goto('/products');
  await expect(page.getByRole('list', { name: 'All products' }).getByRole('listitem').first()).toBeVisible();
  let failing = true;
  await page.route('**/api/products?*', async (route) => {
    if (!failing) return route.fallback();
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'bad_request', message: 'The search service is resting.' } }),
    });
  });
  await page.getByRole('combobox', { name: 'Search the inventory' }).fill('nikon');
  await page.getByRole('combobox', { name: 'Search the inventory' }).press('Enter');
  const error = page.getByRole('alert').filter({ hasText: 'Could not search the inventory' });
  await expect(error).toContainText('The search service is resting.');
  failing = false;
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(cards(page).first()).toBeVisible();
});

test('a listing whose price went down shows the old price struck through and a price drop badge', async ({
  page,
  request,
}) => {
  // The demo catalogue has listings whose sellers lowered the price once; the dearest two ask $1,650 each.
  const reduced = (await searchAll(request, 'sort=price-desc')).filter(
    (product) => product.previousPrice !== null && product.previousPrice > product.resellPrice,
  );
  expect(
    reduced
      .slice(0, 2)
      .map((product) => product.name)
      .sort(),
    'the dearest price drops of the demo catalogue',
  ).toEqual(['Contax T3 Black', 'Pentax 67II Body']);
  // In the demo catalogue (scripts/seed): a Contax T3 Black lowered from $1,947 to $1,650.
  const contax = reduced.find((product) => product.name === 'Contax T3 Black')!;
  const query = `q=${encodeURIComponent(contax.name)}&sort=price-desc`;
  const dropsOnFirstPage = (await searchApi(request, query)).items.filter((p) => p.previousPrice !== null).length;

  await page.goto(`/products?${query}`);
  const card = resultsGrid(page).getByRole('listitem').filter({ hasText: contax.name }).first();
  await expect(card.getByTestId('price')).toHaveText('$1,650');
  await expect(card.getByTestId('previous-price')).toHaveText('was $1,947');
  await expect(card.getByText('Price drop')).toBeVisible();
  // Only the reduced listings carry the badge.
  await expect(resultsGrid(page).getByText('Price drop')).toHaveCount(dropsOnFirstPage);

  await card.getByRole('link').click();
  const summary = page.getByRole('region', { name: contax.name });
  await expect(summary.getByTestId('price').first()).toHaveText('$1,650');
  await expect(summary.getByTestId('previous-price')).toHaveText('was $1,947');
  await expect(summary.getByText('Price drop')).toBeVisible();
  await screenshotContent(page, 'product-price-drop');
});
