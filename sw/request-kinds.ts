import { SHARE_TARGET_PATH } from '@contract/shared-photos';
import { PHOTO_DOWNLOAD_HEADER } from '@device-catalogue/photo-store';

/*
 * Which requests the worker caches, as pure predicates on the URL so they are unit-tested without a worker.
 * Only public GET answers are cached here: personal ones (orders, wishlist) live in the persisted React Query
 * cache, which is cleared on logout.
 */

const PUBLIC_API_PATHS = [
  /^\/api\/advertised-products$/,
  /^\/api\/category\/[^/]+$/,
  /^\/api\/products\/[^/]+$/,
  /^\/api\/products$/,
  /^\/api\/client-config$/,
  /^\/blog\.json$/,
];

/** The reported-items list shares the /api/products/ prefix but is an admin's, never cached. */
const PRIVATE_API_PATHS = [/^\/api\/products\/reported$/];

export function isPublicApiRead(url: URL): boolean {
  const path = url.pathname;
  return PUBLIC_API_PATHS.some((p) => p.test(path)) && !PRIVATE_API_PATHS.some((p) => p.test(path));
}

export function isApiRequest(url: URL): boolean {
  return url.pathname.startsWith('/api/');
}

/** The blog's pictures are files under /blog/; a post's own page (/blog/{id}) is not one. */
const BLOG_PICTURE = /^\/blog\/[^/]+\.[^/]+$/;

/** Listing photos (/uploads) and the blog's pictures; content illustrations are precached with the shell. */
export function isImageRequest(url: URL, destination: RequestDestination): boolean {
  if (url.pathname.startsWith('/uploads/') || BLOG_PICTURE.test(url.pathname)) return true;
  return destination === 'image' && url.pathname.startsWith('/content/');
}

/** A photo a download saves for offline itself: left to the network, so it is not stored twice. */
export function isPhotoDownload(headers: Headers): boolean {
  return headers.has(PHOTO_DOWNLOAD_HEADER);
}

/** A listing's own answer (GET /api/products/{id}), whose id this is; the admin's reported list is none. */
export function listingIdOf(url: URL): string | undefined {
  const id = /^\/api\/products\/([^/]+)$/.exec(url.pathname)?.[1];
  return id === undefined || id === 'reported' ? undefined : decodeURIComponent(id);
}

/** The category a category answer (GET /api/category/{slug}) is for. */
export function categorySlugOf(url: URL): string | undefined {
  const slug = /^\/api\/category\/([^/]+)$/.exec(url.pathname)?.[1];
  return slug === undefined ? undefined : decodeURIComponent(slug);
}

/** In-app routes get the shell; the API, uploads and files with an extension are real server paths. */
export const NAVIGATION_DENYLIST = [/^\/api\//, /^\/uploads\//, /\/[^/?]+\.[^/]+$/];

/** The OS's share into the installed app (a POST to the manifest's share_target.action on our own origin). */
export function isShareTarget(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname === SHARE_TARGET_PATH;
}
