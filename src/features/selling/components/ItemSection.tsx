import { useWatch } from 'react-hook-form';
import { CATEGORIES } from '@contract/catalogue';
import { ITEM_TYPE_LABELS, ITEM_TYPES } from '@contract/listing-details';
import ChoiceGroup from './ChoiceGroup';
import ConditionChoice from './ConditionChoice';
import DescriptionCounter from './DescriptionCounter';
import FormField from '@/components/FormField';
import ItemDetails from './ItemDetails';
import type { ListingSectionProps } from './listing-section-props';

const TYPE_CHOICES = ITEM_TYPES.map((type) => ({ value: type, name: ITEM_TYPE_LABELS[type] }));

/** The item: name, what it is, its details, category, condition and description. */
export default function ItemSection({ form, fieldId, titleId }: ListingSectionProps & { titleId: string }) {
  const description = useWatch({ control: form.form.control, name: 'description' });
  return (
    <section className="listing-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="listing-section__title">
        The item
      </h2>
      <FormField id={fieldId('name')} label="Product name" error={form.message('name')}>
        {(control) => (
          <input
            {...control}
            {...form.field('name')}
            className="listing-input"
            placeholder="e.g. Canon AE-1 with 50mm f/1.8"
            autoComplete="off"
          />
        )}
      </FormField>
      <ChoiceGroup
        id={fieldId('type')}
        legend="What is it?"
        choices={TYPE_CHOICES}
        error={form.message('type')}
        field={form.field('type')}
        className="listing-type"
      />
      <ItemDetails form={form} fieldId={fieldId} />
      <div className="listing-grid">
        <FormField id={fieldId('category')} label="Category" error={form.message('category')}>
          {(control) => (
            <select {...control} {...form.field('category')} className="listing-input listing-select">
              <option value="">Select…</option>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <ConditionChoice id={fieldId('condition')} error={form.message('condition')} field={form.field('condition')} />
      </div>
      <FormField
        id={fieldId('description')}
        label="Description"
        error={form.message('description')}
        hint={<DescriptionCounter text={description} />}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.field('description')}
            className="listing-input listing-textarea"
            rows={6}
            placeholder="What is included, how it was used and stored, any marks or quirks, shutter count…"
          />
        )}
      </FormField>
    </section>
  );
}
