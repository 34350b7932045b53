/// <reference lib="webworker" />
import { PHOTO_DOWNLOAD_HEADER } from '@device-catalogue/photo-store';
import type { AvailabilityAnswer, OfflineCataloguePage } from '@contract/search';
import type { CatalogueTransport } from '@device-catalogue/download-set';
import { refreshSavedSets, SAVED_SETS_REFRESH_MS, SAVED_SETS_SYNC_TAG } from '@device-catalogue/saved-set-lifecycle';
import { WRITE_HEADROOM_BYTES } from '@outbox-core/storage-full';

declare const self: ServiceWorkerGlobalScope;

interface PeriodicSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

async function okJson<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`The server answered ${response.status}`);
  return (await response.json()) as T;
}

/** The worker reaches the server as a visitor (saved listings keep the contact details heard while signed in). */
const workerTransport: CatalogueTransport = {
  page: (params, signal) =>
    fetch(`/api/offline-catalogue?${params.toString()}`, { signal }).then((response) =>
      okJson<OfflineCataloguePage>(response),
    ),
  availability: (ids, signal) =>
    fetch('/api/offline-catalogue/availability', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ids }),
      signal,
    }).then((response) => okJson<AvailabilityAnswer>(response)),
  photo: (url, signal) => fetch(url, { headers: { [PHOTO_DOWNLOAD_HEADER]: '1' }, signal }),
};

/** Where the browser has Periodic Background Sync (an installed app), saved sets are refreshed with no tab open. */
export function refreshSavedSetsPeriodically(): void {
  self.addEventListener('periodicsync', (event) => {
    const sync = event as PeriodicSyncEvent;
    if (sync.tag !== SAVED_SETS_SYNC_TAG) return;
    sync.waitUntil(
      refreshSavedSets({
        transport: workerTransport,
        staleAfterMs: SAVED_SETS_REFRESH_MS,
        headroomBytes: WRITE_HEADROOM_BYTES,
      }),
    );
  });
}
