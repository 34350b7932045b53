import { CATEGORIES, categorySlug } from '@contract/catalogue.ts';
import { blogPostIsoDate, blogPostPath, type BlogPost } from '@contract/blog.ts';
import { sellerPagePath } from '@contract/sellers.ts';
import { appFramePrefixes, indexedFixedPaths } from '@contract/site-routes.ts';

function xmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * sitemap.xml: the indexed pages of the route table (contract/site-routes.ts), the blog's posts, the categories and
 * every listing for sale, with their dates, and the page of every seller with a listing for sale.
 */
export function sitemapXml(
  origin: string,
  listings: readonly { id: string; postTime: Date; sellerPublicId: string }[],
  posts: readonly BlogPost[],
): string {
  const pages: { path: string; lastmod?: string | undefined }[] = [
    ...indexedFixedPaths().map((path) => ({ path })),
    ...posts.map((post) => ({ path: blogPostPath(post), lastmod: blogPostIsoDate(post.date) })),
    ...CATEGORIES.map((category) => ({ path: `/category/${categorySlug(category)}` })),
    ...listings.map(({ id, postTime }) => ({ path: `/product/${id}`, lastmod: postTime.toISOString().slice(0, 10) })),
    ...[...new Set(listings.map((listing) => listing.sellerPublicId))].map((sellerId) => ({
      path: sellerPagePath(sellerId),
    })),
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

/** robots.txt: everything public may be crawled; the API and the signed-in screens (the route table's) are not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...appFramePrefixes().map((prefix) => `Disallow: ${prefix}`),
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
