import { getSessionState, subscribeToSession } from '@/lib/session/session-store';
import { MAX_RETRY_MS, type AttemptOutcome, type OutboxEntry } from '@outbox-core/outbox-entry';
import { asTheOnlySender, sendDueEntries } from '@outbox-core/outbox-round';
import { subscribeToOutbox } from '@outbox-core/outbox-store';
import { OUTBOX_SYNC_TAG, SEND_OUTBOX_MESSAGE } from '@outbox-core/outbox-sync-names';
import { shareSessionWithWorker } from './share-session-with-worker';

const send = async (entry: OutboxEntry): Promise<AttemptOutcome> =>
  (await import('./send-over-http')).sendOverHttp(entry);

interface SendRequest {
  force?: boolean;
  firstId?: string;
}

let running = false;
let queued: SendRequest | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

function currentOwnerId(): string | null {
  return getSessionState().user?._id ?? null;
}

/** Where the browser has Background Sync, the service worker also sends when the connection returns. */
function askForBackgroundSync(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync)
    .then((sync) => sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

function scheduleRetry(at: number | undefined): void {
  clearTimeout(timer);
  timer = undefined;
  if (at === undefined) return;
  askForBackgroundSync();
  timer = setTimeout(() => sendOutboxNow(), Math.max(0, at - Date.now()));
}

/**
 * Sends what is due, as the only sender across tabs (requests made meanwhile are merged into one next round).
 * `force` tries waiting records before their time; `firstId` goes first.
 */
export function sendOutboxNow(request: SendRequest = {}): void {
  if (running) {
    queued = { force: Boolean(queued?.force || request.force), firstId: request.firstId ?? queued?.firstId };
    return;
  }
  running = true;
  asTheOnlySender(() => sendDueEntries({ ownerId: currentOwnerId(), send, ...request }))
    .then(({ nextAttemptAt }) => scheduleRetry(nextAttemptAt))
    // IndexedDB itself failed (storage full, private mode): the records are where they were; try again later.
    .catch(() => scheduleRetry(Date.now() + MAX_RETRY_MS))
    .finally(() => {
      running = false;
      const next = queued;
      queued = null;
      if (next) sendOutboxNow(next);
    });
}

/**
 * Starts sending: now (on every app start), when the connection or the page comes back, when someone signs in,
 * when another tab adds a write, when the service worker says the connection is back, and at each retry time.
 */
export function startOutboxSender(): () => void {
  const sendAll = () => sendOutboxNow({ force: true });
  const sendIfVisible = () => document.visibilityState === 'visible' && sendOutboxNow();
  const fromWorker = (event: MessageEvent) => event.data === SEND_OUTBOX_MESSAGE && sendAll();
  let ownerId = currentOwnerId();
  const stops = [
    shareSessionWithWorker(),
    subscribeToOutbox((event) => event.type === 'added' && sendOutboxNow({ firstId: event.id })),
    subscribeToSession(() => {
      const next = currentOwnerId();
      if (next !== null && next !== ownerId) sendAll();
      ownerId = next;
    }),
  ];
  window.addEventListener('online', sendAll);
  document.addEventListener('visibilitychange', sendIfVisible);
  navigator.serviceWorker?.addEventListener('message', fromWorker);
  sendAll();
  return () => {
    stops.forEach((stop) => stop());
    window.removeEventListener('online', sendAll);
    document.removeEventListener('visibilitychange', sendIfVisible);
    navigator.serviceWorker?.removeEventListener('message', fromWorker);
    clearTimeout(timer);
  };
}
