import { useWatch } from 'react-hook-form';
import { BRANDS, brandFromName, GRADES, INCLUDED_ITEMS, LENS_MOUNTS, UNNAMED_BRAND } from '@contract/listing-details';
import FormField from '@/components/FormField';
import type { ListingSectionProps } from './listing-section-props';

/**
 * What the listing page shows about the item beyond its name: brand (a known one or typed), mount for a lens,
 * grade, shutter count for a camera, and what comes with it.
 */
export default function ItemDetails({ form, fieldId }: ListingSectionProps) {
  const [type, name] = useWatch({ control: form.form.control, name: ['type', 'name'] });
  const named = brandFromName(name);
  const brandsId = `${fieldId('brand')}-list`;
  const mountsId = `${fieldId('mount')}-list`;
  const includedMessage = form.message('included');
  return (
    <>
      <div className="listing-grid">
        <FormField
          id={fieldId('brand')}
          label="Brand"
          error={form.message('brand')}
          hint={
            named !== UNNAMED_BRAND
              ? `Left empty, it is ${named}, from the name.`
              : 'Choose one, or type the maker’s name.'
          }
        >
          {(control) => (
            <>
              <input
                {...control}
                {...form.field('brand')}
                className="listing-input"
                list={brandsId}
                autoComplete="off"
                placeholder={named !== UNNAMED_BRAND ? named : 'e.g. Canon'}
              />
              <datalist id={brandsId}>
                {BRANDS.map((brand) => (
                  <option key={brand} value={brand} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        {type === 'lens' ? (
          <FormField id={fieldId('mount')} label="Lens mount" error={form.message('mount')}>
            {(control) => (
              <>
                <input
                  {...control}
                  {...form.field('mount')}
                  className="listing-input"
                  list={mountsId}
                  autoComplete="off"
                  placeholder="e.g. Leica M"
                />
                <datalist id={mountsId}>
                  {LENS_MOUNTS.map((mount) => (
                    <option key={mount} value={mount} />
                  ))}
                </datalist>
              </>
            )}
          </FormField>
        ) : null}
        <FormField id={fieldId('grade')} label="Grade" error={form.message('grade')}>
          {(control) => (
            <select {...control} {...form.field('grade')} className="listing-input listing-select">
              <option value="">Not graded</option>
              {GRADES.map((grade) => (
                <option key={grade.code} value={grade.code}>
                  {grade.code} – {grade.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {type === 'camera' ? (
          <FormField
            id={fieldId('shutterCount')}
            label="Shutter count"
            error={form.message('shutterCount')}
            hint="Leave empty when you do not know it."
          >
            {(control) => (
              <input
                {...control}
                {...form.field('shutterCount')}
                className="listing-input"
                inputMode="numeric"
                autoComplete="off"
                placeholder="e.g. 12500"
              />
            )}
          </FormField>
        ) : null}
      </div>
      <fieldset
        className="form-field listing-included"
        aria-invalid={includedMessage ? true : undefined}
        aria-describedby={`${fieldId('included')}-message`}
      >
        <legend className="form-field__label">What’s included</legend>
        <div className="listing-included__options">
          {INCLUDED_ITEMS.map((item, index) => (
            <label key={item} className="listing-included__option">
              <input
                {...form.field('included')}
                id={index === 0 ? fieldId('included') : undefined}
                type="checkbox"
                value={item}
              />
              <span>{item}</span>
            </label>
          ))}
        </div>
        <p id={`${fieldId('included')}-message`} className="form-field__message">
          {includedMessage ?? ''}
        </p>
      </fieldset>
    </>
  );
}
