import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, insertSeller } from '../support/fixtures.ts';
import { distWithAppRenderer } from '../support/page-renderer-dist.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * What a site page says about itself to a crawler or a link preview that runs no JavaScript: the head the server
 * writes into the page the app renders (server/pages), and the sitemap and robots.txt read from the route table.
 */

// The built shell's head as index.html has it (its title and description are replaced, the rest kept).
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Shutterswap — pre-loved cameras, lenses and gear</title>
    <meta
      name="description"
      content="Buy and sell used and vintage cameras."
    />
    <link rel="manifest" href="/manifest.webmanifest" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
/** PUBLIC_ORIGIN: the only origin ever written, whatever Host a request names. */
const ORIGIN = 'https://shutterswap.example';

// The built app's /blog.json (public/blog.json's shape): one post with a numeric id, one with a text id.
const POSTS = [
  {
    id: 1,
    img: '/blog/buying-a-used-film-camera.webp',
    date: 'October 28, 2026',
    title: 'How to Buy a Used Film Camera Without Getting Burned',
    description:
      'A forty-year-old camera can be a joy or a paperweight, and the difference is usually visible in five minutes if you know where to look. Start with the shutter.\n\nNext, the light seals.',
  },
  {
    id: 'rangefinder-care',
    img: '/blog/rangefinder.webp',
    date: 'someday',
    title: 'Rangefinder care',
    description: 'Short.',
  },
];

let t: TestApp;
let canonId: string;
let sellerPublicId: string;
let soldId: string;
let hostileId: string;
beforeAll(async () => {
  const distDir = await distWithAppRenderer({ 'index.html': SHELL, 'blog.json': JSON.stringify(POSTS) });
  t = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_ORIGIN: ORIGIN });
  const seller = await insertSeller(t.database.db);
  sellerPublicId = seller.publicId;
  const canon = await insertProduct(t.database.db, seller.id, {
    name: 'Canon AE-1 Program',
    brand: 'Canon',
    resellPriceCents: 18_900,
    description: 'Shutter squeal fixed, new light seals. Includes the 50mm f/1.8 FD.',
    images: [
      { url: '/uploads/demo/ae1-1.webp', thumbUrl: '/uploads/demo/ae1-1-thumb.webp' },
      { url: '/uploads/demo/ae1-2.webp', thumbUrl: '/uploads/demo/ae1-2-thumb.webp' },
    ],
    advertisedAt: new Date('2026-01-02T10:00:00Z'),
    postTime: new Date('2026-01-02T09:00:00Z'),
  });
  const sold = await insertProduct(t.database.db, seller.id, {
    name: 'Leica M6',
    brand: 'Leica',
    resellPriceCents: 265_000,
    availability: 'sold',
    advertisedAt: new Date('2026-01-03T10:00:00Z'),
  });
  const hostile = await insertProduct(t.database.db, seller.id, {
    name: 'Pentax </script><script>alert(1)</script> "K1000"',
    description: 'Ends the tag early? </script><img src=x onerror=alert(1)>',
  });
  canonId = canon.id;
  soldId = sold.id;
  hostileId = hostile.id;
});
afterAll(() => t.close());

