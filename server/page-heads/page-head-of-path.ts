import { findBlogPost } from '@contract/blog.ts';
import { categoryFromParam } from '@contract/catalogue.ts';
import { idParamsSchema } from '@contract/ids.ts';
import {
  blogPostPageHead,
  categoryPageHead,
  isFixedPagePath,
  PAGE_HEADS,
  productPageHead,
} from '@contract/page-head.ts';
import { findProduct } from '../catalogue/catalogue-queries.ts';
import type { Audience } from '../catalogue/contact-visibility.ts';
import type { Db } from '../db/database.ts';
import { readBlogPosts } from './blog-posts.ts';
import type { HeadOfPage } from './head-tags.ts';

// Anyone may fetch the page: what it says of a listing is what an anonymous visitor sees.
const ANONYMOUS: Audience = { signedIn: false };

/** The head of a public page (the same the app sets on navigation), or null for any other path. */
export async function headOfPath(db: Db, path: string, webDistDir: string): Promise<HeadOfPage | null> {
  if (isFixedPagePath(path)) return { head: PAGE_HEADS[path] };
  const [, section, param = '', ...rest] = path.split('/');
  if (rest.length > 0) return null;
  if (section === 'category') {
    const category = categoryFromParam(param);
    return category ? { head: categoryPageHead(category) } : null;
  }
  if (section === 'blog' && param) {
    const post = findBlogPost(await readBlogPosts(webDistDir), decodeURIComponent(param));
    return post ? { head: blogPostPageHead(post) } : null;
  }
  if (section === 'product' && idParamsSchema.safeParse({ id: param }).success) {
    const product = await findProduct(db, param, ANONYMOUS);
    return product ? { head: productPageHead(product), product } : null;
  }
  return null;
}
