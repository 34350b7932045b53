import { appliedFilters, type SearchFilters } from '@/features/catalogue/lib/search-filters';
import { useOpenFlag, type OpenFlag } from '@/lib/open-flag';

interface FiltersButtonProps {
  filters: SearchFilters;
  /** The filter sheet it opens. */
  sheet: OpenFlag;
}

/** Opens the filter sheet on phones; says how many filters are in effect. */
export default function FiltersButton({ filters, sheet }: FiltersButtonProps) {
  const expanded = useOpenFlag(sheet);
  const count = appliedFilters(filters).length;
  return (
    <button
      type="button"
      className="ss-button ss-button--ghost filters-button"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={sheet.open}
    >
      <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 18 18">
        <path d="M2 4h14M4.5 9h9M7 14h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      Filters
      {count > 0 ? (
        <span className="filters-button__count">
          {count}
          <span className="visually-hidden"> applied</span>
        </span>
      ) : null}
    </button>
  );
}
