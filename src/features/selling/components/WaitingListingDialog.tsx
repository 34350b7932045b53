import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { OutboxEntry } from '@outbox-core/outbox-entry';
import { sendOutboxNow } from '@/offline/outbox/outbox-sender';
import { addProductWrite, waitingListingOf } from '../api/add-product';
import type { WrittenListing } from '../lib/listing-form-schema';
import { listingFormFromProduct } from '../lib/listing-form-state';
import type { ListingPhoto } from '../lib/photo-list';
import { photosOfWaitingListing, replaceWaitingListing } from '../lib/waiting-listing';
import ListingDialog from './ListingDialog';
import ListingForm from './ListingForm';

interface WaitingListingDialogProps {
  /** The record as it was when Edit was pressed (its photos are read once). */
  entry: OutboxEntry | null;
  onClose: () => void;
}

/** Edit a listing waiting to publish (or refused): the add form, prefilled with it and its photos on this phone. */
export default function WaitingListingDialog({ entry, onClose }: WaitingListingDialogProps) {
  const [photos, setPhotos] = useState<{ entry: OutboxEntry; photos: ListingPhoto[] } | null>(null);

  useEffect(() => {
    if (!entry) return;
    let current = true;
    void photosOfWaitingListing(entry).then((loaded) => current && setPhotos({ entry, photos: loaded }));
    return () => {
      current = false;
    };
  }, [entry]);

  const save = async (edited: WrittenListing) => {
    if (!entry?.ownerId) return;
    await replaceWaitingListing(entry, await addProductWrite(entry.id, entry.ownerId, edited));
    sendOutboxNow({ force: true, firstId: entry.id });
    toast.success('Your changes are saved on this phone');
    onClose();
  };

  const listing = entry && waitingListingOf(entry);
  // Read for this opening only: the previews of an earlier one were released with its form.
  const loaded = photos && photos.entry === entry ? photos.photos : null;
  return (
    <ListingDialog title={listing && `Edit ${listing.name}`} onClose={onClose}>
      {entry && listing && loaded ? (
        <ListingForm
          key={entry.id}
          initialValues={listingFormFromProduct(listing)}
          startPhotos={loaded}
          submitLabel="Save changes"
          busyLabel="Saving…"
          worksOffline
          onSubmit={save}
          onCancel={onClose}
        />
      ) : (
        <p role="status">Opening the listing…</p>
      )}
    </ListingDialog>
  );
}
