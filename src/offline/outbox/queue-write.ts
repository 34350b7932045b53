import { useCallback, useState } from 'react';
import { getSessionState } from '@/lib/session/session-store';
import { newEntry, OUTBOX_REQUEST_TIMEOUT_MS, type AttemptOutcome } from '@outbox-core/outbox-entry';
import { savePhotoFile } from '@outbox-core/outbox-photo-files';
import { addEntry, removeEntry, subscribeToOutbox } from '@outbox-core/outbox-store';
import { isQuotaError, NO_ROOM_MESSAGE } from '@outbox-core/storage-full';
import { keepStorageWhenPressed } from './keep-storage';
import { askForBackgroundSync } from './outbox-sender';
import { outboxPhotos, WRITE_KINDS, writeRecord, type WriteInput, type WriteKindName } from './write-kinds';
import { WRITE_ANSWERS, type WriteAnswer } from './write-answers';

/*
 * The front door of the outbox: a feature queues a write by naming its kind (write-kinds.ts) and hands over what it
 * wrote; it gets back how the first try went, with the server's answer typed by the contract. Features never touch
 * the outbox's store.
 */

export type WriteOutcome<K extends WriteKindName> =
  | { result: 'sent'; answer: WriteAnswer<K> }
  | { result: 'refused'; status: number; message: string; field?: string }
  /** No answer yet: the write waits on this device and goes by itself when the connection allows. */
  | { result: 'waiting' };

/** How long a form waits for the first try before it tells the user the write waits for the connection. */
const FIRST_TRY_WAIT_MS = OUTBOX_REQUEST_TIMEOUT_MS + 2_000;

/** The outcome of the first try of record `id`, or "waiting" if none comes in time (another tab may be sending). */
function firstOutcome(id: string, waitMs: number): { outcome: Promise<AttemptOutcome>; cancel: () => void } {
  let cancel = () => undefined as void;
  const outcome = new Promise<AttemptOutcome>((resolve) => {
    const stop = subscribeToOutbox((event) => {
      if (event.type !== 'attempted' || event.entry.id !== id) return;
      done(event.outcome);
    });
    const timer = setTimeout(() => done({ result: 'waiting', reason: 'No answer yet.' }), waitMs);
    function done(result: AttemptOutcome): void {
      clearTimeout(timer);
      stop();
      resolve(result);
    }
    cancel = () => done({ result: 'waiting', reason: 'Not stored.' });
  });
  return { outcome, cancel };
}

const noRoom = { result: 'refused', status: 507, message: NO_ROOM_MESSAGE } as const;

/**
 * A write the user waits on: stored in the outbox the moment they submit, as the signed-in person's, then tried at
 * once. Answers how the first try went, so the form can show the server's answer; "waiting" means it stays and goes
 * out when the connection allows. A refusal answered here is the form's to show, so the record goes. A device with
 * no room to store it says so at once ("No room on this phone: …"), as a refusal: nothing was kept.
 */
export async function queueWrite<K extends WriteKindName>(kind: K, input: WriteInput<K>): Promise<WriteOutcome<K>> {
  const definition = WRITE_KINDS[kind];
  const { user } = getSessionState();
  const ownerId = definition.personal ? (user?._id ?? null) : null;
  if (definition.personal && ownerId === null) {
    return { result: 'refused', status: 401, message: 'Sign in again to do this.' };
  }
  const record = writeRecord(kind, input, ownerId);
  const offline = !navigator.onLine;
  const first = firstOutcome(record.id, offline ? 0 : FIRST_TRY_WAIT_MS);
  try {
    const photos = record.photos && (await outboxPhotos(record.photos, savePhotoFile));
    const fields = {
      id: record.id,
      kind: definition.stored,
      ownerId,
      ownerEmail: definition.personal ? user?.email : null,
    };
    await addEntry(
      newEntry({ ...fields, request: record.request, display: record.display, photos }, Date.now(), offline),
    );
  } catch (error) {
    first.cancel();
    if (isQuotaError(error)) return noRoom;
    throw error;
  }
  askForBackgroundSync();
  void keepStorageWhenPressed();
  const outcome = await first.outcome;
  if (outcome.result === 'refused') {
    await removeEntry(record.id);
    return outcome;
  }
  if (outcome.result === 'waiting') return { result: 'waiting' };
  return { result: 'sent', answer: WRITE_ANSWERS[kind].parse(outcome.answer) as WriteAnswer<K> };
}

/** A form's queued write, with `isSubmitting` while its first try is out (the button stays disabled). */
export function useQueueWrite() {
  const [isSubmitting, setSubmitting] = useState(false);
  const submit = useCallback(async <K extends WriteKindName>(kind: K, input: WriteInput<K>) => {
    setSubmitting(true);
    try {
      return await queueWrite(kind, input);
    } finally {
      setSubmitting(false);
    }
  }, []);
  return { submit, isSubmitting };
}
