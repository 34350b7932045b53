import { useId, useMemo, useState, type FormEvent } from 'react';
import { CATEGORIES, type ProductImage } from '../../../../contract/catalogue';
import type { ListingInput } from '../../../../contract/selling';
import { useListingForm } from '../hooks/use-listing-form';
import { useListingPhotos, type ListingPhotos } from '../hooks/use-listing-photos';
import { useOnlineStatus } from '../hooks/use-online-status';
import { errorsFromServer, firstInvalidField } from '../lib/listing-form-errors';
import type { ListingField, ListingFormState, ListingTextField } from '../lib/listing-form-state';
import { photoUploadBlocker, uploadedImages } from '../lib/photo-list';
import ConditionChoice from './ConditionChoice';
import DescriptionCounter from './DescriptionCounter';
import FormField from './FormField';
import PhotoPicker from './PhotoPicker';
import PriceInput from './PriceInput';
import SellerIdentity from './SellerIdentity';
import './listing-form.css';

interface ListingFormProps {
  initialValues: ListingFormState;
  savedImages?: readonly ProductImage[];
  submitLabel: string;
  busyLabel: string;
  /** "Adding a product", "Saving your changes": what needs the connection when offline. */
  networkAction: string;
  /** Sends the listing; throws the server's refusal, which the form shows under the field it names. */
  onSubmit: (listing: ListingInput) => Promise<void>;
  /** Start over with an empty form once the listing was sent (the page stays mounted in the navigation stack). */
  resetAfterSubmit?: boolean;
  onCancel?: () => void;
}

const YEAR = new Date().getFullYear();

/** The listing form shared by Add a Product and Update: photos, the item, its price, and where to see it. */
export default function ListingForm(props: ListingFormProps) {
  const { initialValues, savedImages, submitLabel, busyLabel, networkAction, onSubmit, resetAfterSubmit, onCancel } =
    props;
  const idPrefix = `listing${useId().replace(/:/g, '')}`;
  const fieldId = (field: ListingField | 'form') => `${idPrefix}-${field}`;
  const photos: ListingPhotos = useListingPhotos(savedImages);
  const images = useMemo(() => uploadedImages(photos.photos), [photos.photos]);
  const form = useListingForm(initialValues, images);
  const online = useOnlineStatus();
  const [sending, setSending] = useState(false);

  const blocker = !online
    ? `${networkAction} needs a connection. Your form is kept: send it once you are back online.`
    : photoUploadBlocker(photos.photos);

  const focusLater = (field: ListingField | 'form' | undefined) => {
    if (!field) return;
    requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.markSubmitTried();
    if (blocker || sending) return;
    if (!form.validation.ok) return focusLater(firstInvalidField(form.validation.errors) ?? 'form');
    setSending(true);
    try {
      await onSubmit(form.validation.listing);
      if (resetAfterSubmit) {
        form.reset();
        photos.reset();
      }
    } catch (error) {
      const errors = errorsFromServer(error);
      form.showServerErrors(errors);
      focusLater(firstInvalidField(errors) ?? 'form');
    } finally {
      setSending(false);
    }
  };

  const text = (field: ListingTextField) => ({
    value: form.values[field],
    onChange: (event: { target: { value: string } }) => form.change(field, event.target.value),
    onBlur: () => form.leave(field),
  });

  return (
    <form className="listing-form" noValidate onSubmit={(event) => void submit(event)}>
      {!online ? (
        <p className="listing-form__offline" role="status">
          <strong>You&apos;re offline.</strong> {networkAction} needs a connection. Keep writing: nothing you typed is
          lost.
        </p>
      ) : null}
      <section className="listing-section">
        <PhotoPicker id={fieldId('images')} photos={photos} error={form.errors.images} onChange={form.photosChanged} />
      </section>

      <section className="listing-section" aria-labelledby={`${idPrefix}-item`}>
        <h2 id={`${idPrefix}-item`} className="listing-section__title">
          The item
        </h2>
        <FormField id={fieldId('name')} label="Product name" error={form.errors.name}>
          {(control) => (
            <input
              {...control}
              {...text('name')}
              className="listing-input"
              placeholder="e.g. Canon AE-1 Program with 50mm f/1.8"
              autoComplete="off"
            />
          )}
        </FormField>
        <div className="listing-grid">
          <FormField id={fieldId('category')} label="Category" error={form.errors.category}>
            {(control) => (
              <select {...control} {...text('category')} className="listing-input listing-select">
                <option value="">Choose a category</option>
                {CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <ConditionChoice
            id={fieldId('condition')}
            value={form.values.condition}
            error={form.errors.condition}
            onChange={(condition) => form.change('condition', condition)}
            onBlur={() => form.leave('condition')}
          />
        </div>
        <FormField
          id={fieldId('description')}
          label="Description"
          error={form.errors.description}
          hint={<DescriptionCounter text={form.values.description} />}
        >
          {(control) => (
            <textarea
              {...control}
              {...text('description')}
              className="listing-input listing-textarea"
              rows={6}
              placeholder="What is included, how it was used and stored, any marks or quirks, shutter count…"
            />
          )}
        </FormField>
      </section>

      <section className="listing-section" aria-labelledby={`${idPrefix}-price`}>
        <h2 id={`${idPrefix}-price`} className="listing-section__title">
          Price and age
        </h2>
        <div className="listing-grid">
          <FormField id={fieldId('originalPrice')} label="Original price" error={form.errors.originalPrice}>
            {(control) => <PriceInput {...control} {...text('originalPrice')} placeholder="What you paid" />}
          </FormField>
          <FormField id={fieldId('resellPrice')} label="Asking price" error={form.errors.resellPrice}>
            {(control) => <PriceInput {...control} {...text('resellPrice')} placeholder="What you ask" />}
          </FormField>
          <FormField id={fieldId('purchaseYear')} label="Purchase year" error={form.errors.purchaseYear}>
            {(control) => (
              <input
                {...control}
                {...text('purchaseYear')}
                className="listing-input"
                inputMode="numeric"
                autoComplete="off"
                placeholder={`e.g. ${YEAR - 4}`}
              />
            )}
          </FormField>
          <FormField id={fieldId('usedYears')} label="Years used" error={form.errors.usedYears}>
            {(control) => (
              <input
                {...control}
                {...text('usedYears')}
                className="listing-input"
                inputMode="numeric"
                autoComplete="off"
                placeholder="e.g. 3"
              />
            )}
          </FormField>
        </div>
      </section>

      <section className="listing-section" aria-labelledby={`${idPrefix}-contact`}>
        <h2 id={`${idPrefix}-contact`} className="listing-section__title">
          Contact and viewing
        </h2>
        <SellerIdentity idPrefix={idPrefix} />
        <div className="listing-grid">
          <FormField id={fieldId('phone')} label="Phone" error={form.errors.phone}>
            {(control) => (
              <input
                {...control}
                {...text('phone')}
                className="listing-input"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="+1 503 555 0142"
              />
            )}
          </FormField>
          <FormField id={fieldId('location')} label="Location" error={form.errors.location}>
            {(control) => (
              <input
                {...control}
                {...text('location')}
                className="listing-input"
                autoComplete="address-level2"
                placeholder="City, State"
              />
            )}
          </FormField>
        </div>
      </section>

      <div className="listing-form__footer">
        <p id={fieldId('form')} className="listing-form__error" role="alert" tabIndex={-1}>
          {form.errors.form ?? ''}
        </p>
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
