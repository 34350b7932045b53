import { expect, test, type Page, type Request } from '@playwright/test';
import type { Product } from '@contract/catalogue';
import { QUERY_CACHE_KEY, readKeyval, waitForServiceWorkerControl } from './support/device-storage';
import { expectAppTookOver, scrollPaintedPageTo, visiblePage } from './support/screen';
import { DESKTOP, PHONE } from './support/screenshot';

/*
 * The server's first paint: a public page arrives painted with its data, readable before (and without) any
 * script. A visitor who only reads it runs no app; the app starts when they reach for it, from the same answers
 * (without asking for them again), and does what they pressed or typed meanwhile.
 */

async function hasselblad(page: Page): Promise<Product> {
  const advertised = (await (await page.request.get('/api/advertised-products')).json()) as Product[];
  const listing = advertised.find((product) => product.name === 'Hasselblad 907X 50C');
  if (!listing) throw new Error('The demo catalogue advertises the Hasselblad 907X 50C');
  return listing;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page and the storefront show the gear and its price', async ({ page }) => {
    const product = await hasselblad(page);
    await page.goto(`/product/${product._id}`);
    const painted = page.locator('#first-paint');
    await expect(painted.getByRole('heading', { level: 1, name: 'Hasselblad 907X 50C' })).toBeVisible();
    await expect(painted.getByText('$4,200', { exact: true }).first()).toBeVisible();
    await expect(painted.getByRole('img', { name: /Hasselblad 907X 50C/ }).first()).toBeVisible();

    await page.goto('/products');
    await expect(painted.getByRole('heading', { level: 1, name: 'Check out our inventory' })).toBeVisible();
    await expect(painted.getByRole('link', { name: /Hasselblad 907X 50C/ }).first()).toBeVisible();
  });
});

/** The app has not started: nothing is rendered in its root and the painted copy is the page. */
async function expectAppNotStarted(page: Page): Promise<void> {
  await expect(page.locator('#first-paint')).toHaveCount(1);
  await expect(page.locator('#root > *')).toHaveCount(0);
}

test('a visitor reading a painted page runs no app: it starts at their first press, from the same answers', async ({
  page,
}) => {
  const product = await hasselblad(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
  });
  const productRequests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/products/${product._id}`) productRequests.push(request);
  });

  await page.goto(`/product/${product._id}`);
  await page.waitForLoadState('networkidle');
  await expectAppNotStarted(page);

  await page.keyboard.press('Tab');
  await expectAppTookOver(page);
  await expect(visiblePage(page).getByRole('heading', { level: 1, name: 'Hasselblad 907X 50C' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(productRequests).toEqual([]);
  expect(warnings).toEqual([]);
});

// Each on a first visit of its own: once the worker controls the page, the app opens from its shell, unpainted.
test('what a visitor pressed on the painted page is done again by the app', async ({ page }) => {
  // The phone header's menu button opens the side menu once the app is there.
  await page.setViewportSize(PHONE);
  await page.goto('/products');
  await expectAppNotStarted(page);
  await page.locator('#first-paint').getByRole('button', { name: 'Open menu' }).click();
  await expectAppTookOver(page);
  await expect(page.locator('ion-menu').getByRole('link', { name: 'Blog' })).toBeVisible();
});

test('what a visitor typed on the painted page is in the app, and Enter searches it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/blog');
  await expectAppNotStarted(page);
  const paintedSearch = page.locator('#first-paint').getByRole('searchbox');
  await paintedSearch.fill('hasselblad');
  await expectAppTookOver(page);
  const search = visiblePage(page).getByRole('searchbox');
  await expect(search).toHaveValue('hasselblad');
  await expect(search).toBeFocused();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=hasselblad$/);
  await expect(
    visiblePage(page)
      .getByRole('link', { name: /Hasselblad 907X 50C/ })
      .first(),
  ).toBeVisible();
});

test('scrolling to what only the app can fill (the home sections, the footer) starts it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expectAppNotStarted(page);
  await scrollPaintedPageTo(page, '[data-awaits-app]');
  await expect(visiblePage(page).getByRole('heading', { name: 'Featured Products' })).toBeVisible();
});

test('a page read without ever starting the app opens offline later, like a page seen in the app', async ({
  page,
  context,
}) => {
  const product = await hasselblad(page);
  await page.goto(`/product/${product._id}`);
  await waitForServiceWorkerControl(page);
  await expect
    .poll(async () => {
      const stored = await readKeyval<{ client: { clientState: { queries: Array<{ queryHash: string }> } } }>(
        page,
        QUERY_CACHE_KEY,
      );
      return stored?.client.clientState.queries.map((query) => query.queryHash) ?? [];
    })
    .toContain(JSON.stringify(['products', 'detail', product._id]));
  await expectAppNotStarted(page);

  await context.setOffline(true);
  await page.reload();
  await expect(visiblePage(page).getByRole('heading', { level: 1, name: 'Hasselblad 907X 50C' })).toBeVisible();
  await expect(visiblePage(page).getByText('$4,200', { exact: true }).first()).toBeVisible();
  await context.setOffline(false);
});

test('every public page, opened first, is taken over without a warning in the console', async ({
  browser,
  page,
  baseURL,
}) => {
  const product = await hasselblad(page);
  for (const path of ['/', '/products', '/category/film', `/product/${product._id}`, '/blog', '/blog/1', '/about']) {
    // A device that never opened the app: no service worker yet, so the server paints the page.
    const context = await browser.newContext({ baseURL });
    const firstVisit = await context.newPage();
    const warnings: string[] = [];
    firstVisit.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
    });
    await firstVisit.goto(path);
    await firstVisit.keyboard.press('Tab');
    await expect(firstVisit.locator('#first-paint')).toHaveCount(0);
    await firstVisit.waitForLoadState('networkidle');
    expect({ path, warnings }).toEqual({ path, warnings: [] });
    await context.close();
  }
});
