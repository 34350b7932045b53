import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PAGE_IDS, SITE_ROUTES } from '@contract/site-routes';
import { answerRequestsWith, renderPage, type RenderedPage } from '@/app/server/render-page';
import { answeredBy } from '@server/pages/page-renderer.ts';
import { insertProduct, insertSeller } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * The server's rendering of the site pages: the app itself (what the browser hydrates), rendered with the API's
 * answers, with the page's head and status.
 */

/** The page's HTML without the markers React puts between adjacent texts, so sentences read as a user sees them. */
async function htmlOf(page: RenderedPage | null): Promise<string> {
  if (!page) return '';
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve) => {
    page.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(Buffer.from(chunk));
          done();
        },
        final(done) {
          resolve();
          done();
        },
      }),
    );
  });
  return Buffer.concat(chunks).toString('utf8').replaceAll('<!-- -->', '');
}

let t: TestApp;
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  const seller = await insertSeller(t.database.db);
  productId = (await insertProduct(t.database.db, seller.id, { advertisedAt: new Date() })).id;
  const server = answeredBy(t.app);
  // The blog's posts are a file of the built app, which this test app does not serve.
  answerRequestsWith(async (path, init) =>
    path === '/blog.json' ? new Response(await readFile('public/blog.json')) : server(path, init),
  );
});
afterAll(() => t.close());

describe('a product page', () => {
  it('shows the listing with its price, and carries the answer it was rendered with', async () => {
    const page = await renderPage(`/product/${productId}`);
    expect(page?.statusCode).toBe(200);
    expect(page?.head.title).toBe('Nikon FM2 – $275 – Shutterswap');
    expect(page?.product?.name).toBe('Nikon FM2');
    const html = await htmlOf(page);
    expect(html).toContain('<h1 id="product-name" class="product-summary__name">Nikon FM2</h1>');
    expect(html).toContain('$275');
    // With the price guide of its model (its maker unknown: "Other" narrows nothing), so its line is in the page.
    expect(page?.state.queries.map((query) => query.queryKey)).toEqual([
      ['products', 'detail', productId],
      ['price-guide', 'nikon fm2', ''],
    ]);
  });

  it('asks for its first photo first, the size a phone needs, as the largest paint of the page', async () => {
    const html = await htmlOf(await renderPage(`/product/${productId}`));
    expect(html).toContain(
      '<img src="/uploads/demo/nikon-fm2-1.webp" ' +
        'srcSet="/uploads/demo/nikon-fm2-1-thumb.webp 480w, /uploads/demo/nikon-fm2-1.webp 1200w" ' +
        'sizes="(min-width: 900px) 700px, 100vw" alt="Nikon FM2, photo 1 of 1" loading="eager" fetchPriority="high" ' +
        'width="1200" height="900"/>',
    );
  });

  it('is a 404 saying so when the listing does not exist, and carries the refusal for the browser', async () => {
    const page = await renderPage('/product/00000000-0000-4000-8000-000000000000');
    expect(page?.statusCode).toBe(404);
    expect(page?.head.title).toBe('Product not found – Shutterswap');
    expect(page?.product).toBeUndefined();
    expect(await htmlOf(page)).toContain('Product not found');
    expect(page?.state.queries.map((query) => query.state.error)).toEqual([
      { apiError: { status: 404, code: 'not_found', message: 'This listing does not exist or was removed' } },
    ]);
  });
});

describe('the other site pages', () => {
  it("renders the catalogue's first page, every listing for sale", async () => {
    const page = await renderPage('/products');
    expect(await htmlOf(page)).toContain('Nikon FM2');
    expect(page?.state.queries.map((query) => query.queryKey)).toEqual([['products', 'search', '']]);
  });

  it("fetches the first cards' photos first, and heads the list for the cards' headings", async () => {
    const html = await htmlOf(await renderPage('/category/film'));
    expect(html).toContain(
      '<img src="/uploads/demo/nikon-fm2-1-thumb.webp" alt="Nikon FM2" loading="eager" fetchPriority="high" ' +
        'decoding="async" width="400" height="300"/>',
    );
    const listHeading = html.indexOf('<h2 class="visually-hidden">Film listings</h2>');
    expect(listHeading).toBeGreaterThan(html.indexOf('<h1 class="page-heading">'));
    expect(listHeading).toBeLessThan(html.indexOf('<h3 class="product-card__name">'));
  });

  it('renders a category from the path, and a search from the query string', async () => {
    const fromPath = await htmlOf(await renderPage('/category/film'));
    expect(fromPath).toContain('Available products in the Film category');
    expect(fromPath).toContain('Nikon FM2');
    const searched = await renderPage('/products?q=nikon&category=film');
    expect(await htmlOf(searched)).toContain('Nikon FM2');
    expect(searched?.state.queries.map((query) => query.queryKey)).toEqual([
      ['products', 'search', 'q=nikon&category=film'],
    ]);
  });

  it("shows the home page's first tagline as words in its heading, and the sections under the hero", async () => {
    const html = await htmlOf(await renderPage('/'));
    expect(html).toContain(
      '<span class="typed-taglines__typed" aria-hidden="true" data-testid="typed-tagline">Pass It On! Win!',
    );
    expect(html).toContain('Browse the inventory');
    expect(html).toContain('Featured Products');
    expect(html).toContain('Read Our Original Content');
  });

  it("keeps the sign-in forms' buttons disabled until the app has taken the page over", async () => {
    // Sent by the browser before then, the form would go as a GET with the password in the address.
    expect(await htmlOf(await renderPage('/login'))).toContain(
      '<button type="submit" class="ss-button auth-form__submit" disabled="">Login</button>',
    );
    expect(await htmlOf(await renderPage('/register'))).toContain(
      '<button type="submit" class="ss-button auth-form__submit" disabled="">Register</button>',
    );
  });

  it('renders the blog with its posts', async () => {
    const blog = await renderPage('/blog');
    expect(await htmlOf(blog)).toContain('Original Content');
    expect(blog?.state.queries.map((query) => query.queryKey)).toEqual([['blog', 'posts']]);
  });

  it.each([
    ['/no-such-page', 'Page not found – Shutterswap'],
    ['/category/bogus', 'Category not found – Shutterswap'],
    ['/blog/999', 'Post not found – Shutterswap'],
  ])('answers %s with the 404 page', async (url, title) => {
    const page = await renderPage(url);
    expect(page?.statusCode).toBe(404);
    expect(page?.head.title).toBe(title);
  });

  it('holds no Ionic element and no inline script on any site page', async () => {
    const paths = SITE_PAGE_IDS.map((id) => SITE_ROUTES[id].path.replace(':id', id === 'product' ? productId : '1'));
    for (const path of paths.map((path) => path.replace('/category/1', '/category/film'))) {
      const html = await htmlOf(await renderPage(path));
      const ionicElements = html.match(/<ion-[a-z-]+/g) ?? [];
      const inlineScripts = html.match(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g) ?? [];
      expect({ path, ionicElements, inlineScripts }).toEqual({ path, ionicElements: [], inlineScripts: [] });
    }
  });

  it('leaves the signed-in pages to the browser', async () => {
    expect(await renderPage('/dashboard/my-orders')).toBeNull();
    expect(await renderPage(`/orderProduct/${productId}`)).toBeNull();
  });
});
