import { keepStorageWhenPressed } from './keep-storage';
import {
  newEntry,
  OUTBOX_REQUEST_TIMEOUT_MS,
  type AttemptOutcome,
  type NewOutboxEntry,
} from '@outbox-core/outbox-entry';
import { addEntry, removeEntry, subscribeToOutbox } from '@outbox-core/outbox-store';

/** How long a form waits for the first try before it tells the user the write waits for the connection. */
const FIRST_TRY_WAIT_MS = OUTBOX_REQUEST_TIMEOUT_MS + 2_000;

/** The outcome of the first try of record `id`, or "waiting" if none comes in time (another tab may be sending). */
function firstOutcome(id: string, waitMs: number): Promise<AttemptOutcome> {
  return new Promise((resolve) => {
    const stop = subscribeToOutbox((event) => {
      if (event.type !== 'attempted' || event.entry.id !== id) return;
      done(event.outcome);
    });
    const timer = setTimeout(() => done({ result: 'waiting', reason: 'No answer yet.' }), waitMs);
    function done(outcome: AttemptOutcome): void {
      clearTimeout(timer);
      stop();
      resolve(outcome);
    }
  });
}

/**
 * A write the user waits on: stored in the outbox the moment they submit, then tried at once. Answers how the first
 * try went, so the form can show the server's answer; "waiting" means it stays in the outbox and goes out when the
 * connection allows. A refusal answered here is the form's to show, so the record goes.
 */
export async function submitWrite(fields: NewOutboxEntry): Promise<AttemptOutcome> {
  const offline = !navigator.onLine;
  const outcome = firstOutcome(fields.id, offline ? 0 : FIRST_TRY_WAIT_MS);
  await addEntry(newEntry(fields, Date.now(), offline));
  void keepStorageWhenPressed();
  const first = await outcome;
  if (first.result === 'refused') await removeEntry(fields.id);
  return first;
}
