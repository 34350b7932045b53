import FormField from '@/components/FormField';
import PlaceTypeahead from '@/components/PlaceTypeahead';
import type { ListingSectionProps } from './listing-section-props';
import SellerIdentity from './SellerIdentity';

/** Contact and viewing: the seller (read-only, from the sign-in), their phone and where the item can be seen. */
export default function ContactSection({ form, fieldId, titleId }: ListingSectionProps & { titleId: string }) {
  return (
    <section className="listing-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="listing-section__title">
        Contact and viewing
      </h2>
      <SellerIdentity idPrefix={titleId} />
      <div className="listing-grid">
        <FormField id={fieldId('phone')} label="Phone" error={form.message('phone')}>
          {(control) => (
            <input
              {...control}
              {...form.field('phone')}
              className="listing-input"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+1 503 555 0142"
            />
          )}
        </FormField>
        <FormField
          id={fieldId('location')}
          label="Location"
          error={form.message('location')}
          hint="Pick your city from the list: buyers nearby then see how far the item is."
        >
          {(control) => (
            <PlaceTypeahead
              input={{ ...control, ...form.field('location'), className: 'listing-input', placeholder: 'City' }}
              onPick={(place) => form.setLocation(place.label)}
            />
          )}
        </FormField>
      </div>
    </section>
  );
}
