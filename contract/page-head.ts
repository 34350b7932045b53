import { formatPrice } from './format-price.ts';
import type { BlogPost } from './blog.ts';
import type { Category, Product } from './catalogue.ts';

/*
 * What a public page says about itself in the document's head (title, description, Open Graph image), the same
 * whether the server writes it into the first HTML or the app sets it on navigation.
 */
export interface PageHead {
  title: string;
  description: string;
  /** A path on this site or an absolute URL. */
  image: string;
  type: 'website' | 'product' | 'article';
}

export const SITE_NAME = 'Shutterswap';
const SITE_IMAGE = '/icons/icon-512.png';
const DESCRIPTION_LENGTH = 160;

function page(title: string, description: string): PageHead {
  return { title: `${title} – ${SITE_NAME}`, description, image: SITE_IMAGE, type: 'website' };
}

/** The pages with fixed content, by path; also the head of any page that sets none (index.html's). */
export const PAGE_HEADS = {
  '/': {
    title: `${SITE_NAME} – Used & vintage cameras, lenses and film gear`,
    description:
      'Buy and sell used and vintage cameras, lenses and photo/video gear; the card is charged only at the hand-over. Works offline.',
    image: SITE_IMAGE,
    type: 'website',
  },
  '/products': page(
    'Check out our inventory',
    'Pre-owned cameras, lenses and film gear for sale, verified sellers marked: search by brand, category, condition and price.',
  ),
  '/blog': page(
    'Original Content',
    'The Shutterswap journal: buying guides, repair diaries, film stock tests and stories from the people who trade here.',
  ),
  '/about': page(
    'Cameras deserve a second roll',
    'Shutterswap is the marketplace for used and vintage cameras, lenses and photo and video gear, where the card is charged only at the hand-over.',
  ),
  '/terms': page('Terms of use', 'How a deal on Shutterswap works, what sellers promise and what is not allowed.'),
  '/privacy': page('Privacy policy', 'What Shutterswap keeps about you, who sees it and how to have it removed.'),
  '/cookies': page('Cookie policy', 'Shutterswap sets no tracking cookies; what it stores on your device and why.'),
} as const satisfies Record<string, PageHead>;

export type FixedPagePath = keyof typeof PAGE_HEADS;

export function isFixedPagePath(pathname: string): pathname is FixedPagePath {
  return Object.hasOwn(PAGE_HEADS, pathname);
}

export function categoryPageHead(category: Category): PageHead {
  return page(
    `${category} – Available products`,
    `Used ${category} cameras and gear for sale on Shutterswap, verified sellers marked, paid only at the hand-over.`,
  );
}

/** A description cut at a word near the length search engines show, on one line. */
function summary(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LENGTH / 2)).trimEnd()}…`;
}

export type ProductHeadFields = Pick<Product, 'name' | 'resellPrice' | 'description' | 'img' | 'availability'>;

/** "Canon AE-1 Program – $189 – Shutterswap". */
export function productPageHead(product: ProductHeadFields): PageHead {
  const sold = product.availability === 'sold' ? ' (sold)' : '';
  return {
    title: `${product.name} – ${formatPrice(product.resellPrice)}${sold} – ${SITE_NAME}`,
    description: summary(product.description),
    image: product.img,
    type: 'product',
  };
}

/** "How to Buy a Used Film Camera Without Getting Burned – Shutterswap", its opening words and picture. */
export function blogPostPageHead(post: Pick<BlogPost, 'title' | 'description' | 'img'>): PageHead {
  return { ...page(post.title, summary(post.description)), image: post.img, type: 'article' };
}
