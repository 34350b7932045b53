import { useId } from 'react';
import type { ProductImage } from '@contract/catalogue';
import type { ListingDraftBinding } from '../hooks/use-listing-draft';
import { useListingEditor } from '../hooks/use-listing-editor';
import { useListingSubmission } from '../hooks/use-listing-submission';
import type { WrittenListing } from '../lib/listing-form-schema';
import type { ListingField, ListingFormState } from '../lib/listing-form-state';
import { photoUploadBlocker, type ListingPhoto } from '../lib/photo-list';
import ContactSection from './ContactSection';
import ItemSection from './ItemSection';
import ListingDraftNotice from './ListingDraftNotice';
import ListingFormFooter from './ListingFormFooter';
import ListingOfflineNotice from './ListingOfflineNotice';
import PhotoPicker from './PhotoPicker';
import PriceSection from './PriceSection';
import './listing-form.css';

interface ListingFormProps {
  initialValues: ListingFormState;
  savedImages?: readonly ProductImage[];
  submitLabel: string;
  busyLabel: string;
  /** "Saving your changes": what needs the connection when offline (a form that does not work offline). */
  networkAction?: string;
  /**
   * Add a Product: with no connection the listing is still added, kept on the device with its photos (downscaled)
   * as "Waiting to publish"; Update needs the connection.
   */
  worksOffline?: boolean;
  /** Where the photos start (a listing waiting to publish, being edited). */
  startPhotos?: ListingPhoto[];
  /** Sends the listing; throws the server's refusal, which the form shows under the field it names. */
  onSubmit: (listing: WrittenListing) => Promise<void>;
  /** Start over with an empty form once the listing was sent (the page stays mounted in the navigation stack). */
  resetAfterSubmit?: boolean;
  onCancel?: () => void;
  /** Files to add to the photos as if the seller had chosen them (shared from the gallery); each array once. */
  addedFiles?: readonly File[] | null;
  /** Keeps the form as a draft on the device while it is written (Add a Product), starting from the kept one. */
  draft?: ListingDraftBinding;
}

/** The listing form shared by Add a Product and Update: photos, the item, its price, and where to see it. */
export default function ListingForm({
  initialValues,
  savedImages,
  submitLabel,
  busyLabel,
  networkAction = 'Saving',
  worksOffline = false,
  startPhotos,
  onSubmit,
  resetAfterSubmit,
  onCancel,
  addedFiles,
  draft,
}: ListingFormProps) {
  const idPrefix = `listing${useId().replace(/:/g, '')}`;
  const fieldId = (field: ListingField | 'form') => `${idPrefix}-${field}`;
  const { photos, listing, kept, startOver } = useListingEditor({
    initialValues,
    savedImages,
    startPhotos,
    addedFiles,
    draft,
    keepOnDevice: worksOffline,
  });
  const { form } = listing;
  const { submit, sending, blocker, focusLater } = useListingSubmission({
    form,
    fieldId,
    photos: photos.photos,
    worksOffline,
    networkAction,
    onSubmit,
    onSent: resetAfterSubmit ? startOver : undefined,
  });

  const discardDraft = () => {
    draft?.discard();
    startOver();
    focusLater('images');
  };

  // While photos are still on their way (or failed), the blocker says what to do rather than "Add a photo".
  const photosError =
    photos.photos.length > 0 && photoUploadBlocker(photos.photos) ? undefined : listing.message('images');

  return (
    <form className="listing-form" noValidate onSubmit={(event) => void submit(event)}>
      <ListingOfflineNotice worksOffline={worksOffline} networkAction={networkAction} />
      {draft ? <ListingDraftNotice draft={draft} {...kept} onDiscard={discardDraft} /> : null}
      <section className="listing-section">
        <PhotoPicker
          id={fieldId('images')}
          photos={photos}
          error={photosError}
          onChange={() => form.clearErrors('images')}
        />
      </section>
      <ItemSection form={listing} fieldId={fieldId} titleId={`${idPrefix}-item`} />
      <PriceSection form={listing} fieldId={fieldId} titleId={`${idPrefix}-price`} />
      <ContactSection form={listing} fieldId={fieldId} titleId={`${idPrefix}-contact`} />

      <ListingFormFooter
        alertId={fieldId('form')}
        alert={listing.message('form')}
        blockerId={`${idPrefix}-blocker`}
        blocker={blocker}
        sending={sending}
        submitLabel={submitLabel}
        busyLabel={busyLabel}
        onCancel={onCancel}
      />
    </form>
  );
}
