import { forgetListings, readListings } from './device-listings';
import { downloadSet, type CatalogueTransport } from './download-set';
import { forgetPhotosOf } from './photo-store';
import { deleteSavedSet, readSavedSets } from './saved-sets';

const DOWNLOAD_LOCK = 'shutterswap-device-catalogue-download';
/** The Periodic Background Sync tag the service worker answers by refreshing saved sets. */
export const SAVED_SETS_SYNC_TAG = 'shutterswap-saved-sets';
/** A saved set older than this is brought up to date when the app starts online, or by the periodic sync. */
export const SAVED_SETS_REFRESH_MS = 60 * 60 * 1000;

/** One download at a time across tabs and the service worker (Web Locks); the others wait their turn. */
export function asTheOnlyDownloader<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(DOWNLOAD_LOCK, work) as Promise<T>) : work();
}

/**
 * Brings every saved set not refreshed for `staleAfterMs` up to date, one after another (on app start, and from
 * the worker's periodic sync). A set that cannot be refreshed (no connection) stays as it was. Answers how many
 * were refreshed.
 */
export async function refreshSavedSets({
  transport,
  staleAfterMs,
  signal = new AbortController().signal,
  now = Date.now,
  headroomBytes = 0,
}: {
  transport: CatalogueTransport;
  staleAfterMs: number;
  signal?: AbortSignal;
  now?: () => number;
  /** What the refresh leaves free for the writes the user waits on (see downloadSet). */
  headroomBytes?: number;
}): Promise<number> {
  let refreshed = 0;
  for (const saved of await readSavedSets()) {
    if (now() - saved.refreshedAt < staleAfterMs) continue;
    try {
      await asTheOnlyDownloader(() => downloadSet(saved.scope, saved.label, { transport, signal, now, headroomBytes }));
      refreshed += 1;
    } catch {
      // Offline, or the server is unwell: the next start tries again.
      if (signal.aborted) break;
    }
  }
  return refreshed;
}

/**
 * Removes a saved set and gives its room back: the photos of listings no other set holds go, and so do those
 * listings unless their page was opened here (they stay as seen, without the saved photos).
 */
export async function removeSavedSet(id: string): Promise<void> {
  const all = await readSavedSets();
  const removed = all.find((saved) => saved.id === id);
  if (!removed) return;
  const elsewhere = new Set(all.filter((saved) => saved.id !== id).flatMap((saved) => saved.listingIds));
  const onlyHere = removed.listingIds.filter((listingId) => !elsewhere.has(listingId));
  await deleteSavedSet(id);
  await forgetPhotosOf(new Set(onlyHere));
  const listings = await readListings(onlyHere);
  await forgetListings(onlyHere.filter((_, index) => !listings[index]?.viewedAt));
}
