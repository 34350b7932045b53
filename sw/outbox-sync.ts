/// <reference lib="webworker" />
import {
  OUTBOX_REQUEST_TIMEOUT_MS,
  outcomeOfRefusal,
  PHOTO_UPLOAD_TIMEOUT_MS,
  type AttemptOutcome,
  type OutboxEntry,
  type UploadedPhoto,
} from '@outbox-core/outbox-entry';
import { sendWithPhotos } from '@outbox-core/outbox-photos';
import { asTheOnlySender, sendDueEntries } from '@outbox-core/outbox-round';
import { OUTBOX_SYNC_TAG, SEND_OUTBOX_MESSAGE } from '@outbox-core/outbox-sync-names';
import { readWorkerSession } from '@outbox-core/worker-session';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** A worker's answer as the outbox sees it: a definitive one ends the record, a 401 waits for the app's renewal. */
async function outcomeOf(entry: OutboxEntry, call: () => Promise<Response>): Promise<AttemptOutcome> {
  try {
    const response = await call();
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

/** One try from the worker with the token the app left: photos first (no progress to show), then the request. */
export function sendWithToken(entry: OutboxEntry, accessToken: string): Promise<AttemptOutcome> {
  const authorization = `Bearer ${accessToken}`;
  return sendWithPhotos(entry, {
    send: ({ method, path, body }) =>
      outcomeOf(entry, () =>
        fetch(path, {
          method,
          headers: {
            Accept: 'application/json',
            Authorization: authorization,
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(OUTBOX_REQUEST_TIMEOUT_MS),
        }),
      ),
    async uploadPhoto(file, name) {
      const form = new FormData();
      form.append('image', file, name);
      const uploaded = await outcomeOf(entry, () =>
        fetch('/api/images', {
          method: 'POST',
          headers: { Accept: 'application/json', Authorization: authorization },
          body: form,
          signal: AbortSignal.timeout(PHOTO_UPLOAD_TIMEOUT_MS),
        }),
      );
      if (uploaded.result !== 'sent') return uploaded;
      const { url, thumbUrl } = (uploaded.answer as { data: UploadedPhoto }).data;
      return { result: 'sent', answer: { url, thumbUrl } };
    },
  });
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
