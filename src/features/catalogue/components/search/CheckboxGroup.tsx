import type { ReactNode } from 'react';

interface CheckboxGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  checked: readonly T[];
  onToggle: (value: T) => void;
  /** What a box says; the value itself by default. */
  renderLabel?: (value: T) => ReactNode;
  columns?: 1 | 2;
  footer?: ReactNode;
}

/** A fieldset of checkboxes for a multi-choice filter (brands, conditions, grades). */
export default function CheckboxGroup<T extends string>({
  legend,
  options,
  checked,
  onToggle,
  renderLabel = (value) => value,
  columns = 1,
  footer,
}: CheckboxGroupProps<T>) {
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{legend}</legend>
      <ul className={`filter-group__options filter-group__options--cols-${columns}`}>
        {options.map((value) => (
          <li key={value}>
            <label className="filter-option">
              <input type="checkbox" checked={checked.includes(value)} onChange={() => onToggle(value)} />
              <span className="filter-option__text">{renderLabel(value)}</span>
            </label>
          </li>
        ))}
      </ul>
      {footer}
    </fieldset>
  );
}
