import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CATEGORIES, categorySlug, type Product } from '@contract/catalogue';
import { skipCongratulations } from './support/app-session';
import { escapeRegExp, appStarted } from './support/screen';
import { screenshotContent } from './support/content-screenshot';
import { atPhoneAndDesktop, DESKTOP, PHONE, screenshotAtSizes, keepScreenshot } from './support/screenshot';

const PRICE = /^\$\d{1,3}(,\d{3})*(\.\d{2})?$/;

async function getProducts(request: APIRequestContext, path: string): Promise<Product[]> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product[];
}

/**
 * Scrolls the catalogue or a search to its end, as a reader does: each time "Show more" comes into view the next
 * page loads by itself (clicking it races that load, which moves it away under the pointer).
 */
async function showEveryCard(page: Page, end: string): Promise<void> {
  const endOfList = page.getByText(end);
  const more = page.getByRole('button', { name: 'Show more' });
  while (!(await endOfList.isVisible())) {
    if (await more.isVisible()) await more.scrollIntoViewIfNeeded();
    await expect(endOfList.or(more)).toBeVisible();
  }
}

test.describe('catalogue', () => {
  test.beforeEach(async ({ page }) => {
    await skipCongratulations(page);
  });

  test('the products page is the whole catalogue, featured gear first and marked, with dollar prices', async ({
    page,
    request,
  }) => {
    // Scrolling through every page of the catalogue: 14 s on idle cores, over 60 s once on busy ones.
    test.setTimeout(120_000);
    const featured = await getProducts(request, '/api/advertised-products');
    const forSale = (
      await Promise.all(CATEGORIES.map((category) => getProducts(request, `/api/category/${categorySlug(category)}`)))
    ).flat();
    expect(featured.length).toBeGreaterThan(4);
    expect(forSale.length).toBeGreaterThan(featured.length);

    await page.goto('/products');
    await expect(page.getByRole('heading', { name: 'Check out our inventory' })).toBeVisible();
    await expect(page.getByLabel('Sort by')).toHaveValue('featured');
    const grid = page.getByRole('list', { name: 'All products' });
    await showEveryCard(page, 'That’s everything for sale.');
    await expect(grid.getByRole('listitem')).toHaveCount(forSale.length);
    const shownNames = await grid.locator('h3').allTextContents();
    expect(shownNames.sort()).toEqual(forSale.map((p) => p.name).sort());
    // The featured ones (advertised by verified sellers) lead, each marked; then the rest.
    const marked = await grid
      .getByRole('listitem')
      .evaluateAll((cards) => cards.map((card) => card.querySelector('.product-card__featured')?.textContent ?? ''));
    expect(marked).toEqual([
      ...featured.map(() => 'Featured'),
      ...Array.from({ length: forSale.length - featured.length }, () => ''),
    ]);

    // A listing of the demo catalogue (scripts/seed), asking $4,200.
    const hasselblad = forSale.find((product) => product.name === 'Hasselblad 907X 50C');
    if (!hasselblad) throw new Error('The demo catalogue lists the Hasselblad 907X 50C');
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
    await showEveryCard(page, 'That’s everything for sale.');
    await expect(grid.getByRole('listitem')).toHaveCount(film.length);
    const shownNames = await grid.locator('h3').allTextContents();
    expect(shownNames.sort()).toEqual(film.map((p) => p.name).sort());

    await page.reload();
    await expect(page.getByLabel('Category')).toHaveValue('film');
    await showEveryCard(page, 'That’s everything for sale.');
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
    // Listings carry no seller email; their own flag says whether the seller is verified.
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

    const details = page;
    await expect(details.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const summary = details.getByRole('region', { name: product.name });
    await expect(summary.getByTestId('price').first()).toHaveText('$240');
    // A graded listing shows its grade alone (the seller's own word for its condition would contradict it).
    await expect(summary).toContainText('Grade EX Excellent');
    await expect(summary).toContainText(product.location);
    await expect(summary).toContainText(product.sellerName);
    await expect(summary).toContainText(verified.isVerified ? 'Seller verified' : 'Not verified');
    await expect(summary).toContainText(/ago|just now/);
    await expect(summary.getByRole('link', { name: 'Login to place order' })).toHaveAttribute(
      'href',
      `/login?next=%2Fproduct%2F${product._id}`,
    );
    await expect(
      details.getByRole('img', { name: `${product.name}, photo 1 of ${product.images.length}` }),
    ).toBeVisible();

    await expect(details.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await expect(details.getByRole('tabpanel')).toContainText('Key points');
    await details.getByRole('tab', { name: 'Seller Information' }).click();
    await details.getByText('Contact Seller').click();
    // The seller's email and phone reach a buyer once the seller accepts their order.
    await expect(details.getByRole('tabpanel')).toContainText(
      'Log in to ask the seller a question before you order; their email and phone are shared with you once they accept your order.',
    );
    await expect(details.getByRole('link', { name: 'Log in to ask the seller a question' })).toHaveAttribute(
      'href',
      `/login?next=%2Fproduct%2F${product._id}`,
    );
    await expect(details.getByRole('tabpanel').getByRole('link', { name: /@/ })).toHaveCount(0);

    await details.getByRole('button', { name: 'More actions' }).click();
    await details.getByRole('button', { name: 'Wishlist' }).click();
    await expect(page.getByText('You need to login to perform this action')).toBeVisible();

    const related = details.getByRole('region', { name: 'Related Products' });
    await expect(related.getByRole('heading', { name: 'Related Products' })).toBeVisible();
    const relatedLinks = related.getByRole('link');
    await expect(relatedLinks).toHaveCount(dslr.length - 1);
    const hrefs = await relatedLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).not.toContain(`/product/${product._id}`);
    await screenshotAtSizes(page, 'product-details');
  });

  test("a listing's description and its What's Included agree", async ({ page, request }) => {
    const film = await getProducts(request, '/api/category/film');
    const leica = film.find((product) => product.name === 'Leica M6 Classic 0.72 Silver Chrome');
    if (!leica) throw new Error('The demo catalogue lists the Leica M6 Classic 0.72 Silver Chrome');
    await page.goto(`/product/${leica._id}`);
    await expect(page.getByText(/Body only with original strap and body cap\./)).toBeVisible();
    const included = page.getByRole('list', { name: "What's included" }).getByRole('listitem');
    await expect(included).toHaveText([
      'Box, not included',
      'Caps, included',
      'Strap, included',
      'Charger, not included',
      'Battery, not included',
      'Manual, not included',
      'Case, not included',
      'Lens hood, not included',
    ]);
    await screenshotAtSizes(page, 'product-included');
  });

  test('an unknown product id shows a not-found state', async ({ page }) => {
    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  });

  test('product cards line up across a row, each with its maker, at phone and desktop', async ({ page }) => {
    await page.goto('/category/film');
    const grid = page.locator('.product-grid').first();
    await expect(grid.locator('.product-card').first()).toBeVisible();
    await atPhoneAndDesktop(page, async (label) => {
      const rows = await grid.evaluate((list) => {
        const edge = (card: Element, part: string, side: 'top' | 'bottom' = 'top') =>
          Math.round(card.querySelector(part)!.getBoundingClientRect()[side]);
        const byRow = new Map<number, { branded: boolean; parts: number[] }[]>();
        for (const card of Array.from(list.querySelectorAll('.product-card'))) {
          const row = edge(card, '.product-card__link');
          const brand = card.querySelector('.product-card__brand')?.textContent ?? '';
          // A location on two lines grows upwards: the foot of the card is what lines up.
          const parts = [
            edge(card, '.product-card__name'),
            edge(card, '.product-card__price'),
            edge(card, '.product-card__location', 'bottom'),
          ];
          byRow.set(row, [...(byRow.get(row) ?? []), { branded: brand !== '', parts }]);
        }
        return [...byRow.values()];
      });
      // Every demo listing names its real maker (Yashica and Minolta too, no longer "Other" without a line).
      expect(rows.flat().every((card) => card.branded)).toBe(true);
      for (const row of rows) {
        const first = row[0]!.parts;
        expect({ label, row: row.map((card) => card.parts) }).toEqual({ label, row: row.map(() => first) });
      }
    });
    await screenshotAtSizes(page, 'product-cards-film');
  });

  test("the related products' arrows sit beside the heading and never cover a card", async ({ page, request }) => {
    const film = await getProducts(request, '/api/category/film');
    expect(film.length).toBeGreaterThan(5);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/product/${film[0]!._id}`);
    const related = page.getByRole('region', { name: 'Related Products' });
    const next = related.getByRole('button', { name: 'Next related products' });
    const previous = related.getByRole('button', { name: 'Previous related products' });
    await related.scrollIntoViewIfNeeded();
    await expect(next).toBeVisible();
    await expect(previous).toBeDisabled();

    const overlaps = () =>
      related.evaluate((section) => {
        const arrows = Array.from(section.querySelectorAll('.related-products__arrow')).map((arrow) =>
          arrow.getBoundingClientRect(),
        );
        const cards = Array.from(section.querySelectorAll('.product-card__link')).map((card) =>
          card.getBoundingClientRect(),
        );
        return arrows.filter((arrow) =>
          cards.some(
            (card) =>
              arrow.left < card.right && card.left < arrow.right && arrow.top < card.bottom && card.top < arrow.bottom,
          ),
        ).length;
      });
    expect(await overlaps()).toBe(0);
    await screenshotContent(page, 'related-products-arrows', { viewportOnly: true });

    // The arrow moves the row on: the first card goes out of view and the previous arrow can bring it back.
    const firstCard = related.locator('.swiper-slide').first();
    await expect(firstCard).toHaveClass(/swiper-slide-active/);
    await next.click();
    await expect(firstCard).not.toHaveClass(/swiper-slide-active/);
    await expect(previous).toBeEnabled();
    expect(await overlaps()).toBe(0);
  });

  test('tapping a listing photo opens it full screen, to browse and zoom, and closing goes back to the photo', async ({
    page,
    request,
  }) => {
    const listings = await getProducts(request, '/api/advertised-products');
    const product = listings.find((listing) => listing.images.length >= 3);
    if (!product) throw new Error('The demo catalogue has a listing with three photos');
    const count = product.images.length;
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto(`/product/${product._id}`);
      await appStarted(page);
      const details = page;
      await details.getByRole('button', { name: `View photo 1 of ${count} full screen` }).click();

      const viewer = page.getByRole('dialog', { name: `Photos of ${product.name}` });
      await expect(viewer).toBeVisible();
      await expect(viewer.getByText(`1 / ${count}`, { exact: true })).toBeVisible();
      await expect(viewer.getByRole('img', { name: `${product.name}, photo 1 of ${count}` })).toBeVisible();
      // The photo fills the screen's width or height.
      const box = (await viewer.locator('.swiper-slide-active img').boundingBox())!;
      expect(Math.max(box.width / size.width, box.height / size.height)).toBeGreaterThan(0.9);

      await page.keyboard.press('ArrowRight');
      await expect(viewer.getByText(`2 / ${count}`, { exact: true })).toBeVisible();
      await expect(viewer.getByRole('img', { name: `${product.name}, photo 2 of ${count}` })).toBeInViewport();
      await keepScreenshot(page, `photo-viewer-${size.width}`, { animations: 'disabled' });
      // A double tap (or a pinch) zooms in.
      const active = viewer.locator('.swiper-slide-active');
      await active.locator('img').dblclick();
      await expect(active).toHaveClass(/swiper-slide-zoomed/);
      await keepScreenshot(page, `photo-viewer-zoomed-${size.width}`);

      // Escape closes it, on the photo last seen.
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      await expect(details.getByRole('button', { name: `View photo 2 of ${count} full screen` })).toBeFocused();

      await details.getByRole('button', { name: `View photo 2 of ${count} full screen` }).click();
      await expect(viewer.getByText(`2 / ${count}`, { exact: true })).toBeVisible();
      await viewer.getByRole('button', { name: 'Close' }).click();
      await expect(viewer).toBeHidden();
      await expect(details.getByRole('button', { name: `View photo 2 of ${count} full screen` })).toBeFocused();
    }
  });

  test('a product path whose id is no id is a 404 with the same not-found state and a way back to the catalogue', async ({
    page,
  }) => {
    const response = await page.goto('/product/not-a-uuid');
    expect(response?.status()).toBe(404);
    const screen = page;
    await expect(screen.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await expect(screen.getByText('This listing was removed, or the link is wrong.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(screen.getByText('This is not a valid id')).toHaveCount(0);
    await screenshotAtSizes(page, 'product-not-a-uuid');
    await screen.getByRole('link', { name: 'Browse products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Check out our inventory' })).toBeVisible();
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
