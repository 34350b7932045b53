import { CONDITIONS } from '@contract/catalogue';
import { BRANDS, GRADE_CODES, GRADES } from '@contract/listing-details';
import { toggled, type SearchFilters } from '@/features/catalogue/lib/search-filters';
import CategoryRadios from './CategoryRadios';
import CheckboxGroup from './CheckboxGroup';
import PriceRangeFields from './PriceRangeFields';
import './filter-panel.css';

interface FilterPanelProps {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
  onExplainGrades: () => void;
}

const gradeName = (code: string) => GRADES.find((grade) => grade.code === code)?.name ?? code;

/** Every filter of a search; each change applies at once (the side panel on desktop, the sheet on phones). */
export default function FilterPanel({ filters, onChange, onExplainGrades }: FilterPanelProps) {
  const change = (patch: Partial<SearchFilters>) => onChange({ ...filters, ...patch });

  return (
    <div className="filter-panel">
      <CategoryRadios value={filters.category} onChange={(category) => change({ category })} />
      <CheckboxGroup
        legend="Brand"
        options={BRANDS}
        checked={filters.brands}
        onToggle={(brand) => change({ brands: toggled(filters.brands, brand, BRANDS) })}
        columns={2}
      />
      <CheckboxGroup
        legend="Condition"
        options={CONDITIONS}
        checked={filters.conditions}
        onToggle={(condition) => change({ conditions: toggled(filters.conditions, condition, CONDITIONS) })}
      />
      <CheckboxGroup
        legend="Grade"
        options={GRADE_CODES}
        checked={filters.grades}
        onToggle={(grade) => change({ grades: toggled(filters.grades, grade, GRADE_CODES) })}
        renderLabel={(code) => (
          <>
            <span className="filter-option__code">{code}</span> {gradeName(code)}
          </>
        )}
        footer={
          <button type="button" className="filter-panel__help" onClick={onExplainGrades}>
            What do grades mean?
          </button>
        }
      />
      <PriceRangeFields minPrice={filters.minPrice} maxPrice={filters.maxPrice} onChange={(range) => change(range)} />
      <fieldset className="filter-group">
        <legend className="filter-group__legend">Availability</legend>
        <label className="filter-option">
          <input
            type="checkbox"
            checked={filters.includeSold}
            onChange={(event) => change({ includeSold: event.target.checked })}
          />
          <span className="filter-option__text">Include sold items</span>
        </label>
      </fieldset>
    </div>
  );
}
