import { useId } from 'react';
import type { SearchSort } from '@contract/search';
import {
  effectiveSort,
  isSearching,
  sortOptions,
  withSort,
  type SearchFilters,
} from '@/features/catalogue/lib/search-filters';

interface SortSelectProps {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}

const FEATURED = '';

/**
 * Best match (with words only), newest, or by price either way. On the storefront it reads "Featured" (the
 * advertised listings); choosing an order there turns the storefront into results over every listing for sale.
 */
export default function SortSelect({ filters, onChange }: SortSelectProps) {
  const id = useId();
  const storefront = !isSearching(filters);
  const choose = (value: string) => {
    if (value === FEATURED) return;
    const sort = value as SearchSort;
    onChange(storefront ? { ...filters, sort } : withSort(filters, sort));
  };

  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        Sort by
      </label>
      <select
        id={id}
        className="sort-select__control"
        value={storefront ? FEATURED : effectiveSort(filters)}
        onChange={(event) => choose(event.target.value)}
      >
        {storefront ? <option value={FEATURED}>Featured</option> : null}
        {sortOptions(filters).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
