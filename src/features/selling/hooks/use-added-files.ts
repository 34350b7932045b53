import { useEffect, useRef } from 'react';
import type { ListingFormModel } from './use-listing-form';
import type { ListingPhotos } from './use-listing-photos';

/**
 * Files given to the form (shared from the gallery) added to the photos as if the seller had chosen them, each
 * array once; an old message about the photos goes.
 */
export function useAddedFiles(
  addedFiles: readonly File[] | null | undefined,
  addFiles: ListingPhotos['addFiles'],
  form: ListingFormModel['form'],
) {
  const filesAdded = useRef<readonly File[] | null>(null);

  // Downscaled and uploaded with their progress like chosen ones.
  useEffect(() => {
    if (!addedFiles || addedFiles.length === 0 || filesAdded.current === addedFiles) return;
    filesAdded.current = addedFiles;
    addFiles(addedFiles);
    form.clearErrors('images');
  }, [addedFiles, addFiles, form]);
}
