import { useEffect, useRef } from 'react';
import { appliedFilters, withoutFilters, type SearchFilters } from '@/features/catalogue/lib/search-filters';
import './filter-chips.css';

interface FilterChipsProps {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}

/** What the search is narrowed by, one removable chip per filter, and "Clear all". Nothing when unfiltered. */
export default function FilterChips({ filters, onChange }: FilterChipsProps) {
  const applied = appliedFilters(filters);
  const listRef = useRef<HTMLUListElement>(null);
  // After a chip goes, keyboard focus moves to the chip that took its place instead of getting lost.
  const focusAfterRemoval = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = listRef.current?.querySelectorAll('button');
    if (buttons?.length) buttons[Math.min(index, buttons.length - 1)]?.focus();
  }, [filters]);

  if (applied.length === 0) return null;
  return (
    <ul ref={listRef} className="filter-chips" aria-label="Applied filters">
      {applied.map((filter, index) => (
        <li key={filter.id}>
          <button
            type="button"
            className="filter-chip"
            aria-label={`Remove filter: ${filter.label}`}
            onClick={() => {
              focusAfterRemoval.current = index;
              onChange(filter.without);
            }}
          >
            <span>{filter.label}</span>
            <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 14 14">
              <path d="M3.5 3.5l7 7m0-7-7 7" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </li>
      ))}
      {applied.length > 1 ? (
        <li>
          <button type="button" className="filter-chips__clear" onClick={() => onChange(withoutFilters(filters))}>
            Clear all
          </button>
        </li>
      ) : null}
    </ul>
  );
}