function jsonLd(html: string): unknown {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('a product page fetched without JavaScript', () => {
  it('names the product, its price, description, canonical URL and Open Graph image in the head', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/product/${canonId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>Canon AE-1 Program – $189 – Shutterswap</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta name="description" content="Shutter squeal fixed, new light seals. Includes the 50mm f/1.8 FD." />',
    );
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/product/${canonId}" />`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/uploads/demo/ae1-1.webp" />`);
    expect(html).toContain('<meta property="og:title" content="Canon AE-1 Program – $189 – Shutterswap" />');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<h1 id="product-name" class="product-summary__name">Canon AE-1 Program</h1>');
    expect(response.headers.etag).toBeUndefined();
  });

  it('carries schema.org Product JSON-LD: name, images, brand, a used offer in USD, in stock', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/product/${canonId}` });
    expect(jsonLd(response.body)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Canon AE-1 Program',
      image: [`${ORIGIN}/uploads/demo/ae1-1.webp`, `${ORIGIN}/uploads/demo/ae1-2.webp`],
      description: 'Shutter squeal fixed, new light seals. Includes the 50mm f/1.8 FD.',
      brand: { '@type': 'Brand', name: 'Canon' },
      category: 'Film',
      offers: {
        '@type': 'Offer',
        url: `${ORIGIN}/product/${canonId}`,
        price: 189,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
      },
    });
  });

  it('says a sold listing is sold out', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/product/${soldId}` });
    expect(response.body).toContain('<title>Leica M6 – $2,650 (sold) – Shutterswap</title>');
    expect(jsonLd(response.body)).toMatchObject({
      offers: { price: 2650, availability: 'https://schema.org/SoldOut' },
    });
  });

  it('escapes what sellers wrote: nothing closes the script or opens a tag', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: `/product/${hostileId}` });
    expect(body).not.toContain('<script>alert(1)</script>');
    expect(body).not.toContain('<img src=x');
    // The JSON-LD's and the page's answers' own, no other.
    expect(body.match(/<\/script>/g)).toHaveLength(2);
    expect(body).toContain(
      '<title>Pentax &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;K1000&quot; – $275 – Shutterswap</title>',
    );
    expect(body).toContain(
      '"name":"Pentax \\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\"K1000\\""',
    );
    expect(jsonLd(body)).toMatchObject({ name: 'Pentax </script><script>alert(1)</script> "K1000"' });
  });

  it('answers a listing that does not exist with 404, titled so and with no JSON-LD', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/product/00000000-0000-4000-8000-000000000000' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Product not found – Shutterswap</title>');
    expect(response.body).not.toContain('application/ld+json');
  });
});

describe('the other public pages', () => {
  it.each([
    ['/', 'Shutterswap – Used &amp; vintage cameras, lenses and film gear'],
    ['/products', 'Check out our inventory – Shutterswap'],
    ['/products?category=film', 'Check out our inventory – Shutterswap'],
    ['/category/medium-format', 'Medium Format – Available products – Shutterswap'],
    ['/blog', 'Original Content – Shutterswap'],
    ['/about/', 'Cameras deserve a second roll – Shutterswap'],
  ])('%s has its own title and canonical URL', async (url, title) => {
    const { body } = await t.app.inject({ method: 'GET', url });
    expect(body).toContain(`<title>${title}</title>`);
    expect(body).toContain(`<link rel="canonical" href="${ORIGIN}${url.split('?')[0]!.replace(/(.)\/$/, '$1')}" />`);
    expect(body).not.toContain('application/ld+json');
  });

  it('gives a blog post its title, opening words, picture and canonical URL', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/blog/1' });
    expect(body).toContain('<title>How to Buy a Used Film Camera Without Getting Burned – Shutterswap</title>');
    expect(body).toContain(
      '<meta name="description" content="A forty-year-old camera can be a joy or a paperweight, and the difference is usually visible in five minutes if you know where to look. Start with the…" />',
    );
    expect(body).toContain(`<link rel="canonical" href="${ORIGIN}/blog/1" />`);
    expect(body).toContain(`<meta property="og:image" content="${ORIGIN}/blog/buying-a-used-film-camera.webp" />`);
    expect(body).toContain('<meta property="og:type" content="article" />');
    const named = await t.app.inject({ method: 'GET', url: '/blog/rangefinder-care/' });
    expect(named.body).toContain('<title>Rangefinder care – Shutterswap</title>');
    expect(named.body).toContain(`<link rel="canonical" href="${ORIGIN}/blog/rangefinder-care" />`);
  });

  it('gives /products a description of its own', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/products' });
    expect(body).toContain(
      '<meta name="description" content="Pre-owned cameras, lenses and film gear for sale, verified sellers marked: search by brand, category, condition and price." />',
    );
  });

  it.each([
    ['/login', 'Login – Shutterswap'],
    ['/register', 'Register – Shutterswap'],
    ['/forgot-password', 'Reset your password – Shutterswap'],
  ])('gives %s its own title', async (url, title) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${title}</title>`);
  });

  it.each([
    ['/no-such-page', 'Page not found – Shutterswap'],
    ['/category/no-such-thing', 'Category not found – Shutterswap'],
    ['/blog/99', 'Post not found – Shutterswap'],
    ['/blog/1/comments', 'Page not found – Shutterswap'],
  ])('answers %s, which does not exist, with 404 and a title saying so', async (url, title) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(`<title>${title}</title>`);
  });

  it('leaves a signed-in page with the shell, for the browser to start', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard/my-orders' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL);
  });

  it('leaves the shell file itself as built, for the service worker to precache', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(body).toBe(SHELL);
  });
});

describe('search engines', () => {
  it('robots.txt allows the public pages and points to the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /dashboard',
        'Disallow: /orderProduct',
        'Disallow: /makeOffer',
        'Disallow: /payment',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('sitemap.xml lists the public pages, the blog posts, the categories, every listing still for sale and its seller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/products`,
      `${ORIGIN}/blog`,
      `${ORIGIN}/about`,
      `${ORIGIN}/terms`,
      `${ORIGIN}/privacy`,
      `${ORIGIN}/cookies`,
      `${ORIGIN}/blog/1`,
      `${ORIGIN}/blog/rangefinder-care`,
      `${ORIGIN}/category/point-and-shoot`,
      `${ORIGIN}/category/dslr`,
      `${ORIGIN}/category/mirrorless`,
      `${ORIGIN}/category/action`,
      `${ORIGIN}/category/medium-format`,
      `${ORIGIN}/category/film`,
      `${ORIGIN}/product/${hostileId}`,
      `${ORIGIN}/product/${canonId}`,
      `${ORIGIN}/sellers/${sellerPublicId}`,
    ]);
    expect(response.body).toContain(`<url><loc>${ORIGIN}/product/${canonId}</loc><lastmod>2026-01-02</lastmod></url>`);
    expect(response.body).toContain(`<url><loc>${ORIGIN}/blog/1</loc><lastmod>2026-10-28</lastmod></url>`);
    // A date that cannot be understood is left out rather than guessed.
    expect(response.body).toContain(`<url><loc>${ORIGIN}/blog/rangefinder-care</loc></url>`);
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe('the Host header', () => {
  const asHost = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });

  it.each(['/', `/product/CANON`, '/robots.txt', '/sitemap.xml'])(
    'is never written into %s: the configured public origin is',
    async (url) => {
      const response = await asHost(url.replace('CANON', canonId), 'evil.example');
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('evil.example');
      expect(response.body).toContain(`${ORIGIN}/`);
    },
  );

  it.each(['[', 'a b', 'evil.example:99999x', '<script>'])(
    'answers 400, not 500, to the malformed Host %j',
    async (host) => {
      const response = await asHost('/robots.txt', host);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('bad_request');
    },
  );
});
