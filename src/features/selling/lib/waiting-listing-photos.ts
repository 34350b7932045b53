import { readQueuedPhoto, type QueuedWrite } from '@/offline/outbox/queued-writes';
import { keptPhoto, photosFromImages, type ListingPhoto } from './photo-list';

/** A listing's photos as the form shows them again: the files still on the device, and those already uploaded. */
export async function photosOfWaitingListing(write: QueuedWrite<'listing'>): Promise<ListingPhoto[]> {
  const photos = await Promise.all(
    write.photos.map(async (photo, index): Promise<ListingPhoto[]> => {
      if (photo.uploaded)
        return photosFromImages([photo.uploaded]).map((tile) => ({ ...tile, id: `waiting-${index}` }));
      const stored = photo.fileId === null ? undefined : await readQueuedPhoto(photo.fileId);
      return stored ? [keptPhoto(`waiting-${index}`, new File([stored], photo.name, { type: stored.type }))] : [];
    }),
  );
  return photos.flat();
}
