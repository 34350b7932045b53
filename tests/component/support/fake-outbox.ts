import type { AttemptOutcome, NewOutboxEntry, OutboxEntry, OutboxState } from '@outbox-core/outbox-entry';

/*
 * The outbox at its two boundaries: its IndexedDB store (@outbox-core/outbox-store: what screens read and dismiss)
 * and the first try of a write (@/offline/outbox/submit-write: the network). A test mocks both modules with this one
 * (`vi.mock('@outbox-core/outbox-store', () => import('./support/fake-outbox'))`), sets how the next first try ends,
 * and reads what was queued. A write whose try is "waiting" stays in the store, as in the app.
 */

type Listener = (event: { type: 'changed' }) => void;

export const fakeOutbox = {
  entries: [] as OutboxEntry[],
  listeners: new Set<Listener>(),
  /** Every write submitted, in order. */
  submitted: [] as NewOutboxEntry[],
  nextOutcome: { result: 'sent', answer: {} } as AttemptOutcome,
};

function changed(): void {
  for (const listener of fakeOutbox.listeners) listener({ type: 'changed' });
}

export function resetFakeOutbox(): void {
  fakeOutbox.entries = [];
  fakeOutbox.listeners.clear();
  fakeOutbox.submitted = [];
  fakeOutbox.nextOutcome = { result: 'sent', answer: {} };
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
  changed();
}

// @outbox-core/outbox-store
export const readEntries = () => Promise.resolve([...fakeOutbox.entries]);
export function subscribeToOutbox(listener: Listener): () => void {
  fakeOutbox.listeners.add(listener);
  return () => fakeOutbox.listeners.delete(listener);
}
export function removeEntry(id: string): Promise<void> {
  fakeOutbox.entries = fakeOutbox.entries.filter((entry) => entry.id !== id);
  changed();
  return Promise.resolve();
}

// @/offline/outbox/submit-write
export async function submitWrite(fields: NewOutboxEntry): Promise<AttemptOutcome> {
  fakeOutbox.submitted.push(fields);
  const outcome = fakeOutbox.nextOutcome;
  if (outcome.result === 'waiting') putEntries([...fakeOutbox.entries, storedEntry(fields, 'waiting')]);
  return outcome;
}
