import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { isEmptyDraft } from '../lib/listing-draft';
import { uploadedImages, uploadedOnly, type ListingPhoto } from '../lib/photo-list';
import type { ListingDraftBinding } from './use-listing-draft';
import type { ListingFormModel } from './use-listing-form';

/**
 * Keeps the form as a draft on the device as it is written (when there is a draft), with its uploaded photos only;
 * says what the draft holds: nothing at all (`empty`), or without some photos (`photosNotKept`, not uploaded yet).
 */
export function useListingDraftAutosave(
  form: ListingFormModel['form'],
  photos: readonly ListingPhoto[],
  save: ListingDraftBinding['save'] | undefined,
) {
  const empty = useWatch({ control: form.control, compute: (values) => isEmptyDraft(values, values.images) });
  const photosNotKept = useMemo(() => photos.length - uploadedImages(photos).length, [photos]);

  useEffect(() => {
    if (!save) return undefined;
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => save(values, uploadedOnly(values.images)),
    });
  }, [save, form]);

  return { empty, photosNotKept };
}
