import type { QueryClient } from '@tanstack/react-query';
import { readSavedSets } from '@device-catalogue/saved-sets';
import { refreshSavedSets, SAVED_SETS_REFRESH_MS, SAVED_SETS_SYNC_TAG } from '@device-catalogue/saved-set-lifecycle';
import { WRITE_HEADROOM_BYTES } from '@outbox-core/storage-full';
import { pageTransport } from './page-transport';
import { rememberSeenListings } from './remember-seen-listings';

const PERIODIC_REFRESH_MS = 12 * 60 * 60 * 1000;

interface PeriodicSyncManager {
  register(tag: string, options: { minInterval: number }): Promise<void>;
}

/** Where the browser has Periodic Background Sync and allows it (an installed app), the worker refreshes too. */
async function askForPeriodicRefresh(): Promise<void> {
  if (!('serviceWorker' in navigator) || (await readSavedSets()).length === 0) return;
  const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
    periodicSync?: PeriodicSyncManager;
  };
  if (!registration.periodicSync) return;
  const permission = await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName });
  if (permission.state !== 'granted') return;
  await registration.periodicSync.register(SAVED_SETS_SYNC_TAG, { minInterval: PERIODIC_REFRESH_MS });
}

function refreshWhenOnline(): void {
  if (!navigator.onLine) return;
  void refreshSavedSets({
    transport: pageTransport,
    staleAfterMs: SAVED_SETS_REFRESH_MS,
    headroomBytes: WRITE_HEADROOM_BYTES,
  })
    .then(() => askForPeriodicRefresh())
    .catch(() => undefined);
}

/**
 * The device's catalogue on this page, for as long as it is open (loaded after the first page): listings seen join
 * it, and saved sets older than an hour are brought up to date now and whenever the connection returns.
 */
export function startDeviceCatalogue(queryClient: QueryClient): void {
  rememberSeenListings(queryClient);
  refreshWhenOnline();
  window.addEventListener('online', refreshWhenOnline);
}
