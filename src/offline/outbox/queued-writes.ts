import { useMemo } from 'react';
import { useSession } from '@/lib/session/use-session';
import {
  isSendableBy,
  RETRY_FLOOR_MS,
  type OutboxEntry,
  type OutboxPhoto,
  type OutboxState,
} from '@outbox-core/outbox-entry';
import { deletePhotoFiles, readPhotoFile, savePhotoFile } from '@outbox-core/outbox-photo-files';
import { removeEntry, replaceEntry } from '@outbox-core/outbox-store';
import { describeCounts } from './outbox-kinds';
import { sendOutboxNow } from './outbox-sender';
import { useOutboxEntries } from './use-outbox-entries';
import { outboxPhotos, WRITE_KINDS, type QueuedListing, type WriteDisplay, type WriteKindName } from './write-kinds';

/*
 * The outbox as features read it: the signed-in person's waiting writes of one kind, typed, and what a user may do
 * with them (discard, dismiss a refusal, edit a waiting listing). Nothing here hands out the store itself.
 */

export interface QueuedWrite<K extends WriteKindName> {
  /** The write's key: what discarding or dismissing it names. */
  id: string;
  /** Waiting for the connection, being sent now, or refused by the server (kept until dismissed). */
  state: OutboxState;
  /** Why the server refused it (the message without the "field: " prefix), and the field it named. */
  refusal?: { message: string; field?: string };
  /** What the screens show meanwhile (the pending order, the message, the listing). */
  display: WriteDisplay<K>;
  /** A write in steps (a listing): its photos, each on the device or uploaded already. */
  photos: readonly OutboxPhoto[];
}

function asQueuedWrite<K extends WriteKindName>(entry: OutboxEntry): QueuedWrite<K> {
  return {
    id: entry.id,
    state: entry.state,
    ...(entry.refusal ? { refusal: { message: entry.refusal.message, field: entry.refusal.field } } : {}),
    display: entry.display as WriteDisplay<K>,
    photos: entry.photos ?? [],
  };
}

/** The records of the person signed in here (and nobody's), oldest first. */
function useMine(): OutboxEntry[] {
  const userId = useSession().user?._id ?? null;
  const entries = useOutboxEntries();
  return useMemo(() => entries.filter((entry) => isSendableBy(entry, userId)), [entries, userId]);
}

/** The signed-in person's writes of this kind still in the outbox (waiting, being sent, or refused), oldest first. */
export function useQueuedWrites<K extends WriteKindName>(kind: K): QueuedWrite<K>[] {
  const mine = useMine();
  return useMemo(
    () => mine.filter((entry) => WRITE_KINDS[kind].owns(entry)).map((entry) => asQueuedWrite<K>(entry)),
    [mine, kind],
  );
}

/** The signed-in person's writes not sent yet (refusals aside), and how they read: ["2 orders", "1 report"]. */
export function useWaitingWrites(): { ids: string[]; described: string[] } {
  const mine = useMine();
  return useMemo(() => {
    const waiting = mine.filter((entry) => entry.state !== 'refused');
    return { ids: waiting.map((entry) => entry.id), described: describeCounts(waiting.map((entry) => entry.kind)) };
  }, [mine]);
}

/**
 * Writes waiting on this device for someone who is not signed in here now (they logged out keeping them, or their
 * sign-in ended): how they read, per person's email.
 */
export function useWritesOfOthers(): { email: string | null; described: string[] }[] {
  const userId = useSession().user?._id ?? null;
  const entries = useOutboxEntries();
  return useMemo(() => {
    const others = entries.filter((entry) => entry.state !== 'refused' && !isSendableBy(entry, userId));
    const emails = [...new Set(others.map((entry) => entry.ownerEmail ?? null))];
    return emails.map((email) => ({
      email,
      described: describeCounts(
        others.filter((entry) => (entry.ownerEmail ?? null) === email).map((entry) => entry.kind),
      ),
    }));
  }, [entries, userId]);
}

/** Takes a write out of the outbox with its photos' files: discarded, or its refusal read and dismissed. */
export function discardQueuedWrite(id: string): Promise<void> {
  return removeEntry(id);
}

/** A photo file a waiting write keeps on this device (undefined once it is gone). */
export function readQueuedPhoto(fileId: string): Promise<Blob | undefined> {
  return readPhotoFile(fileId);
}

export class PublishingNowError extends Error {
  constructor() {
    super('This listing is being published right now. Change it from My Products once it is there.');
  }
}

/**
 * Puts the seller's changes in place of a waiting listing (or one the server refused), ready to go at once; a
 * listing whose try is out right now is left alone (it may already be on the server). The files of the photos it
 * no longer has go.
 */
export async function replaceQueuedListing(write: QueuedWrite<'listing'>, listing: QueuedListing): Promise<void> {
  const record = WRITE_KINDS.listing.record({ clientListingId: write.id, listing }, null);
  const photos = await outboxPhotos(record.photos ?? [], savePhotoFile);
  let sending = false as boolean;
  const found = await replaceEntry(write.id, (stored) => {
    sending = stored.state === 'sending';
    if (sending) return stored;
    const { refusal: _refusal, ...rest } = stored;
    // A new version of the write: tried at once, but never sooner than the floor after its last try.
    const nextAttemptAt = Math.max(Date.now(), (stored.lastAttemptAt ?? 0) + RETRY_FLOOR_MS);
    return {
      ...rest,
      request: record.request,
      display: record.display,
      photos,
      state: 'waiting',
      attempts: 0,
      nextAttemptAt,
    };
  });
  const newFiles = photos.map((photo) => photo.fileId);
  if (!found || sending) {
    await deletePhotoFiles(newFiles);
    throw new PublishingNowError();
  }
  await deletePhotoFiles(write.photos.map((photo) => photo.fileId).filter((id) => !newFiles.includes(id)));
  sendOutboxNow(write.id);
}
