import type { Product } from '@contract/catalogue.ts';
import { SITE_NAME, type PageHead } from '@contract/page-head.ts';
import { scriptJson } from '@server/lib/script-json.ts';

/*
 * The head of a site page as HTML, written into the page the server renders (server/pages/page-html.ts), so a
 * crawler or a link preview that runs no JavaScript sees what the page is about. Everything from the
 * database is escaped: attribute values as HTML, the JSON-LD so that nothing in it can close its <script>.
 */

function attribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** schema.org Product: what a search engine shows of a listing (price, stock, used condition). */
export function productJsonLd(product: Product, pageUrl: string, origin: string): unknown {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: [product.img, ...product.images.map((image) => image.url)]
      .filter((url, index, all) => all.indexOf(url) === index)
      .map((url) => new URL(url, origin).href),
    description: product.description,
    brand: { '@type': 'Brand', name: product.brand },
    category: product.category,
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: product.resellPrice,
      priceCurrency: 'USD',
      availability: product.availability === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
    },
  };
}

export interface HeadOfPage {
  head: PageHead;
  /** The listing a product page shows, for its JSON-LD. */
  product?: Product;
}

/** The page's title and meta tags, its canonical URL, Open Graph tags and, for a listing, its JSON-LD. */
export function headTags({ head, product }: HeadOfPage, pageUrl: string, origin: string): string {
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${attribute(content)}" />`;
  return [
    `<title>${attribute(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${attribute(pageUrl)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:image', new URL(head.image, origin).href),
    ...(product
      ? [`<script type="application/ld+json">${scriptJson(productJsonLd(product, pageUrl, origin))}</script>`]
      : []),
  ].join('\n    ');
}

/** The built shell with its own title and description replaced by the page's head. */
export function withHeadTags(html: string, tags: string): string {
  return html
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', `  ${tags}\n  </head>`);
}
