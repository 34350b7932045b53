/// <reference lib="webworker" />
import {
  OUTBOX_REQUEST_TIMEOUT_MS,
  outcomeOfRefusal,
  type AttemptOutcome,
  type OutboxEntry,
} from '@outbox-core/outbox-entry';
import { asTheOnlySender, sendDueEntries } from '@outbox-core/outbox-round';
import { OUTBOX_SYNC_TAG, SEND_OUTBOX_MESSAGE } from '@outbox-core/outbox-sync-names';
import { readWorkerSession } from '@outbox-core/worker-session';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** One try from the worker with the token the app left; a 401 (token lapsed) waits for the app to renew it. */
export async function sendWithToken(entry: OutboxEntry, accessToken: string): Promise<AttemptOutcome> {
  const { method, path, body } = entry.request;
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${accessToken}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(OUTBOX_REQUEST_TIMEOUT_MS),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok) return { result: 'sent', answer };
    const error = (answer as { error?: { message?: string; field?: string } } | null)?.error;
    return outcomeOfRefusal(entry, {
      status: response.status,
      message: error?.message ?? (response.statusText || `Refused with status ${response.status}`),
      field: error?.field,
    });
  } catch (error) {
    return { result: 'waiting', reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The browser says the connection is back. An open tab sends (it can renew the token); with none open, the worker
 * sends with the app's last token. Failing the event while records still wait makes the browser try again later.
 */
async function sendOutbox(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  if (windows.length > 0) {
    for (const window of windows) window.postMessage(SEND_OUTBOX_MESSAGE);
    return;
  }
  const session = await readWorkerSession();
  const ownerId = session?.userId ?? null;
  const { nextAttemptAt } = await asTheOnlySender(() =>
    sendDueEntries({
      ownerId,
      force: true,
      send: (entry) =>
        session
          ? sendWithToken(entry, session.accessToken)
          : Promise.resolve({ result: 'waiting', reason: 'Nobody is signed in' }),
    }),
  );
  if (nextAttemptAt !== undefined) throw new Error('Some writes still wait for the connection');
}

export function sendOutboxOnSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(sendOutbox());
  });
}
