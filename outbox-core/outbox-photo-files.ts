import { createStore, get, promisifyRequest, set } from 'idb-keyval';
import { asStorageError } from './storage-full';

/*
 * The files of photos waiting in the outbox (a listing written with no signal), in their own database beside the
 * outbox's records: kept until their write has reached the server or is discarded, never evicted to make room.
 * Stored as bytes and type, which every IndexedDB clones (a Blob is not cloneable everywhere).
 */

interface StoredFile {
  type: string;
  bytes: ArrayBuffer;
}

const files = createStore('shutterswap-outbox-photos', 'files');

/** Keeps a photo's file; rejects with StorageFullError when the device has no room for it. */
export async function savePhotoFile(file: Blob): Promise<string> {
  const id = crypto.randomUUID();
  await set(id, { type: file.type, bytes: await file.arrayBuffer() } satisfies StoredFile, files).catch(asStorageError);
  return id;
}

export async function readPhotoFile(id: string): Promise<Blob | undefined> {
  const stored = await get<StoredFile>(id, files);
  return stored && new Blob([stored.bytes], { type: stored.type });
}

export function deletePhotoFiles(ids: readonly (string | null)[]): Promise<void> {
  const present = ids.filter((id): id is string => id !== null);
  if (present.length === 0) return Promise.resolve();
  return files('readwrite', (store) => {
    for (const id of present) store.delete(id);
    return promisifyRequest(store.transaction);
  });
}
