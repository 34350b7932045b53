import { useId, useState, type ChangeEvent } from 'react';
import type { ProductImage } from '@contract/catalogue';
import { DISPUTE_MAX_PHOTOS, DISPUTE_REASONS, disputeOrderSchema, type DisputeOrder } from '@contract/disputes';
import FormField from '@/components/FormField';
import { useOnlineStatus } from '@/lib/online-status';
import { uploadListingPhoto } from '@/lib/upload-listing-photo';
import { useSubmitCheckedForm } from '@/lib/use-submit-checked-form';
import type { ReasonKind } from './ReasonForm';

/**
 * The dispute: a reason from the list, details (required for "Other") and, for the buyer, up to
 * DISPUTE_MAX_PHOTOS photos as evidence, uploaded as a listing's photos are. Needs a connection.
 */
export default function DisputeForm({
  buyer,
  busy,
  opened,
  onOpenedChange,
  onSubmit,
}: {
  buyer: boolean;
  busy: boolean;
  opened: ReasonKind | null;
  onOpenedChange: (opened: ReasonKind | null) => void;
  onSubmit: (dispute: DisputeOrder) => void;
}) {
  const online = useOnlineStatus();
  const id = useId();
  const { form, field } = useSubmitCheckedForm(disputeOrderSchema, { details: '', photos: [] });
  const [photos, setPhotos] = useState<ProductImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  if (opened !== null && opened !== 'dispute') return null;
  if (opened === null) {
    return (
      <button type="button" className="ss-button ss-button--ghost" onClick={() => onOpenedChange('dispute')}>
        Something went wrong
      </button>
    );
  }

  const addPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []).slice(0, DISPUTE_MAX_PHOTOS - photos.length);
    event.target.value = '';
    setUploading(true);
    setUploadError(null);
    try {
      for (const file of files) {
        const { url, thumbUrl } = await uploadListingPhoto(file, () => {});
        setPhotos((added) => [...added, { url, thumbUrl }]);
      }
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : 'The upload failed.');
    } finally {
      setUploading(false);
    }
  };

  return (
    <form
      className="deal__reason"
      noValidate
      aria-label="Open a dispute"
      onSubmit={(event) => {
        form.setValue('photos', photos);
        return form.handleSubmit(onSubmit)(event);
      }}
    >
      <p>
        An admin looks at the order, its messages, the hand-over and your photos, then gives the payment to the seller
        or releases the hold on the card. Both of you are told why.
      </p>
      <FormField id={`${id}-reason`} label="What went wrong" required error={form.formState.errors.reason?.message}>
        {(control) => (
          <select {...control} {...field('reason')} defaultValue="" className="form-field__input">
            <option value="" disabled>
              Choose a reason
            </option>
            {DISPUTE_REASONS.map((reason) => (
              <option key={reason}>{reason}</option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={`${id}-details`}
        label='Details (required for "Other")'
        error={form.formState.errors.details?.message}
      >
        {(control) => (
          <textarea {...control} className="form-field__input" {...field('details')} rows={3} maxLength={1000} />
        )}
      </FormField>
      {buyer ? (
        <FormField
          id={`${id}-photos`}
          label={`Photos as evidence (up to ${DISPUTE_MAX_PHOTOS})`}
          error={uploadError ?? form.formState.errors.photos?.message}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept="image/*"
              multiple
              className="form-field__input"
              disabled={uploading || photos.length >= DISPUTE_MAX_PHOTOS || !online}
              onChange={(event) => void addPhotos(event)}
            />
          )}
        </FormField>
      ) : null}
      {uploading ? <p role="status">Uploading…</p> : null}
      {photos.length > 0 ? (
        <ul className="deal__evidence" aria-label="Photos to send">
          {photos.map((photo, index) => (
            <li key={photo.url}>
              <img src={photo.thumbUrl} alt={`Evidence photo ${index + 1}`} />
              <button
                type="button"
                className="ss-button ss-button--ghost"
                onClick={() => setPhotos((kept) => kept.filter((each) => each.url !== photo.url))}
              >
                Remove photo {index + 1}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {online ? null : <p className="deal__offline">You are offline: this needs a connection.</p>}
      <div className="deal__buttons">
        <button type="submit" className="ss-button deal__danger" disabled={busy || uploading || !online}>
          Open a dispute
        </button>
        <button type="button" className="ss-button ss-button--ghost" onClick={() => onOpenedChange(null)}>
          Not now
        </button>
      </div>
    </form>
  );
}
