import { useId } from 'react';
import type { SearchSort } from '@contract/search';
import { effectiveSort, sortOptions, withSort, type SearchFilters } from '@/features/catalogue/lib/search-filters';
import { useHydrated } from '@/lib/use-hydrated';

interface SortSelectProps {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}

/** Featured first (the catalogue's own order), best match (with words only), newest, or by price either way. */
export default function SortSelect({ filters, onChange }: SortSelectProps) {
  const id = useId();
  // As the category select: a choice made before the app adopted the page would change nothing.
  const ready = useHydrated();
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        Sort by
      </label>
      <select
        id={id}
        className="sort-select__control"
        value={effectiveSort(filters)}
        disabled={!ready}
        onChange={(event) => onChange(withSort(filters, event.target.value as SearchSort))}
      >
        {sortOptions(filters).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
