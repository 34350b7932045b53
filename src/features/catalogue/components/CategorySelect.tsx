import { useId } from 'react';
import type { Category } from '@contract/catalogue';
import { useHydrated } from '@/lib/use-hydrated';
import { ALL_PRODUCTS_VALUE, categoryOptionValue, SELECTOR_CATEGORIES } from './category-options';
import './category-select.css';

interface CategorySelectProps {
  value: Category | undefined;
  onChange: (slug: string) => void;
}

export default function CategorySelect({ value, onChange }: CategorySelectProps) {
  const id = useId();
  // A choice made before the app took the page over would change nothing: the list only follows it from then on.
  const ready = useHydrated();
  return (
    <div className="category-select">
      <label htmlFor={id} className="category-select__label">
        Category
      </label>
      <select
        id={id}
        className="category-select__control"
        value={value ? categoryOptionValue(value) : ALL_PRODUCTS_VALUE}
        disabled={!ready}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value={ALL_PRODUCTS_VALUE}>All Products</option>
        {SELECTOR_CATEGORIES.map((category) => (
          <option key={category} value={categoryOptionValue(category)}>
            {category}
          </option>
        ))}
      </select>
    </div>
  );
}
