import { CATEGORIES, categorySlug, type Product } from '@contract/catalogue.ts';
import { PAGE_HEADS } from '@contract/page-head.ts';

function xmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** sitemap.xml: the public pages, the categories and every advertised listing, with its posting date. */
export function sitemapXml(origin: string, listings: readonly Product[]): string {
  const pages: { path: string; lastmod?: string }[] = [
    ...Object.keys(PAGE_HEADS).map((path) => ({ path })),
    ...CATEGORIES.map((category) => ({ path: `/category/${categorySlug(category)}` })),
    ...listings.map((product) => ({ path: `/product/${product._id}`, lastmod: product.postTime.slice(0, 10) })),
  ];
  const urls = pages.map(
    ({ path, lastmod }) =>
      `  <url><loc>${xmlText(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled; the API and the signed-in pages are not pages to index. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
