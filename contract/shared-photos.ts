/*
 * The hand-off between the service worker and Add a Product when photos are shared into the installed app
 * (manifest `share_target`). The worker answers the share's POST: it keeps the image files in a cache of their
 * own, one entry per photo, and sends the browser to Add a Product, which takes them from that cache.
 * No zod here: the worker imports this file, and a schema would bring zod into its bundle.
 */

/** The manifest's `share_target.action`: the OS posts the shared files here (multipart). */
export const SHARE_TARGET_PATH = '/share-target';
/** The manifest's `share_target.params.files[0].name`. */
export const SHARED_PHOTOS_FIELD = 'photos';
/** Where the worker sends the browser once the photos are kept. */
export const SHARED_PHOTOS_LANDING = '/dashboard/add-product?shared=1';
/** Where it sends it when nothing usable was shared (or reading the share failed). */
export const SHARE_FALLBACK_LANDING = '/dashboard/add-product';
/** The query flag Add a Product looks for. */
export const SHARED_FLAG = 'shared';

/** One share at a time: the worker empties it before keeping a new share, the page after taking one. */
export const SHARED_PHOTOS_CACHE = 'shutterswap-shared-photos-v1';
/** Synthetic same-origin keys, `/shared-photos/0`, `/shared-photos/1`, …, in the order the photos were shared. */
export const SHARED_PHOTO_PATH_PREFIX = '/shared-photos/';
/** The file's name, URI-encoded (headers are Latin-1). Its type travels as Content-Type. */
export const SHARED_PHOTO_NAME_HEADER = 'X-Shared-Photo-Name';
/** How many images the share held, kept ones and left-out ones, so the page can say some were left out. */
export const SHARED_PHOTOS_TOTAL_HEADER = 'X-Shared-Photos-Total';

export function sharedPhotoPath(index: number): string {
  return `${SHARED_PHOTO_PATH_PREFIX}${index}`;
}

/** The position of a shared photo from its cache key (a URL), or null for anything else. */
export function sharedPhotoIndex(url: string): number | null {
  const match = /^\/shared-photos\/(\d+)$/.exec(new URL(url, 'http://localhost').pathname);
  return match ? Number(match[1]) : null;
}
