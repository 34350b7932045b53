import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Product } from '@contract/catalogue';
import { skipCongratulations } from './support/app-session';
import { escapeRegExp, visiblePage } from './support/screen';
import { screenshotAtSizes } from './support/screenshot';

const PRICE = /^\$\d{1,3}(,\d{3})*(\.\d{2})?$/;

async function getProducts(request: APIRequestContext, path: string): Promise<Product[]> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product[];
}

test.describe('catalogue', () => {
  test.beforeEach(async ({ page }) => {
    await skipCongratulations(page);
  });

  test('the products page shows the advertised gear with names and dollar prices', async ({ page, request }) => {
    const advertised = await getProducts(request, '/api/advertised-products');
    expect(advertised.length).toBeGreaterThan(4);

    await page.goto('/products');
    await expect(page.getByRole('heading', { name: 'Check out our inventory' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'All products' });
    await expect(grid.getByRole('listitem')).toHaveCount(advertised.length);

    // An advertised listing of the demo catalogue (scripts/seed), asking $4,200.
    const hasselblad = advertised.find((product) => product.name === 'Hasselblad 907X 50C');
    if (!hasselblad) throw new Error('The demo catalogue advertises the Hasselblad 907X 50C');
    const card = grid.getByRole('link', { name: /Hasselblad 907X 50C/ }).first();
    await expect(card).toBeVisible();
    await expect(card.getByTestId('price')).toHaveText('$4,200');
    await expect(card).toContainText(hasselblad.location);
    for (const price of await grid.getByTestId('price').allTextContents()) expect(price).toMatch(PRICE);
    await screenshotAtSizes(page, 'products');
  });

  test('choosing a category lists only that category and survives a reload', async ({ page, request }) => {
    const film = await getProducts(request, '/api/category/film');
    await page.goto('/products');
    const select = page.getByLabel('Category');
    await expect(select.locator('option')).toHaveText([
      'All Products',
      'Film',
      'Point & Shoot',
      'Mirrorless',
      'DSLR',
      'Action',
      'Medium Format',
    ]);

    await select.selectOption({ label: 'Film' });
    await expect(page).toHaveURL(/\/products\?category=film$/);
    const grid = page.getByRole('list', { name: 'Film products' });
    await expect(grid.getByRole('listitem')).toHaveCount(film.length);
    const shownNames = await grid.locator('h3').allTextContents();
    expect(shownNames.sort()).toEqual(film.map((p) => p.name).sort());

    await page.reload();
    await expect(page.getByLabel('Category')).toHaveValue('film');
    await expect(page.getByRole('list', { name: 'Film products' }).getByRole('listitem')).toHaveCount(film.length);
    await screenshotAtSizes(page, 'products-film');
  });

  test('the category page names its category and lists its products', async ({ page, request }) => {
    const mediumFormat = await getProducts(request, '/api/category/medium-format');
    await page.goto('/category/medium-format');
    await expect(page.getByRole('heading', { name: 'Available products in the Medium Format category' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'Medium Format products' });
    await expect(grid.getByRole('listitem')).toHaveCount(mediumFormat.length);
    await expect(grid.getByRole('link', { name: new RegExp(escapeRegExp(mediumFormat[0]!.name)) })).toBeVisible();
    await screenshotAtSizes(page, 'category-medium-format');

    await page.goto('/category/lenses-of-doom');
    await expect(page.getByRole('heading', { name: 'Category not found' })).toBeVisible();
  });

  test('a product page shows the listing, its seller and related products', async ({ page, request }) => {
    const dslr = await getProducts(request, '/api/category/dslr');
    // The newest DSLR listing of the demo catalogue (scripts/seed), asking $240.
    const product = dslr[0]!;
    expect(product.name).toBe('Nikon AF-S 50mm f/1.4G');
    // Visitors' answers carry no seller email; the listing's own flag says whether the seller is verified.
    const verified = { isVerified: product.sellerVerified };
    expect(Object.keys(product)).not.toContain('sellerEmail');
    expect(Object.keys(product)).not.toContain('phone');

    await page.goto('/products');
    // Arrive the way a user does: from a card on the category page.
    await page.goto('/category/dslr');
    await page
      .getByRole('link', { name: new RegExp(escapeRegExp(product.name)) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`));

    const details = visiblePage(page);
    await expect(details.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const summary = details.getByRole('region', { name: product.name });
    await expect(summary.getByTestId('price').first()).toHaveText('$240');
    await expect(summary).toContainText(product.condition);
    await expect(summary).toContainText(product.location);
    await expect(summary).toContainText(product.sellerName);
    await expect(summary).toContainText(verified.isVerified ? 'Seller verified' : 'Not verified');
    await expect(summary).toContainText(/ago|just now/);
    await expect(summary.getByRole('link', { name: 'Login to place order' })).toHaveAttribute('href', '/login');
    await expect(
      details.getByRole('img', { name: `${product.name}, photo 1 of ${product.images.length}` }),
    ).toBeVisible();

    await expect(details.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await expect(details.getByRole('tabpanel')).toContainText('Key points');
    await details.getByRole('tab', { name: 'Seller Information' }).click();
    await details.getByText('Contact Seller').click();
    // A visitor is asked to log in; the contact details are for signed-in users.
    await expect(details.getByRole('link', { name: "Log in to see the seller's contact details" })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(details.getByRole('tabpanel').getByRole('link', { name: /@/ })).toHaveCount(0);

    await details.getByRole('button', { name: 'More actions' }).click();
    await details.getByRole('button', { name: 'Wishlist' }).click();
    await expect(page.getByText('You need to login to perform this action')).toBeVisible();

    const related = details.getByRole('region', { name: 'Releted Products' });
    await expect(related.getByRole('heading', { name: 'Releted Products' })).toBeVisible();
    const relatedLinks = related.getByRole('link');
    await expect(relatedLinks).toHaveCount(dslr.length - 1);
    const hrefs = await relatedLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).not.toContain(`/product/${product._id}`);
    await screenshotAtSizes(page, 'product-details');
  });

  test('an unknown product id shows a not-found state', async ({ page }) => {
    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  });

  test('an unknown path shows the 404 page with header, image and a way home', async ({ page }) => {
    await page.goto('/no-such-shelf');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'A vintage camera whose lens reads 404' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shutterswap home' })).toBeVisible();
    await screenshotAtSizes(page, 'not-found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
