import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { ProductImage } from '@contract/catalogue';
import { useOnlineStatus } from '@/lib/online-status';
import { refusalFrom, refusedField, showRefusal } from '@/lib/show-refusal';
import type { ListingDraftBinding } from '../hooks/use-listing-draft';
import { useListingForm } from '../hooks/use-listing-form';
import { useListingPhotos, type ListingPhotos } from '../hooks/use-listing-photos';
import { isEmptyDraft } from '../lib/listing-draft';
import type { WrittenListing } from '../lib/listing-form-schema';
import { firstInvalidField, LISTING_FIELDS, type ListingField, type ListingFormState } from '../lib/listing-form-state';
import {
  photoRefs,
  photosFromImages,
  photoUploadBlocker,
  uploadedImages,
  uploadedOnly,
  type ListingPhoto,
} from '../lib/photo-list';
import ContactSection from './ContactSection';
import ItemSection from './ItemSection';
import ListingDraftNotice from './ListingDraftNotice';
import PhotoPicker from './PhotoPicker';
import PriceSection from './PriceSection';
import './listing-form.css';
import FormAlert from '@/components/FormAlert';

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
export default function ListingForm(props: ListingFormProps) {
  const {
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
  } = props;
  const idPrefix = `listing${useId().replace(/:/g, '')}`;
  const fieldId = (field: ListingField | 'form') => `${idPrefix}-${field}`;
  const photos: ListingPhotos = useListingPhotos({
    savedImages,
    startPhotos: startPhotos ?? (draft?.restored ? photosFromImages(draft.restored.images) : undefined),
    keepOnDevice: worksOffline,
  });
  const images = useMemo(() => photoRefs(photos.photos), [photos.photos]);
  const uploadedCount = useMemo(() => uploadedImages(photos.photos).length, [photos.photos]);
  const [startValues] = useState(() => ({ ...(draft?.restored?.values ?? initialValues), images }));
  const listing = useListingForm(startValues);
  const { form, setImages } = listing;
  const online = useOnlineStatus();
  const { addFiles } = photos;
  const filesAdded = useRef<readonly File[] | null>(null);
  const saveDraft = draft?.save;
  const empty = useWatch({ control: form.control, compute: (values) => isEmptyDraft(values, values.images) });

  useEffect(() => setImages(images), [setImages, images]);

  useEffect(() => {
    if (!saveDraft) return undefined;
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(values, uploadedOnly(values.images)),
    });
  }, [saveDraft, form]);

  // Downscaled and uploaded with their progress like chosen ones.
  useEffect(() => {
    if (!addedFiles || addedFiles.length === 0 || filesAdded.current === addedFiles) return;
    filesAdded.current = addedFiles;
    addFiles(addedFiles);
    form.clearErrors('images');
  }, [addedFiles, addFiles, form]);

  const blocker =
    !online && !worksOffline
      ? `${networkAction} needs a connection. Your form is kept: send it once you are back online.`
      : photoUploadBlocker(photos.photos);

  const focusLater = (field: ListingField | 'form' | undefined) => {
    if (!field) return;
    requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());
  };

  const startOver = () => {
    form.reset({ ...initialValues, images: [...(savedImages ?? [])] });
    photos.reset();
  };

  const discardDraft = () => {
    draft?.discard();
    startOver();
    focusLater('images');
  };

  const submit = form.handleSubmit(
    async (checked) => {
      if (blocker) return;
      try {
        await onSubmit(checked);
        if (resetAfterSubmit) startOver();
      } catch (error) {
        const refusal = refusalFrom(error);
        showRefusal(form.setError, LISTING_FIELDS, refusal);
        focusLater(refusedField(LISTING_FIELDS, refusal) ?? 'form');
      }
    },
    (errors) => focusLater(firstInvalidField(errors) ?? 'form'),
  );
  const sending = form.formState.isSubmitting;

  // While photos are still on their way (or failed), the blocker says what to do rather than "Add a photo".
  const photosError =
    photos.photos.length > 0 && photoUploadBlocker(photos.photos) ? undefined : listing.message('images');

  return (
    <form className="listing-form" noValidate onSubmit={(event) => void submit(event)}>
      {!online && worksOffline ? (
        <p className="listing-form__offline" role="status">
          <strong>You&apos;re offline.</strong> You can still add this product: it is saved on this phone with its
          photos as “Waiting to publish”, and published when you&apos;re back online.
        </p>
      ) : null}
      {!online && !worksOffline ? (
        <p className="listing-form__offline" role="status">
          <strong>You&apos;re offline.</strong> {networkAction} needs a connection. Keep writing, with this page open:
          nothing you typed is lost.
        </p>
      ) : null}
      {draft ? (
        <ListingDraftNotice
          draft={draft}
          empty={empty}
          photosNotKept={photos.photos.length - uploadedCount}
          onDiscard={discardDraft}
        />
      ) : null}
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

      <div className="listing-form__footer">
        <FormAlert id={fieldId('form')} message={listing.message('form')} />
        {blocker ? (
          <p id={`${idPrefix}-blocker`} className="listing-form__blocker" role="status">
            {blocker}
          </p>
        ) : null}
        <div className="listing-form__actions">
          {onCancel ? (
            <button type="button" className="ss-button ss-button--ghost" onClick={onCancel}>
              Cancel
            </button>
          ) : null}
          <button
            type="submit"
            className="ss-button listing-form__submit"
            disabled={Boolean(blocker) || sending}
            aria-describedby={blocker ? `${idPrefix}-blocker` : undefined}
          >
            {sending ? busyLabel : submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}
