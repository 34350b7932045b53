import type { ListingInput } from '@contract/selling';
import type { NewOutboxEntry, OutboxEntry, OutboxPhoto } from '@outbox-core/outbox-entry';
import { savePhotoFile } from '@outbox-core/outbox-photo-files';
import type { WrittenListing } from '../lib/listing-form-schema';

/** What a waiting listing's request carries: everything but its photos, which are uploaded first. */
export type WaitingListingBody = Omit<ListingInput, 'images'> & { clientListingId: string };

/** The photos as the outbox keeps them: files on the device saved in its photo store, uploaded ones as they are. */
async function outboxPhotos(images: WrittenListing['images']): Promise<OutboxPhoto[]> {
  return Promise.all(
    images.map(async (image, index): Promise<OutboxPhoto> => {
      if ('file' in image) return { fileId: await savePhotoFile(image.file), name: image.file.name, uploaded: null };
      return { fileId: null, name: `Photo ${index + 1}`, uploaded: image };
    }),
  );
}

/**
 * POST /api/addproduct (seller) as an outbox write in steps, keyed by the listing's own id (clientListingId): the
 * photos still on the device go up first, then the listing, created once however often it is sent.
 */
export async function addProductWrite(
  clientListingId: string,
  sellerId: string,
  listing: WrittenListing,
): Promise<NewOutboxEntry> {
  const { images, ...details } = listing;
  const body: WaitingListingBody = { ...details, clientListingId };
  return {
    id: clientListingId,
    kind: 'listing',
    ownerId: sellerId,
    request: { method: 'POST', path: '/api/addproduct', body },
    photos: await outboxPhotos(images),
  };
}

/** The listing a waiting outbox record will publish. */
export function waitingListingOf(entry: Pick<OutboxEntry, 'request'>): WaitingListingBody {
  return entry.request.body as WaitingListingBody;
}
