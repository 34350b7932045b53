import type { User } from '@contract/users';
import { endSession, startSession } from '@/lib/session/session-store';
import type { AttemptOutcome, NewOutboxEntry, OutboxEntry, OutboxState } from '@outbox-core/outbox-entry';
import type { OutboxEvent } from '@outbox-core/outbox-store';

/*
 * The outbox at its boundary: its IndexedDB store (@outbox-core/outbox-store), whose first try of a new write ends as
 * the test says. A test mocks that module with this one (`vi.mock('@outbox-core/outbox-store', () =>
 * import('./support/fake-outbox'))`), so the app's own front door (queue-write.ts, queued-writes.ts) runs: the test
 * sets how the next first try ends and reads what was queued. A write whose try is "waiting" stays in the store, as in
 * the app.
 */

type Listener = (event: OutboxEvent) => void;

export const fakeOutbox = {
  entries: [] as OutboxEntry[],
  listeners: new Set<Listener>(),
  /** Every write queued, in order: what the front door made of it (its key, kind, owner, request, display). */
  submitted: [] as NewOutboxEntry[],
  nextOutcome: { result: 'sent', answer: {} } as AttemptOutcome,
};

function emit(event: OutboxEvent): void {
  for (const listener of fakeOutbox.listeners) listener(event);
}

/** Starts an empty outbox with `user` signed in (the front door stamps writes with the session's user). */
export function resetFakeOutbox(user: User | null = null): void {
  fakeOutbox.entries = [];
  fakeOutbox.listeners.clear();
  fakeOutbox.submitted = [];
  fakeOutbox.nextOutcome = { result: 'sent', answer: {} };
  if (user) startSession({ accessToken: 'header.claims.signature', user });
  else endSession();
}

/** A record as the store holds it: written earlier, perhaps refused since. */
export function storedEntry(fields: NewOutboxEntry, state: OutboxState, refusedBecause?: string): OutboxEntry {
  return {
    ...fields,
    state,
    createdAt: 0,
    queuedOffline: true,
    attempts: 1,
    nextAttemptAt: 0,
    ...(refusedBecause ? { refusal: { status: 409, message: refusedBecause } } : {}),
  };
}

export function putEntries(entries: OutboxEntry[]): void {
  fakeOutbox.entries = entries;
  emit({ type: 'changed' });
}

// @outbox-core/outbox-store
export const readEntries = () => Promise.resolve([...fakeOutbox.entries]);
export function subscribeToOutbox(listener: Listener): () => void {
  fakeOutbox.listeners.add(listener);
  return () => fakeOutbox.listeners.delete(listener);
}
export function removeEntry(id: string): Promise<void> {
  fakeOutbox.entries = fakeOutbox.entries.filter((entry) => entry.id !== id);
  emit({ type: 'changed' });
  return Promise.resolve();
}
export async function replaceEntry(id: string, change: (stored: OutboxEntry) => OutboxEntry | null): Promise<boolean> {
  const stored = fakeOutbox.entries.find((entry) => entry.id === id);
  if (!stored) return false;
  const next = change(stored);
  putEntries(
    next
      ? fakeOutbox.entries.map((entry) => (entry.id === id ? next : entry))
      : fakeOutbox.entries.filter((entry) => entry.id !== id),
  );
  return true;
}
/** The new write is stored, and its first try ends as `fakeOutbox.nextOutcome` says. */
export async function addEntry(entry: OutboxEntry): Promise<void> {
  const { id, kind, ownerId, request, display, photos } = entry;
  fakeOutbox.submitted.push({ id, kind, ownerId, request, display, ...(photos ? { photos } : {}) });
  const outcome = fakeOutbox.nextOutcome;
  putEntries([...fakeOutbox.entries, outcome.result === 'waiting' ? { ...entry, attempts: 1 } : entry]);
  queueMicrotask(() => {
    if (outcome.result === 'sent') fakeOutbox.entries = fakeOutbox.entries.filter(({ id }) => id !== entry.id);
    emit({ type: 'attempted', entry, outcome });
  });
}
