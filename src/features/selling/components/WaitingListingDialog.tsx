import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { replaceQueuedListing, type QueuedWrite } from '@/offline/outbox/queued-writes';
import type { WrittenListing } from '../lib/listing-form-schema';
import { listingFormFromProduct } from '../lib/listing-form-state';
import type { ListingPhoto } from '../lib/photo-list';
import { photosOfWaitingListing } from '../lib/waiting-listing-photos';
import ListingDialog from './ListingDialog';
import ListingForm from './ListingForm';

interface WaitingListingDialogProps {
  /** The record as it was when Edit was pressed (its photos are read once). */
  entry: QueuedWrite<'listing'> | null;
  onClose: () => void;
}

/** Edit a listing waiting to publish (or refused): the add form, prefilled with it and its photos on this phone. */
export default function WaitingListingDialog({ entry, onClose }: WaitingListingDialogProps) {
  const [photos, setPhotos] = useState<{ entry: QueuedWrite<'listing'>; photos: ListingPhoto[] } | null>(null);

  useEffect(() => {
    if (!entry) return;
    let current = true;
    void photosOfWaitingListing(entry).then((loaded) => current && setPhotos({ entry, photos: loaded }));
    return () => {
      current = false;
    };
  }, [entry]);

  const save = async (edited: WrittenListing) => {
    if (!entry) return;
    await replaceQueuedListing(entry, edited);
    toast.success('Your changes are saved on this phone');
    onClose();
  };

  const listing = entry?.display ?? null;
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
