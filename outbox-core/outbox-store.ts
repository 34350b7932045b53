import { createStore, get, promisifyRequest, set, update, values } from 'idb-keyval';
import type { AttemptOutcome, OutboxEntry } from './outbox-entry';
import { deletePhotoFiles } from './outbox-photo-files';
import { asStorageError } from './storage-full';

/*
 * The outbox in IndexedDB: one record per queued write, keyed by its idempotency key, shared by every tab and the
 * service worker. Its own database, apart from the read cache, so nothing that happens to the cache (an expiry,
 * a version change, a restore error, a size cap) can touch a write the user is waiting on.
 */

const entries = createStore('shutterswap-outbox', 'entries');
const CHANNEL_NAME = 'shutterswap-outbox';

/** Every event means the store may have changed: screens re-read it. */
export type OutboxEvent =
  | { type: 'changed' }
  /** A new write: a sender should try it now. */
  | { type: 'added'; id: string }
  /** A try of `entry` started. */
  | { type: 'sending'; entry: OutboxEntry }
  /** A try of `entry` (as it was before the try) ended. */
  | { type: 'attempted'; entry: OutboxEntry; outcome: AttemptOutcome }
  /** A sending round ended: whatever its records came to has been told. */
  | { type: 'round-ended' }
  /** Photo number `photo` of record `id` is going up: `fraction` of it so far (not stored: screens just show it). */
  | { type: 'progress'; id: string; photo: number; fraction: number };

type Listener = (event: OutboxEvent) => void;

const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function openChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
    channel?.addEventListener('message', (message: MessageEvent<OutboxEvent>) => deliver(message.data));
  }
  return channel;
}

function deliver(event: OutboxEvent): void {
  for (const listener of listeners) listener(event);
}

/** Tells this context and every other tab (and the service worker) what happened. */
export function announce(event: OutboxEvent): void {
  deliver(event);
  openChannel()?.postMessage(event);
}

export function subscribeToOutbox(listener: Listener): () => void {
  openChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readEntries(): Promise<OutboxEntry[]> {
  return values<OutboxEntry>(entries).then((all) => all.sort((a, b) => a.createdAt - b.createdAt));
}

export function readEntry(id: string): Promise<OutboxEntry | undefined> {
  return get<OutboxEntry>(id, entries);
}

/**
 * Adds a write, or keeps the one already stored under its key: a second tap on a form whose first try is still
 * out is the same write, never a second one. Rejects with StorageFullError when the device has no room for it.
 */
export async function addEntry(entry: OutboxEntry): Promise<void> {
  await update<OutboxEntry>(entry.id, (stored) => stored ?? entry, entries).catch(asStorageError);
  announce({ type: 'added', id: entry.id });
}

export async function saveEntry(entry: OutboxEntry): Promise<void> {
  await set(entry.id, entry, entries);
  announce({ type: 'changed' });
}

/** A record that leaves the outbox takes its photos' files with it. */
function forgetPhotoFiles(entry: OutboxEntry | undefined): Promise<void> {
  return deletePhotoFiles((entry?.photos ?? []).map((photo) => photo.fileId));
}

/**
 * Changes a record only if it is still there, in one transaction, and answers whether it was: a write discarded
 * (at logout) is neither sent afterwards nor brought back by the answer to a try that was already out. `change`
 * answers the new record, or null to remove it (with its photos' files).
 */
export async function replaceEntry(
  id: string,
  change: (stored: OutboxEntry) => OutboxEntry | null,
  event: OutboxEvent = { type: 'changed' },
): Promise<boolean> {
  let removed: OutboxEntry | undefined;
  let changed = false;
  const found = await entries('readwrite', (store) => {
    const request = store.get(id);
    let stored: OutboxEntry | undefined;
    request.onsuccess = () => {
      stored = request.result as OutboxEntry | undefined;
      if (!stored) return;
      const next = change(stored);
      if (next === stored) return;
      changed = true;
      if (next) store.put(next, id);
      else {
        store.delete(id);
        removed = stored;
      }
    };
    return promisifyRequest(store.transaction).then(() => stored !== undefined);
  });
  await forgetPhotoFiles(removed);
  if (changed) announce(event);
  return found;
}

/** Takes a record (and its photos' files) out of the outbox: sent elsewhere, dismissed or discarded. */
export async function removeEntry(id: string): Promise<void> {
  await replaceEntry(id, () => null);
}
