import type { Product } from '@contract/catalogue';
import type { AvailabilityAnswer, OfflineCataloguePage } from '@contract/search';
import { applyAvailability, keepListings } from './device-listings';
import { capBytesOf, createPhotoKeeper, forgetPhotosOf, photoUsage, readPhotoCapMb } from './photo-store';
import { downloadParams, savedSetId, savedSetOf, writeSavedSet, type SavedSet, type SavedSetScope } from './saved-sets';

/** How a context reaches the server: the page with the user's token, the service worker as a visitor. */
export interface CatalogueTransport {
  /** GET /api/offline-catalogue with these parameters. */
  page(params: URLSearchParams, signal: AbortSignal): Promise<OfflineCataloguePage>;
  /** POST /api/offline-catalogue/availability. */
  availability(ids: string[], signal: AbortSignal): Promise<AvailabilityAnswer>;
  /** GET a photo, past the worker's own image cache (see PHOTO_DOWNLOAD_HEADER). */
  photo(url: string, signal: AbortSignal): Promise<Response>;
}

export interface DownloadProgress {
  listingsDone: number;
  /** Known once the first page has come. */
  listingsTotal: number | null;
  /** Listings' data and new photos downloaded so far. */
  bytes: number;
}

export interface DownloadOptions {
  transport: CatalogueTransport;
  signal: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
  now?: () => number;
  /**
   * What the download must leave free on the device (bytes): room for the writes the user waits on, which come
   * first. Checked against `estimate` (navigator.storage.estimate() by default) before each page.
   */
  headroomBytes?: number;
  estimate?: () => Promise<{ usage?: number; quota?: number } | undefined>;
}

/** The device has no room left for more of the download without eating into the writes' headroom. */
export class NoRoomForDownloadError extends Error {
  constructor() {
    super('No room on this phone for more of the download.');
    this.name = 'NoRoomForDownloadError';
  }
}

const browserEstimate = async () =>
  typeof navigator === 'undefined' ? undefined : navigator.storage?.estimate?.().catch(() => undefined);

/** The bytes this site may still store beyond the headroom (Infinity when the browser does not say). */
async function roomLeft(estimate: DownloadOptions['estimate'], headroom: number): Promise<number> {
  const measured = await estimate?.();
  if (measured?.usage === undefined || measured.quota === undefined) return Number.POSITIVE_INFINITY;
  return measured.quota - measured.usage - headroom;
}

const PHOTOS_AT_ONCE = 4;
const AVAILABILITY_BATCH = 500;

/**
 * A listing's photos a device keeps: every one of them, full size and thumbnail (the gallery picks either by screen
 * size), each once, the cover first.
 */
export function photosToKeep(product: Product): string[] {
  const all = [product.thumb, product.img, ...product.images.flatMap((image) => [image.thumbUrl, image.url])];
  return [...new Set(all.filter((url) => url !== ''))];
}

async function inTurns<T>(items: readonly T[], atOnce: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
}

/** Listings the set held before and not now: the server says whether they were sold or removed. */
async function settleDropped(dropped: string[], transport: CatalogueTransport, signal: AbortSignal, heardAt: number) {
  for (let start = 0; start < dropped.length; start += AVAILABILITY_BATCH) {
    const asked = dropped.slice(start, start + AVAILABILITY_BATCH);
    const answer = await transport.availability(asked, signal);
    await applyAvailability(answer.items, asked, heardAt);
    const gone = new Set(asked.filter((id) => !answer.items.some((item) => item._id === id)));
    if (gone.size > 0) await forgetPhotosOf(gone);
  }
}

/**
 * Downloads a set for offline, or brings a saved one up to date: every listing's data, page after page, and its
 * photos, every one (each photo once on this device, under the cap); listings it held before and no
 * longer holds are checked (sold, or removed). Saved only once complete; a cancelled download (`signal`) keeps
 * the listings it already has, searchable, but saves no set.
 */
export async function downloadSet(
  asked: SavedSetScope,
  label: string,
  { transport, signal, onProgress, now = Date.now, headroomBytes = 0, estimate = browserEstimate }: DownloadOptions,
): Promise<SavedSet> {
  // Saved before (a seller's listings from another of their listings too): brought up to date, not saved twice.
  const before = await savedSetOf(asked);
  const scope = before?.scope ?? asked;
  const id = savedSetId(scope);
  const room = await roomLeft(estimate, headroomBytes);
  if (room <= 0) throw new NoRoomForDownloadError();
  // Photos keep to the user's cap, and to what the device really has: a tenth of the room stays for the listings.
  const realCap = (await photoUsage()).bytes + Math.floor(room * 0.9);
  const keeper = await createPhotoKeeper({ capBytes: Math.min(capBytesOf(await readPhotoCapMb()), realCap), now });
  const progress: DownloadProgress = { listingsDone: 0, listingsTotal: null, bytes: 0 };
  const listingIds: string[] = [];
  let photosSkipped = 0;
  let cursor: string | null = null;
  do {
    const params = downloadParams(scope);
    if (cursor) params.set('cursor', cursor);
    if (cursor && (await roomLeft(estimate, headroomBytes)) <= 0) throw new NoRoomForDownloadError();
    const page = await transport.page(params, signal);
    progress.listingsTotal ??= page.total;
    progress.bytes += JSON.stringify(page.items).length;
    await keepListings(page.items, now());
    await inTurns(page.items, PHOTOS_AT_ONCE, async (product) => {
      for (const url of photosToKeep(product)) {
        const kept = await keeper.keep(url, product._id, () => transport.photo(url, signal));
        progress.bytes += kept.bytes;
        if (kept.result === 'skipped') photosSkipped += 1;
      }
      progress.listingsDone += 1;
      onProgress?.({ ...progress });
    });
    listingIds.push(...page.items.map((product) => product._id));
    cursor = page.nextCursor;
  } while (cursor);

  const held = new Set(listingIds);
  const dropped = (before?.listingIds ?? []).filter((listingId) => !held.has(listingId));
  await settleDropped(dropped, transport, signal, now());
  const saved: SavedSet = {
    id,
    scope,
    label,
    listingIds,
    savedAt: before?.savedAt ?? now(),
    refreshedAt: now(),
    photosSkipped,
  };
  await writeSavedSet(saved);
  return saved;
}
