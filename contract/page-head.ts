import { formatPrice } from './format-price.ts';
import type { BlogPost } from './blog.ts';
import type { Category, Product } from './catalogue.ts';
import type { SellerProfile } from './sellers.ts';

/*
 * What a public page says about itself in the document's head (title, description, Open Graph image), the same
 * whether the server writes it into the page's HTML or the app sets it on navigation. Which page has which
 * head: contract/site-routes.ts.
 */
export interface PageHead {
  title: string;
  description: string;
  /** A path on this site or an absolute URL. */
  image: string;
  type: 'website' | 'product' | 'article';
}

export const SITE_NAME = 'Shutterswap';
/** The picture of a page that shows none of its own. */
export const SITE_IMAGE = '/icons/icon-512.png';
const DESCRIPTION_LENGTH = 160;

/** "Login – Shutterswap": a page of the site with its own title and description. */
export function pageHead(title: string, description: string): PageHead {
  return { title: `${title} – ${SITE_NAME}`, description, image: SITE_IMAGE, type: 'website' };
}

export function categoryPageHead(category: Category): PageHead {
  return pageHead(
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
  return { ...pageHead(post.title, summary(post.description)), image: post.img, type: 'article' };
}

/** "Grace Hopper – Seller – Shutterswap", with what buyers can count on. */
export function sellerPageHead(
  seller: Pick<SellerProfile, 'name' | 'photoUrl' | 'dealsCompleted' | 'rating' | 'listings'>,
): PageHead {
  const deals = `${seller.dealsCompleted} ${seller.dealsCompleted === 1 ? 'deal' : 'deals'} completed`;
  const rated = seller.rating.count === 0 ? 'no ratings yet' : `rated ${seller.rating.average.toFixed(1)} out of 5`;
  const listings = `${seller.listings.length} ${seller.listings.length === 1 ? 'listing' : 'listings'} for sale`;
  return {
    ...pageHead(`${seller.name} – Seller`, `${seller.name} on Shutterswap: ${deals}, ${rated}, ${listings}.`),
    image: seller.photoUrl || SITE_IMAGE,
  };
}
