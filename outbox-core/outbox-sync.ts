/*
 * Background Sync: the browser wakes the service worker when the connection is back, app open or not, to send what
 * waits (sw/outbox-sync.ts). One registration at a time: asking again while one is pending would make it fire again
 * at once, and each firing is a round of requests.
 */

/** The Background Sync tag the service worker answers. */
export const OUTBOX_SYNC_TAG = 'shutterswap-outbox';

export interface SyncManagerLike {
  register(tag: string): Promise<void>;
  getTags(): Promise<string[]>;
}

/** The registration's Background Sync, where the browser has it. */
export function syncManagerOf(registration: ServiceWorkerRegistration): SyncManagerLike | undefined {
  return (registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync;
}

/** Registers the outbox's sync unless one is already pending. Answers whether it registered one. */
export async function registerOutboxSync(sync: SyncManagerLike | undefined): Promise<boolean> {
  if (!sync || (await sync.getTags()).includes(OUTBOX_SYNC_TAG)) return false;
  await sync.register(OUTBOX_SYNC_TAG);
  return true;
}
