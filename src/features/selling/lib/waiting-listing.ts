import type { OutboxEntry } from '@outbox-core/outbox-entry';
import { deletePhotoFiles, readPhotoFile } from '@outbox-core/outbox-photo-files';
import { replaceEntry } from '@outbox-core/outbox-store';
import type { NewOutboxEntry } from '@outbox-core/outbox-entry';
import { keptPhoto, photosFromImages, type ListingPhoto } from './photo-list';

/** A listing's photos as the form shows them again: the files still on the device, and those already uploaded. */
export async function photosOfWaitingListing(entry: OutboxEntry): Promise<ListingPhoto[]> {
  const photos = await Promise.all(
    (entry.photos ?? []).map(async (photo, index): Promise<ListingPhoto[]> => {
      if (photo.uploaded)
        return photosFromImages([photo.uploaded]).map((tile) => ({ ...tile, id: `waiting-${index}` }));
      const stored = photo.fileId === null ? undefined : await readPhotoFile(photo.fileId);
      return stored ? [keptPhoto(`waiting-${index}`, new File([stored], photo.name, { type: stored.type }))] : [];
    }),
  );
  return photos.flat();
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
export async function replaceWaitingListing(entry: OutboxEntry, changed: NewOutboxEntry): Promise<void> {
  let sending = false as boolean;
  const found = await replaceEntry(entry.id, (stored) => {
    sending = stored.state === 'sending';
    if (sending) return stored;
    const { refusal: _refusal, ...rest } = stored;
    return {
      ...rest,
      request: changed.request,
      photos: changed.photos,
      state: 'waiting',
      attempts: 0,
      nextAttemptAt: Date.now(),
    };
  });
  const newFiles = (changed.photos ?? []).map((photo) => photo.fileId);
  if (!found || sending) {
    await deletePhotoFiles(newFiles);
    throw new PublishingNowError();
  }
  await deletePhotoFiles((entry.photos ?? []).map((photo) => photo.fileId).filter((id) => !newFiles.includes(id)));
}
