import { useOnlineStatus } from '@/lib/online-status';
import { refusalFrom, refusedField, showRefusal } from '@/lib/show-refusal';
import type { WrittenListing } from '../lib/listing-form-schema';
import { firstInvalidField, LISTING_FIELDS, type ListingField } from '../lib/listing-form-state';
import { photoUploadBlocker, type ListingPhoto } from '../lib/photo-list';
import type { ListingFormModel } from './use-listing-form';

interface ListingSubmissionOptions {
  form: ListingFormModel['form'];
  /** The id of a field's control (or of the form's alert), where the focus goes. */
  fieldId: (field: ListingField | 'form') => string;
  photos: readonly ListingPhoto[];
  /** Sent with no connection too (kept on the device); otherwise `networkAction` says what needs one. */
  worksOffline: boolean;
  networkAction: string;
  /** Sends the listing; throws the server's refusal. */
  onSubmit: (listing: WrittenListing) => Promise<void>;
  /** After the listing was sent. */
  onSent: (() => void) | undefined;
}

/**
 * Sending the listing once it is checked, unless something blocks it (`blocker`: no connection for a form that
 * needs one, photos not uploaded yet). The server's refusal shows under the field it names (or for the whole form)
 * and the focus moves there, as it does to the first invalid field when the check fails.
 */
export function useListingSubmission(options: ListingSubmissionOptions) {
  const { form, fieldId, photos, worksOffline, networkAction, onSubmit, onSent } = options;
  const online = useOnlineStatus();
  const blocker =
    !online && !worksOffline
      ? `${networkAction} needs a connection. Your form is kept: send it once you are back online.`
      : photoUploadBlocker(photos);

  const focusLater = (field: ListingField | 'form' | undefined) => {
    if (!field) return;
    requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());
  };

  const submit = form.handleSubmit(
    async (checked) => {
      if (blocker) return;
      try {
        await onSubmit(checked);
        onSent?.();
      } catch (error) {
        const refusal = refusalFrom(error);
        showRefusal(form.setError, LISTING_FIELDS, refusal);
        focusLater(refusedField(LISTING_FIELDS, refusal) ?? 'form');
      }
    },
    (errors) => focusLater(firstInvalidField(errors) ?? 'form'),
  );

  return { submit, sending: form.formState.isSubmitting, blocker, focusLater };
}
