import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerRequestsWith, renderFirstPaint, type FirstPaint } from '@/app/first-paint/render-first-paint';
import { answeredBy } from '@server/first-paint/first-paint-html.ts';
import { insertProduct, insertSeller } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/* The server's first paint of the public pages: the app's own pages rendered to HTML with the API's answers. */

/** The page's HTML without the markers React puts between adjacent texts, so sentences read as a user sees them. */
const htmlOf = (paint: FirstPaint | null) => paint?.html.replaceAll('<!-- -->', '') ?? '';

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

describe('the first paint of a product page', () => {
  it('shows the listing with its price, and carries the answer it was painted with', async () => {
    const paint = await renderFirstPaint(`/product/${productId}`);
    expect(paint?.statusCode).toBe(200);
    expect(paint?.html).toContain('<h1');
    expect(paint?.html).toContain('Nikon FM2');
    expect(paint?.html).toContain('$275');
    expect(paint?.state.queries.map((query) => query.queryKey)).toEqual([['products', 'detail', productId]]);
  });

  it('asks for its first photo first, the size a phone needs, as the largest paint of the page', async () => {
    const paint = await renderFirstPaint(`/product/${productId}`);
    expect(paint?.html).toContain(
      '<img src="/uploads/demo/nikon-fm2-1.webp" ' +
        'srcSet="/uploads/demo/nikon-fm2-1-thumb.webp 480w, /uploads/demo/nikon-fm2-1.webp 1200w" ' +
        'sizes="(min-width: 900px) 700px, 100vw" alt="Nikon FM2, photo 1 of 1" loading="eager" fetchPriority="high" ' +
        'width="1200" height="900"/>',
    );
  });

  it('is a 404 saying so when the listing does not exist', async () => {
    const paint = await renderFirstPaint('/product/00000000-0000-4000-8000-000000000000');
    expect(paint?.statusCode).toBe(404);
    expect(paint?.html).toContain('Product not found');
    expect(paint?.state.queries).toEqual([]);
  });
});

describe('the first paint of the other public pages', () => {
  it("paints the catalogue's first page, every listing for sale", async () => {
    const paint = await renderFirstPaint('/products');
    expect(paint?.html).toContain('Check out our inventory');
    expect(paint?.html).toContain('Nikon FM2');
    expect(paint?.state.queries.map((query) => query.queryKey)).toEqual([['products', 'search', '']]);
  });

  it("fetches the first cards' photos first, and heads the list for the cards' headings", async () => {
    const paint = await renderFirstPaint('/category/film');
    expect(paint?.html).toContain(
      '<img src="/uploads/demo/nikon-fm2-1-thumb.webp" alt="Nikon FM2" loading="eager" fetchPriority="high" ' +
        'decoding="async" width="400" height="300"/>',
    );
    const html = htmlOf(paint);
    const listHeading = html.indexOf('<h2 class="visually-hidden">Film listings</h2>');
    expect(listHeading).toBeGreaterThan(html.indexOf('<h1 class="page-heading">'));
    expect(listHeading).toBeLessThan(html.indexOf('<h3 class="product-card__name">'));
  });

  it('paints a category from the path, and a search from the query string', async () => {
    const fromPath = await renderFirstPaint('/category/film');
    expect(htmlOf(fromPath)).toContain('Available products in the Film category');
    expect(fromPath?.html).toContain('Nikon FM2');
    const searched = await renderFirstPaint('/products?q=nikon&category=film');
    expect(searched?.html).toContain('Nikon FM2');
    expect(searched?.state.queries.map((query) => query.queryKey)).toEqual([
      ['products', 'search', 'q=nikon&category=film'],
    ]);
  });

  it('paints the home page hero and the blog with its posts', async () => {
    expect((await renderFirstPaint('/'))?.html).toContain('Browse the inventory');
    const blog = await renderFirstPaint('/blog');
    expect(blog?.html).toContain('Original Content');
    expect(blog?.state.queries.map((query) => query.queryKey)).toEqual([['blog', 'posts']]);
  });

  it('holds no Ionic element on any public page (one shows nothing until the app has started)', async () => {
    for (const path of ['/', '/products', '/category/film', `/product/${productId}`, '/blog', '/blog/1', '/about']) {
      const ionicElements = (await renderFirstPaint(path))?.html.match(/<ion-[a-z-]+/g) ?? [];
      expect({ path, ionicElements }).toEqual({ path, ionicElements: [] });
    }
  });

  it('leaves pages for signed-in users to the app', async () => {
    expect(await renderFirstPaint('/dashboard/my-orders')).toBeNull();
    expect(await renderFirstPaint('/login')).toBeNull();
  });
});
