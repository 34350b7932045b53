import toast from 'react-hot-toast';
import { useSyncExternalStore } from 'react';
import { downloadSet, NoRoomForDownloadError, type DownloadProgress } from '@device-catalogue/download-set';
import { isQuotaError, WRITE_HEADROOM_BYTES } from '@outbox-core/storage-full';
import { asTheOnlyDownloader } from '@device-catalogue/saved-set-lifecycle';
import { savedSetId, type SavedSetScope } from '@device-catalogue/saved-sets';
import { pageTransport } from './page-transport';

/** A set being saved for offline from this tab: waiting its turn, on its way, or stopped by a failure. */
export interface DownloadJob {
  id: string;
  scope: SavedSetScope;
  label: string;
  state: 'queued' | 'downloading' | 'failed';
  progress: DownloadProgress | null;
  error: string | null;
}

let jobs: readonly DownloadJob[] = [];
const controllers = new Map<string, AbortController>();
const listeners = new Set<() => void>();

function update(id: string, change: Partial<DownloadJob> | null): void {
  jobs =
    change === null
      ? jobs.filter((job) => job.id !== id)
      : jobs.map((job) => (job.id === id ? { ...job, ...change } : job));
  for (const listener of listeners) listener();
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function run(job: DownloadJob, controller: AbortController): Promise<void> {
  try {
    const saved = await asTheOnlyDownloader(() => {
      controller.signal.throwIfAborted();
      update(job.id, { state: 'downloading', progress: null, error: null });
      return downloadSet(job.scope, job.label, {
        transport: pageTransport,
        signal: controller.signal,
        onProgress: (progress) => update(job.id, { progress }),
        // Writes first: a download always leaves the room an order or a message needs.
        headroomBytes: WRITE_HEADROOM_BYTES,
      });
    });
    update(job.id, null);
    const count = saved.listingIds.length;
    toast.success(`Saved for offline: ${job.label} (${count} ${count === 1 ? 'listing' : 'listings'})`);
  } catch (error) {
    if (controller.signal.aborted || isAbort(error)) {
      update(job.id, null);
      return;
    }
    update(job.id, { state: 'failed', error: failureMessage(error) });
  } finally {
    controllers.delete(job.id);
  }
}

/** Why a download stopped, in the user's words. */
function failureMessage(error: unknown): string {
  if (error instanceof NoRoomForDownloadError || isQuotaError(error)) {
    return 'The download stopped: this phone is nearly full. It leaves 20 MB free for your orders and messages; what came is kept. Free some space and try again.';
  }
  const reason = navigator.onLine ? 'the server did not answer' : 'the connection was lost';
  return `The download stopped: ${reason}. What came is kept; try again to finish.`;
}

/** Saves a set for offline (or brings it up to date), after any download already under way; once at a time each. */
export function startDownload(scope: SavedSetScope, label: string): void {
  const id = savedSetId(scope);
  if (controllers.has(id)) return;
  const controller = new AbortController();
  controllers.set(id, controller);
  const job: DownloadJob = { id, scope, label, state: 'queued', progress: null, error: null };
  jobs = [...jobs.filter((other) => other.id !== id), job];
  for (const listener of listeners) listener();
  void run(job, controller);
}

/** Stops a download (what came is kept, searchable, but the set is not saved), or forgets a failed one. */
export function cancelDownload(id: string): void {
  const controller = controllers.get(id);
  if (controller) controller.abort();
  else update(id, null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every download of this tab, in the order they were asked for. */
export function useDownloads(): readonly DownloadJob[] {
  return useSyncExternalStore(
    subscribe,
    () => jobs,
    () => jobs,
  );
}

/** The download of this set, if one is under way, waiting or failed. */
export function useDownload(id: string): DownloadJob | undefined {
  return useDownloads().find((job) => job.id === id);
}
