import { CONDITIONS } from '@contract/catalogue';
import { GRADE_CODES, GRADES, ITEM_TYPES } from '@contract/listing-details';
import { useCatalogueFilters } from '@/features/catalogue/api/get-catalogue-filters';
import { ITEM_TYPE_PLURALS, toggled, type SearchFilters } from '@/features/catalogue/lib/search-filters';
import CategoryRadios from './CategoryRadios';
import CheckboxGroup from './CheckboxGroup';
import DistanceFilter from './DistanceFilter';
import PriceRangeFields from './PriceRangeFields';
import './filter-panel.css';

interface FilterPanelProps {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
  onExplainGrades: () => void;
}

const gradeName = (code: string) => GRADES.find((grade) => grade.code === code)?.name ?? code;

/** The names listings hold, with any chosen one kept even when no listing holds it now (so it can be unticked). */
function optionNames(held: readonly { name: string }[] | undefined, chosen: readonly string[]): string[] {
  const names = (held ?? []).map((option) => option.name);
  return [...names, ...chosen.filter((name) => !names.includes(name))];
}

/** Every filter of a search; each change applies at once (the side panel on desktop, the sheet on phones). */
export default function FilterPanel({ filters, onChange, onExplainGrades }: FilterPanelProps) {
  const change = (patch: Partial<SearchFilters>) => onChange({ ...filters, ...patch });
  const held = useCatalogueFilters().data;
  const brands = optionNames(held?.brands, filters.brands);
  const mounts = optionNames(held?.mounts, filters.mounts);

  return (
    <div className="filter-panel">
      <CategoryRadios value={filters.category} onChange={(category) => change({ category })} />
      <DistanceFilter filters={filters} onChange={onChange} />
      <CheckboxGroup
        legend="Type"
        options={ITEM_TYPES}
        checked={filters.types}
        onToggle={(type) => change({ types: toggled(filters.types, type, ITEM_TYPES) })}
        renderLabel={(type) => ITEM_TYPE_PLURALS[type]}
      />
      {brands.length > 0 ? (
        <CheckboxGroup
          legend="Brand"
          options={brands}
          checked={filters.brands}
          onToggle={(brand) => change({ brands: toggled(filters.brands, brand) })}
          columns={2}
        />
      ) : null}
      {mounts.length > 0 ? (
        <CheckboxGroup
          legend="Lens mount"
          options={mounts}
          checked={filters.mounts}
          onToggle={(mount) => change({ mounts: toggled(filters.mounts, mount) })}
          columns={2}
        />
      ) : null}
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
