import SheetDialog from '@/components/SheetDialog';
import { withoutFilters, type SearchFilters } from '@/features/catalogue/lib/search-filters';
import FilterPanel from './FilterPanel';
import { resultsCount } from './ResultsSummary';

export interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
  onExplainGrades: () => void;
  /** What the filters find so far (every change applies at once); undefined while it loads. */
  found: { shown: number; more: boolean } | undefined;
}

/**
 * The phone's filter panel as a bottom sheet; every change applies at once, and the button that closes it says what
 * they find: "Show 12 results", "Show 24+ results", "No results".
 */
export default function FilterSheet({ open, onClose, filters, onChange, onExplainGrades, found }: FilterSheetProps) {
  const show =
    found === undefined
      ? 'Show results'
      : found.shown === 0
        ? 'No results'
        : `Show ${resultsCount(found.shown, found.more)}`;
  return (
    <SheetDialog
      open={open}
      onClose={onClose}
      title="Filters"
      footer={
        <>
          <button
            type="button"
            className="ss-button ss-button--ghost"
            onClick={() => onChange(withoutFilters(filters))}
          >
            Clear all
          </button>
          <button type="button" className="ss-button filter-sheet__show" onClick={onClose}>
            {show}
          </button>
        </>
      }
    >
      <FilterPanel filters={filters} onChange={onChange} onExplainGrades={onExplainGrades} />
    </SheetDialog>
  );
}
