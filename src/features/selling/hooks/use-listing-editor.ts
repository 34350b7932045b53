import { useEffect, useMemo, useState } from 'react';
import type { ProductImage } from '@contract/catalogue';
import type { ListingFormState } from '../lib/listing-form-state';
import { photoRefs, photosFromImages, type ListingPhoto } from '../lib/photo-list';
import { useAddedFiles } from './use-added-files';
import type { ListingDraftBinding } from './use-listing-draft';
import { useListingDraftAutosave } from './use-listing-draft-autosave';
import { useListingForm } from './use-listing-form';
import { useListingPhotos, type ListingPhotos } from './use-listing-photos';

interface ListingEditorOptions {
  initialValues: ListingFormState;
  savedImages: readonly ProductImage[] | undefined;
  startPhotos: ListingPhoto[] | undefined;
  addedFiles: readonly File[] | null | undefined;
  draft: ListingDraftBinding | undefined;
  keepOnDevice: boolean;
}

/**
 * The listing being written: its photos, and its form, which holds them as they come. Both start from the kept
 * draft if there is one, and the draft is saved as the form changes (`kept` says what it holds). `startOver` goes
 * back to the initial values and the saved images.
 */
export function useListingEditor(options: ListingEditorOptions) {
  const { initialValues, savedImages, startPhotos, addedFiles, draft, keepOnDevice } = options;
  const photos: ListingPhotos = useListingPhotos({
    savedImages,
    startPhotos: startPhotos ?? (draft?.restored ? photosFromImages(draft.restored.images) : undefined),
    keepOnDevice,
  });
  const images = useMemo(() => photoRefs(photos.photos), [photos.photos]);
  const [startValues] = useState(() => ({ ...(draft?.restored?.values ?? initialValues), images }));
  const listing = useListingForm(startValues);
  const { form, setImages } = listing;

  useEffect(() => setImages(images), [setImages, images]);
  const kept = useListingDraftAutosave(form, photos.photos, draft?.save);
  useAddedFiles(addedFiles, photos.addFiles, form);

  const startOver = () => {
    form.reset({ ...initialValues, images: [...(savedImages ?? [])] });
    photos.reset();
  };

  return { photos, listing, kept, startOver };
}
