import { SHARED_PHOTOS_CACHE } from '@contract/shared-photos';
import { OFFLINE_PHOTOS_CACHE } from '@device-catalogue/photo-store';

/**
 * Runtime cache names carry a version: when a release changes what a cache holds, bump it and the old cache is
 * deleted on activate. The precache (Workbox's own, revisioned per file) is not listed here.
 */
export const RUNTIME_CACHE_VERSION = 'v1';

const PREFIX = 'shutterswap';

export const CACHE_NAMES = {
  /** Public catalogue and content answers: from the network first, kept for when it fails or hangs. */
  api: `${PREFIX}-api-${RUNTIME_CACHE_VERSION}`,
  /** Listing photos from /uploads, blog and content pictures. */
  images: `${PREFIX}-images-${RUNTIME_CACHE_VERSION}`,
  /** Photos shared into the app, waiting for Add a Product (versioned with the hand-off in contract/). */
  sharedPhotos: SHARED_PHOTOS_CACHE,
  /** Photos saved for offline (device-catalogue/), under the user's cap: never expired by the worker. */
  offlinePhotos: OFFLINE_PHOTOS_CACHE,
} as const;

const CURRENT = new Set<string>(Object.values(CACHE_NAMES));

/** A runtime cache of ours from an earlier version; Workbox's precache and other caches are left alone. */
export function isOutdatedRuntimeCache(name: string): boolean {
  return name.startsWith(`${PREFIX}-`) && !CURRENT.has(name);
}
