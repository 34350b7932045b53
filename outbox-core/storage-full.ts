/*
 * A write to the device's storage that did not fit: the browser's quota for this site is used up. Writes the user
 * waits on come first (the catalogue download leaves this much room for them), so when even they do not fit the user
 * is told at once what to free, never left believing it was saved.
 */

/** What a download leaves free for the writes the user waits on, and what the user is asked to free. */
export const WRITE_HEADROOM_BYTES = 20 * 1024 * 1024;

export const NO_ROOM_MESSAGE = 'No room on this phone: free 20 MB (photos, other apps) and try again.';

export class StorageFullError extends Error {
  constructor(cause?: unknown) {
    super(NO_ROOM_MESSAGE, { cause });
    this.name = 'StorageFullError';
  }
}

/** The browser's ways of saying the quota is used up (IndexedDB, Cache Storage, older engines). */
export function isQuotaError(error: unknown): boolean {
  if (error instanceof StorageFullError) return true;
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** Rethrows a quota error as StorageFullError, anything else as it is. */
export function asStorageError(error: unknown): never {
  throw isQuotaError(error) ? new StorageFullError(error) : error;
}
