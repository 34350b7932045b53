import { get, promisifyRequest, set, values } from 'idb-keyval';
import { announceCatalogueChange } from './catalogue-events';
import { deviceStore } from './device-database';
import { readListings } from './device-listings';

/*
 * Photos saved for offline (every photo of each listing, full size and thumbnail): the bytes in a Cache Storage cache of
 * their own, which the service worker answers from before its runtime image cache (capped at 400 photos and a
 * month), and a record of each in the device catalogue, so their total stays under the user's cap.
 */

export const OFFLINE_PHOTOS_CACHE = 'shutterswap-offline-photos-v1';
/** Sent with a download's photo requests: the worker leaves them to the network, so each photo is stored once. */
export const PHOTO_DOWNLOAD_HEADER = 'x-shutterswap-download';
export const DEFAULT_PHOTO_CAP_MB = 200;
const MB = 1024 * 1024;

interface StoredPhoto {
  url: string;
  listingId: string;
  bytes: number;
  storedAt: number;
}

const photos = deviceStore('photos');
const settings = deviceStore('settings');
const CAP_KEY = 'photoCapMb';

export async function readPhotoCapMb(): Promise<number> {
  return (await get<number>(CAP_KEY, settings)) ?? DEFAULT_PHOTO_CAP_MB;
}

export async function photoUsage(): Promise<{ bytes: number; photos: number }> {
  const all = await values<StoredPhoto>(photos);
  return { bytes: all.reduce((total, photo) => total + photo.bytes, 0), photos: all.length };
}

export interface EvictionCandidate {
  url: string;
  bytes: number;
  /** The listing's last view on this device, or when the photo was stored if later. */
  lastUsed: number;
}

/** The photos to delete, least recently used first, until `neededBytes` more fit under the cap; none if they can't. */
export function photosToEvict(
  candidates: readonly EvictionCandidate[],
  usedBytes: number,
  neededBytes: number,
  capBytes: number,
): string[] | null {
  const chosen: string[] = [];
  let used = usedBytes;
  for (const candidate of [...candidates].sort((a, b) => a.lastUsed - b.lastUsed)) {
    if (used + neededBytes <= capBytes) break;
    chosen.push(candidate.url);
    used -= candidate.bytes;
  }
  return used + neededBytes <= capBytes ? chosen : null;
}

async function deletePhotos(urls: readonly string[]): Promise<void> {
  if (urls.length === 0) return;
  const cache = await caches.open(OFFLINE_PHOTOS_CACHE);
  await Promise.all(urls.map((url) => cache.delete(url)));
  await photos('readwrite', (store) => {
    for (const url of urls) store.delete(url);
    return promisifyRequest(store.transaction);
  });
  announceCatalogueChange({ type: 'sets' });
}

/** Deletes least recently used photos (not those stored since `protectedSince`) so `neededBytes` more fit. */
async function makeRoom(usedBytes: number, neededBytes: number, capBytes: number, protectedSince: number) {
  const stored = (await values<StoredPhoto>(photos)).filter((photo) => photo.storedAt < protectedSince);
  const listingIds = [...new Set(stored.map((photo) => photo.listingId))];
  const viewed = new Map(
    (await readListings(listingIds)).map((listing, index) => [listingIds[index], listing?.viewedAt ?? 0]),
  );
  const candidates = stored.map((photo) => ({
    url: photo.url,
    bytes: photo.bytes,
    lastUsed: Math.max(viewed.get(photo.listingId) ?? 0, photo.storedAt),
  }));
  const evicted = photosToEvict(candidates, usedBytes, neededBytes, capBytes);
  if (!evicted) return null;
  await deletePhotos(evicted);
  return evicted.reduce((freed, url) => freed + (candidates.find((c) => c.url === url)?.bytes ?? 0), 0);
}

export interface KeptPhoto {
  /** Stored now, had already, left out by the cap, or missing on the server. */
  result: 'stored' | 'had' | 'skipped' | 'missing';
  /** Downloaded for it. */
  bytes: number;
}

/**
 * Keeps photos for one download: each once, under the cap, making room by evicting the least recently viewed
 * photos stored before the download began (never the outbox's, which live elsewhere). One at a time, so two
 * photos never make room for each other twice.
 */
export async function createPhotoKeeper({ capBytes, now }: { capBytes: number; now: () => number }) {
  const protectedSince = now();
  let used = (await photoUsage()).bytes;
  const known = new Set((await values<StoredPhoto>(photos)).map((photo) => photo.url));
  let turn: Promise<unknown> = Promise.resolve();

  async function store(url: string, listingId: string, blob: Blob, type: string | null): Promise<KeptPhoto> {
    if (known.has(url)) return { result: 'had', bytes: blob.size };
    if (used + blob.size > capBytes) {
      const freed = await makeRoom(used, blob.size, capBytes, protectedSince);
      if (freed === null) return { result: 'skipped', bytes: blob.size };
      used -= freed;
    }
    const headers = { 'Content-Type': type ?? blob.type };
    await (await caches.open(OFFLINE_PHOTOS_CACHE)).put(url, new Response(blob, { headers }));
    await set(url, { url, listingId, bytes: blob.size, storedAt: now() } satisfies StoredPhoto, photos);
    known.add(url);
    used += blob.size;
    return { result: 'stored', bytes: blob.size };
  }

  return {
    /** `fetchPhoto` is asked only for a photo not kept yet; a photo the server no longer has is "missing". */
    async keep(url: string, listingId: string, fetchPhoto: () => Promise<Response>): Promise<KeptPhoto> {
      if (known.has(url)) return { result: 'had', bytes: 0 };
      const response = await fetchPhoto();
      if (!response.ok) return { result: 'missing', bytes: 0 };
      const blob = await response.blob();
      const kept = turn.then(() => store(url, listingId, blob, response.headers.get('Content-Type')));
      turn = kept.catch(() => undefined);
      return kept;
    },
  };
}

/** Changes the cap; photos over the new one go at once, least recently viewed first. */
export async function writePhotoCapMb(capMb: number): Promise<void> {
  await set(CAP_KEY, capMb, settings);
  const { bytes } = await photoUsage();
  if (bytes > capMb * MB) await makeRoom(bytes, 0, capMb * MB, Number.POSITIVE_INFINITY);
  announceCatalogueChange({ type: 'sets' });
}

export const capBytesOf = (capMb: number) => capMb * MB;

/** Forgets the photos of these listings (a set removed, listings gone from the catalogue). */
export async function forgetPhotosOf(listingIds: ReadonlySet<string>): Promise<void> {
  const all = await values<StoredPhoto>(photos);
  await deletePhotos(all.filter((photo) => listingIds.has(photo.listingId)).map((photo) => photo.url));
}

/** The worker's answer for a saved photo, if this device has it. */
export async function matchSavedPhoto(url: string): Promise<Response | undefined> {
  if (typeof caches === 'undefined') return undefined;
  return (await caches.open(OFFLINE_PHOTOS_CACHE)).match(url);
}
