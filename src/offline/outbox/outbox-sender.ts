import { getSessionState, subscribeToSession } from '@/lib/session/session-store';
import { MAX_RETRY_MS } from '@outbox-core/outbox-entry';
import { afterConnectionReturned, asTheOnlySender, sendDueEntries } from '@outbox-core/outbox-round';
import { subscribeToOutbox } from '@outbox-core/outbox-store';
import { registerOutboxSync, syncManagerOf } from '@outbox-core/outbox-sync';
import type { OutboxTransport } from '@outbox-core/outbox-http';
import { pageCredential } from './page-credential';
import { shareSessionWithWorker } from './share-session-with-worker';

/** The page's transport, loaded on first use: the upload code and its schemas stay off the first page. */
const loadTransport = () => import('./page-transport').then(({ pageTransport }) => pageTransport);
const lazyTransport: OutboxTransport = {
  request: async (...call) => (await loadTransport()).request(...call),
  uploadPhoto: async (...call) => (await loadTransport()).uploadPhoto(...call),
  findUpload: async (...call) => (await loadTransport()).findUpload(...call),
};

let running = false;
let queued: { firstId?: string } | null = null;
/** The round under way: aborted when its person signs out or someone else signs in. */
let round: { ownerId: string | null; controller: AbortController } | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

function currentOwnerId(): string | null {
  return getSessionState().user?._id ?? null;
}

/**
 * Where the browser has Background Sync, the service worker sends too, app open or not, when the connection is back.
 * Registered only while none is pending: each registration fires, and a firing is a round of requests.
 */
export function askForBackgroundSync(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => registerOutboxSync(syncManagerOf(registration)))
    .catch(() => undefined);
}

function scheduleRetry(at: number | undefined): void {
  clearTimeout(timer);
  timer = undefined;
  if (at === undefined) return;
  askForBackgroundSync();
  timer = setTimeout(() => sendOutboxNow(), Math.max(0, at - Date.now()));
}

/**
 * Sends what is due, as the only sender across tabs and the worker, for whoever is signed in now and with their own
 * token (requests made meanwhile are merged into one next round). `firstId` goes first if it is due. Nothing is
 * sent before its time: the backoff and the server's Retry-After hold for every caller.
 */
export function sendOutboxNow(firstId?: string): void {
  if (running) {
    queued = { firstId: firstId ?? queued?.firstId };
    return;
  }
  running = true;
  const ownerId = currentOwnerId();
  const controller = new AbortController();
  round = { ownerId, controller };
  const credential = ownerId === null ? null : pageCredential(ownerId);
  asTheOnlySender((onlySender) =>
    controller.signal.aborted
      ? Promise.resolve({ nextAttemptAt: undefined })
      : sendDueEntries({ credential, transport: lazyTransport, signal: controller.signal, firstId, onlySender }),
  )
    .then(({ nextAttemptAt }) => scheduleRetry(nextAttemptAt))
    // IndexedDB itself failed (storage full, private mode): the records are where they were; try again later.
    .catch(() => scheduleRetry(Date.now() + MAX_RETRY_MS))
    .finally(() => {
      running = false;
      round = null;
      const next = queued;
      queued = null;
      if (next) sendOutboxNow(next.firstId);
    });
}

/** A round never outlives its person's session: it stops, and the next person's round (if any) starts. */
function followSession(): () => void {
  let ownerId = currentOwnerId();
  return subscribeToSession(() => {
    const next = currentOwnerId();
    if (next === ownerId) return;
    ownerId = next;
    if (round && round.ownerId !== next) round.controller.abort();
    sendOutboxNow();
  });
}

/**
 * Starts sending: now (on every app start), when the connection or the page comes back, when someone signs in,
 * when another tab adds a write, and at each retry time.
 */
export function startOutboxSender(): () => void {
  const sendDue = () => sendOutboxNow();
  const reconnected = () =>
    void afterConnectionReturned(Date.now())
      .catch(() => undefined)
      .then(sendDue);
  const sendIfVisible = () => document.visibilityState === 'visible' && sendDue();
  const stops = [
    shareSessionWithWorker(),
    subscribeToOutbox((event) => event.type === 'added' && sendOutboxNow(event.id)),
    followSession(),
  ];
  window.addEventListener('online', reconnected);
  document.addEventListener('visibilitychange', sendIfVisible);
  sendDue();
  return () => {
    stops.forEach((stop) => stop());
    window.removeEventListener('online', reconnected);
    document.removeEventListener('visibilitychange', sendIfVisible);
    clearTimeout(timer);
  };
}
