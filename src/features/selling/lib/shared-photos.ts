import { MAX_PHOTOS_PER_LISTING } from '@contract/images';
import {
  SHARED_FLAG,
  SHARED_PHOTO_NAME_HEADER,
  SHARED_PHOTOS_CACHE,
  SHARED_PHOTOS_TOTAL_HEADER,
  sharedPhotoIndex,
} from '@contract/shared-photos';

/** Photos the service worker kept from a share into the app (see contract/shared-photos.ts). */
export interface SharedPhotos {
  files: File[];
  /** Images in the share, including any a listing could not take. */
  total: number;
}

/** True when Add a Product was opened by a share (`?shared=1`). */
export function isOpenedByShare(search: string): boolean {
  return new URLSearchParams(search).get(SHARED_FLAG) === '1';
}

/** The query string without the share flag, so a reload or Back never takes the photos again. */
export function searchWithoutShareFlag(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SHARED_FLAG);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The cache keys of the shared photos in the order they were shared; anything else in the cache is ignored. */
export function sharedPhotoKeysInOrder(urls: readonly string[]): string[] {
  return urls
    .map((url) => ({ url, index: sharedPhotoIndex(url) }))
    .filter((entry): entry is { url: string; index: number } => entry.index !== null)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.url);
}

function decodedName(header: string | null, position: number): string {
  if (header) {
    try {
      return decodeURIComponent(header);
    } catch {
      // A name the worker did not write: fall back to a plain one.
    }
  }
  return `Shared photo ${position}`;
}

/** The note shown once the photos are in the picker: how many came, and how many a listing could not take. */
export function sharedPhotosNote({ files, total }: SharedPhotos, roomLeft = MAX_PHOTOS_PER_LISTING): string {
  const added = Math.min(files.length, roomLeft);
  const leftOut = Math.max(total, files.length) - added;
  const shared = `${added} ${added === 1 ? 'photo' : 'photos'} shared from your gallery`;
  if (leftOut <= 0) return shared;
  return `${shared}; a listing has at most ${MAX_PHOTOS_PER_LISTING} photos, so ${leftOut} ${leftOut === 1 ? 'was' : 'were'} left out`;
}

/** A cached answer back into the File the seller shared. */
export async function fileFromSharedPhoto(response: Response, position: number): Promise<File> {
  const blob = await response.blob();
  const type = response.headers.get('Content-Type') ?? blob.type;
  return new File([blob], decodedName(response.headers.get(SHARED_PHOTO_NAME_HEADER), position), { type });
}

/**
 * Takes the photos of the last share out of Cache Storage (and empties it, so they are added once). No photos
 * when the browser has no Cache Storage or the share was already taken.
 */
export async function takeSharedPhotos(): Promise<SharedPhotos> {
  if (typeof caches === 'undefined') return { files: [], total: 0 };
  const cache = await caches.open(SHARED_PHOTOS_CACHE);
  const keys = sharedPhotoKeysInOrder((await cache.keys()).map((request) => request.url));
  const files: File[] = [];
  let total = 0;
  for (const [position, key] of keys.entries()) {
    const response = await cache.match(key);
    if (!response) continue;
    total = Math.max(total, Number(response.headers.get(SHARED_PHOTOS_TOTAL_HEADER)) || 0);
    files.push(await fileFromSharedPhoto(response, position + 1));
  }
  await caches.delete(SHARED_PHOTOS_CACHE);
  return { files, total: Math.max(total, files.length) };
}
