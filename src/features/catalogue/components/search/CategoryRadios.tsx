import { useId } from 'react';
import type { Category } from '@contract/catalogue';
import { SELECTOR_CATEGORIES } from '../category-options';

interface CategoryRadiosProps {
  value: Category | undefined;
  onChange: (category: Category | undefined) => void;
}

/** The category filter as a radio list ("Any" first), in the spec's selector order. */
export default function CategoryRadios({ value, onChange }: CategoryRadiosProps) {
  const name = useId();
  const options: Array<{ label: string; category: Category | undefined }> = [
    { label: 'Any', category: undefined },
    ...SELECTOR_CATEGORIES.map((category) => ({ label: category, category })),
  ];
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">Category</legend>
      <ul className="filter-group__options filter-group__options--cols-2">
        {options.map((option) => (
          <li key={option.label}>
            <label className="filter-option">
              <input
                type="radio"
                name={name}
                checked={value === option.category}
                onChange={() => onChange(option.category)}
              />
              <span className="filter-option__text">{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
