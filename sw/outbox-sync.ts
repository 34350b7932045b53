/// <reference lib="webworker" />
import { OUTBOX_REQUEST_TIMEOUT_MS, PHOTO_UPLOAD_TIMEOUT_MS } from '@outbox-core/outbox-entry';
import { fetchTransport } from '@outbox-core/outbox-http';
import { OUTBOX_SYNC_TAG, syncManagerOf } from '@outbox-core/outbox-sync';
import { drainOutbox } from '@outbox-core/worker-drain';
import { readWorkerSession, workerCredential } from '@outbox-core/worker-session';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  /** Chromium: the browser will not fire this registration again if this firing fails. */
  readonly lastChance?: boolean;
}

/** Chromium ends a sync event after about three minutes: the worker stops waiting for due records before that. */
const SYNC_EVENT_BUDGET_MS = 150_000;

const workerFetch = (url: string, init: RequestInit) => fetch(url, init);
const transport = fetchTransport({
  fetch: workerFetch,
  requestTimeoutMs: OUTBOX_REQUEST_TIMEOUT_MS,
  photoTimeoutMs: PHOTO_UPLOAD_TIMEOUT_MS,
});

/**
 * The browser says the connection is back (app open or closed): the worker sends what is due, with the signed-in
 * person's own credential (renewing its token by itself once it lapsed), on the same schedule as every sender, and
 * waits for what comes due while the event lasts. What still waits after that: the event fails so the browser
 * fires it again later; on its last chance a new registration takes over, so writes are never left without one.
 */
async function sendOutbox(event: SyncEvent): Promise<void> {
  const done = await drainOutbox({
    transport,
    credential: async () => {
      const session = await readWorkerSession();
      return session ? workerCredential(session, workerFetch) : null;
    },
    budgetMs: SYNC_EVENT_BUDGET_MS,
  });
  if (done) return;
  if (event.lastChance) {
    await syncManagerOf(self.registration)?.register(OUTBOX_SYNC_TAG);
    return;
  }
  throw new Error('Some writes still wait for the connection');
}

export function sendOutboxOnSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(sendOutbox(sync));
  });
}
