import { useWatch } from 'react-hook-form';
import { brandFromName } from '@contract/listing-details';
import FormField from '@/components/FormField';
import PriceGuide from '@/components/PriceGuide';
import { useSettledValue } from '@/lib/use-settled-value';
import type { ListingSectionProps } from './listing-section-props';
import PriceInput from './PriceInput';

const YEAR = new Date().getFullYear();
/** The price guide is asked once the seller pauses typing the name. */
const TYPING_PAUSE_MS = 500;

/**
 * Price and age: original and asking price in dollars, purchase year and years used; under them, what the same model
 * sold for here (the maker typed, or the one the name starts with).
 */
export default function PriceSection({ form, fieldId, titleId }: ListingSectionProps & { titleId: string }) {
  const [typedName = '', typedBrand = ''] = useWatch({ control: form.form.control, name: ['name', 'brand'] });
  const name = useSettledValue(typedName, TYPING_PAUSE_MS);
  const brand = typedBrand.trim() || brandFromName(name);
  return (
    <section className="listing-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="listing-section__title">
        Price and age
      </h2>
      <div className="listing-grid">
        <FormField id={fieldId('originalPrice')} label="Original price" error={form.message('originalPrice')}>
          {(control) => <PriceInput {...control} {...form.field('originalPrice')} placeholder="What you paid" />}
        </FormField>
        <FormField id={fieldId('resellPrice')} label="Asking price" error={form.message('resellPrice')}>
          {(control) => <PriceInput {...control} {...form.field('resellPrice')} placeholder="What you ask" />}
        </FormField>
        <FormField id={fieldId('purchaseYear')} label="Purchase year" error={form.message('purchaseYear')}>
          {(control) => (
            <input
              {...control}
              {...form.field('purchaseYear')}
              className="listing-input"
              inputMode="numeric"
              autoComplete="off"
              placeholder={`e.g. ${YEAR - 4}`}
            />
          )}
        </FormField>
        <FormField id={fieldId('usedYears')} label="Years used" error={form.message('usedYears')}>
          {(control) => (
            <input
              {...control}
              {...form.field('usedYears')}
              className="listing-input"
              inputMode="numeric"
              autoComplete="off"
              placeholder="e.g. 3"
            />
          )}
        </FormField>
      </div>
      <PriceGuide name={name} brand={brand} />
    </section>
  );
}
