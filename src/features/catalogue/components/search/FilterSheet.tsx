import SheetDialog from '@/components/SheetDialog';
import { withoutFilters, type SearchFilters } from '@/features/catalogue/lib/search-filters';
import FilterPanel from './FilterPanel';

interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
  onExplainGrades: () => void;
}

/** The phone's filter panel as a bottom sheet; every change applies at once, "Show results" closes it. */
export default function FilterSheet({ open, onClose, filters, onChange, onExplainGrades }: FilterSheetProps) {
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
            Show results
          </button>
        </>
      }
    >
      <FilterPanel filters={filters} onChange={onChange} onExplainGrades={onExplainGrades} />
    </SheetDialog>
  );
}
