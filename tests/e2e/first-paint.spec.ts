import { expect, test, type Page, type Request } from '@playwright/test';
import type { Product } from '@contract/catalogue';
import { visiblePage } from './support/screen';

/*
 * The server's first paint: a public page arrives painted with its data, readable before (and without) any
 * script; the app then starts from the same answers and takes the page over without asking for them again.
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

test('the app takes the painted page over from the same answers, without asking again or any warning', async ({
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
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveClass(/has-first-paint/);
  await expect(visiblePage(page).getByRole('heading', { level: 1, name: 'Hasselblad 907X 50C' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(productRequests).toEqual([]);
  expect(warnings).toEqual([]);
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
    await expect(firstVisit.locator('#first-paint')).toHaveCount(0);
    await firstVisit.waitForLoadState('networkidle');
    expect({ path, warnings }).toEqual({ path, warnings: [] });
    await context.close();
  }
});
